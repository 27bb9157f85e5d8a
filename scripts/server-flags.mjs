// The V8 flags the shop's server runs with: `npm start`, the Dockerfile's CMD (which repeats them)
// and bench/startup.mjs. Why each, with figures: docs/decisions/030-lean-process-memory-and-start.md.
export const SERVER_NODE_FLAGS = [
  // A young generation of 2 × 8 MB instead of 2 × 32 MB: about 20 MB less at idle, more under load.
  "--max-semi-space-size=8",
  // The embedded database's WebAssembly stays on the baseline compiler: no optimised second copy
  // of its code (about 85 MB), a faster start, its queries about 15 % slower. No effect on PostgreSQL.
  "--liftoff-only",
];
