import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { RequestLogController } from "./logging.js";

/** A reply whose log lines are collected by level. */
function replyWith(statusCode: number) {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_details: object, message: string) => lines.push({ level, message });
  const reply = { statusCode, log: { info: at("info"), error: at("error") } } as unknown as FastifyReply;
  return { reply, lines };
}

describe("the request log's error lines", () => {
  const controller = new RequestLogController();
  const request = {} as FastifyRequest;

  it("are errors for the shop's own failures, and one info line for a client's mistake", () => {
    const failed = replyWith(500);
    controller.defaultErrorLog(new Error("boom"), request, failed.reply);
    expect(failed.lines).toEqual([{ level: "error", message: "request failed" }]);

    const refused = replyWith(400);
    controller.defaultErrorLog(Object.assign(new Error("bad"), { code: "FST_ERR_CTP_INVALID_JSON_BODY" }), request, refused.reply);
    expect(refused.lines).toEqual([{ level: "info", message: "request refused" }]);
  });

  it("are not errors when the client closed the connection before the answer ended", () => {
    const gone = replyWith(500);
    controller.defaultErrorLog(Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" }), request, gone.reply);
    expect(gone.lines).toEqual([{ level: "info", message: "client closed the connection" }]);
  });
});
