// The baseline: a bare Fastify server (the shop's Fastify version, logger off) with one JSON route.
// Started by bench/run.mjs; listens on PORT (default 3001) at HOST (default 127.0.0.1).
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/ping", async () => ({ ok: true }));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

await app.listen({ port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? "127.0.0.1" });
