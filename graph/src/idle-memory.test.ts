import v8 from "node:v8";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { releaseMemoryWhenIdle } from "./idle-memory.js";

function recordingLog() {
  const messages: string[] = [];
  const log = { debug: (message: string) => messages.push(message) } as unknown as FastifyBaseLogger;
  return { log, messages };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Windows of 10 ms are short enough for the test runner's own work to show, hence the loose threshold.
const quickly = { quietMs: 30, checkEveryMs: 10, minGrowthBytes: 0, quietUtilisation: 0.3 };

describe("releaseMemoryWhenIdle", () => {
  it("collects once the event loop has been quiet, and not again until the heap has grown", async () => {
    const { log, messages } = recordingLog();
    const halfTheHeap = v8.getHeapStatistics().total_heap_size / 2;
    const idle = releaseMemoryWhenIdle(log, { ...quickly, minGrowthBytes: halfTheHeap });
    try {
      await sleep(300);
      // The first quiet moment after start counts the whole heap as growth; later ones need half as much again.
      expect(messages.filter((message) => message.startsWith("Idle: returned"))).toHaveLength(1);
    } finally {
      idle.stop();
    }
  });

  it("does not collect while the loop is busy", async () => {
    const { log, messages } = recordingLog();
    const idle = releaseMemoryWhenIdle(log, { ...quickly, quietUtilisation: 0.6 });
    try {
      const until = performance.now() + 200;
      while (performance.now() < until) {
        const busyUntil = performance.now() + 9;
        while (performance.now() < busyUntil) {
          // keep the loop busy for most of each check's window
        }
        await sleep(1);
      }
      expect(messages.filter((message) => message.startsWith("Idle: returned"))).toEqual([]);
    } finally {
      idle.stop();
    }
  });

  it("does nothing once stopped", async () => {
    const { log, messages } = recordingLog();
    releaseMemoryWhenIdle(log, quickly).stop();
    await sleep(150);
    expect(messages.filter((message) => message.startsWith("Idle: returned"))).toEqual([]);
  });
});
