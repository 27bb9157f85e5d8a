import type { FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { LogController } from "fastify";
import type { LogFormat } from "../config.js";
import { requestIdGenerator } from "./request-id.js";

/**
 * What the shop's log holds (docs/deployment.md, "Logs and metrics"): one line per request with
 * its method, route, path without the query string, status, duration and id, and what goes
 * wrong. Never headers (Authorization, Cookie), bodies, GraphQL variables, query strings or
 * client addresses: those carry tokens and customers' names, phones, emails and addresses.
 */

/** What a response stream fails with when the client closes the connection before it ends. */
const CLIENT_WENT_AWAY = "ERR_STREAM_PREMATURE_CLOSE";

/** One line per request, written when it ends, at the route's level (`logLevel: "silent"` routes write none). */
export class RequestLogController extends LogController {
  /** Called for every request that ends, logged or not (the metrics' request counts). */
  constructor(private readonly onRequestEnd?: (request: FastifyRequest, reply: FastifyReply) => void) {
    super({ requestIdLogLabel: "requestId" });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.onRequestEnd?.(request, reply);
    const line = {
      method: request.method,
      route: request.routeOptions.url,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }

  /** A client's mistake is one line with its code; the stack and the message (which can quote the input) only for the shop's own failures. */
  override defaultErrorLog(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    // The client left before the answer was sent (a tab closed, a link followed): not the shop's failure.
    if (error.code === CLIENT_WENT_AWAY) reply.log.info({ status: reply.statusCode, code: error.code }, "client closed the connection");
    else if (reply.statusCode >= 500) reply.log.error({ err: error }, "request failed");
    else reply.log.info({ status: reply.statusCode, code: error.code }, "request refused");
  }

  /** Fastify's own line quotes the URL with its query string (a phone in an order lookup, a search). */
  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ method: request.method, path: pathOf(request.url) }, "route not found");
  }
}

/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/**
 * An error in a log line: its type, message, code and stack (with its causes'), never its other
 * fields: a database error carries the statement's parameters and the offending row's values
 * (`parameters`, `detail`, `driverError`).
 */
export function errorWithoutValues(error: Error): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: error.message,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    stack: error.stack ?? "",
    ...(error.cause instanceof Error ? { cause: errorWithoutValues(error.cause) } : {}),
  };
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** A request in a log line (Fastify's error lines): method, route and path only. */
function requestWithoutPersonalData(request: FastifyRequest) {
  return { method: request.method, route: request.routeOptions?.url, path: pathOf(request.url) };
}

/** Fastify's logging options: pino with the serializers above, request ids, and readable lines when asked. */
export async function loggingOptions(
  { logLevel, logFormat, trustProxy }: { logLevel: string; logFormat: LogFormat; trustProxy: boolean },
  onRequestEnd?: (request: FastifyRequest, reply: FastifyReply) => void,
): Promise<Pick<FastifyServerOptions, "logger" | "genReqId" | "logController">> {
  const serializers = { err: errorWithoutValues, req: requestWithoutPersonalData };
  // Loaded only for readable logs: production never needs it. Written in this thread, in order, so no line is lost at exit.
  const stream = logFormat === "pretty" ? (await import("pino-pretty")).default({ sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" }) : undefined;
  return {
    logger: { level: logLevel, serializers, ...(stream ? { stream } : {}) },
    genReqId: requestIdGenerator(trustProxy),
    logController: new RequestLogController(onRequestEnd),
  };
}
