import { describe, expect, it } from "vitest";
import { closeInTurn } from "./close-in-turn.js";

describe("closeInTurn", () => {
  it("runs every step in order, also after one fails, then throws that failure", async () => {
    const ran: string[] = [];
    const flushFailed = new Error("flush failed");
    const close = closeInTurn([
      () => ran.push("listener"),
      async () => {
        ran.push("flush");
        throw flushFailed;
      },
      async () => ran.push("pools"),
    ]);
    await expect(close).rejects.toBe(flushFailed);
    expect(ran).toEqual(["listener", "flush", "pools"]);
  });

  it("throws every failure together when several steps fail", async () => {
    const close = closeInTurn([
      () => {
        throw new Error("a");
      },
      () => Promise.reject(new Error("b")),
    ]);
    await expect(close).rejects.toMatchObject({ errors: [new Error("a"), new Error("b")] });
  });
});
