import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import type { FastifyBaseLogger } from "fastify";

/**
 * Hands memory back to the system once the server has gone quiet (docs/decisions/030-…).
 *
 * V8 frees heap pages only at a full collection, and its memory reducer, which should do that when
 * a process goes idle, keeps judging a quiet server by the allocation rate of its last busy moment:
 * after a burst of traffic the process kept about 350 MB instead of 130 until traffic came back.
 * Here, once the event loop has been nearly idle for `quietMs` and the heap has grown by
 * `minGrowthBytes` since the last such collection, one memory-reducing collection runs. It blocks
 * the loop for some 50 to 400 ms, so it never runs while requests come in.
 */
export interface IdleMemoryOptions {
  quietMs?: number;
  checkEveryMs?: number;
  minGrowthBytes?: number;
  /** Event-loop utilisation below which a check counts as quiet. */
  quietUtilisation?: number;
}

type CollectGarbage = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

export function releaseMemoryWhenIdle(
  log: FastifyBaseLogger,
  { quietMs = 30_000, checkEveryMs = 5_000, minGrowthBytes = 32 * 1024 * 1024, quietUtilisation = 0.01 }: IdleMemoryOptions = {},
): { stop(): void } {
  const collect = garbageCollector();
  if (!collect) {
    log.debug("No garbage collector to call: memory goes back to the system at V8's own pace");
    return { stop: () => undefined };
  }
  // Zero: the first quiet moment after start also gives back what starting left behind.
  let baseline = 0;
  let quietFor = 0;
  let previous = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, previous).utilization >= quietUtilisation;
    previous = now;
    quietFor = busy ? 0 : quietFor + checkEveryMs;
    if (quietFor < quietMs || heapSize() - baseline < minGrowthBytes) return;
    const before = process.memoryUsage.rss();
    const started = performance.now();
    collect({ type: "major", execution: "sync", flavor: "last-resort" });
    baseline = heapSize();
    previous = performance.eventLoopUtilization();
    const freedMb = Math.round((before - process.memoryUsage.rss()) / 1024 / 1024);
    log.debug(`Idle: returned ${freedMb} MB to the system in ${Math.round(performance.now() - started)} ms`);
  }, checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

function heapSize(): number {
  return v8.getHeapStatistics().total_heap_size;
}

/** V8's `gc()`: the global one under --expose-gc, otherwise from a fresh context once the flag is set. */
function garbageCollector(): CollectGarbage | undefined {
  const global = (globalThis as { gc?: unknown }).gc;
  if (typeof global === "function") return global as CollectGarbage;
  try {
    v8.setFlagsFromString("--expose-gc");
    const collect: unknown = runInNewContext("gc");
    return typeof collect === "function" ? (collect as CollectGarbage) : undefined;
  } catch {
    return undefined;
  }
}
