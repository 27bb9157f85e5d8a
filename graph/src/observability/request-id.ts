import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { GraphQLFormattedError } from "graphql";

/**
 * Every request has an id: in its log lines, in the `x-request-id` response header, in each
 * GraphQL error's `extensions.requestId` and in REST error bodies, so a user's report of an
 * error leads to its log lines (docs/decisions/034-logs-request-ids-and-metrics.md).
 */
export const REQUEST_ID_HEADER = "x-request-id";

/** What an incoming id may look like: a UUID, a proxy's hex or base64 trace id; nothing that could forge a log line. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's genReqId. Behind a trusted reverse proxy (TRUST_PROXY), a well-formed `x-request-id`
 * it sent is kept, so the proxy's log and the shop's share the id; otherwise (a client could send
 * anything, the same id again and again) a new random one.
 */
export function requestIdGenerator(trustProxy: boolean): (raw: IncomingMessage) => string {
  if (!trustProxy) return () => randomUUID();
  return (raw) => {
    const incoming = raw.headers[REQUEST_ID_HEADER];
    return typeof incoming === "string" && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
  };
}

/** The request being served, for code that has no request at hand (Apollo's formatError, the slow-statement log). */
const currentRequestStore = new AsyncLocalStorage<FastifyRequest>();

export function currentRequest(): FastifyRequest | undefined {
  return currentRequestStore.getStore();
}

/** Send each request's id back, and make the request known to what runs for it. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    currentRequestStore.run(request, done);
  });
  // A request body is read in the socket's events, which run outside the scope entered above.
  app.addHook("preValidation", (request, _reply, done) => {
    currentRequestStore.run(request, done);
  });
}

/** A GraphQL error as sent, with the id of the request it answers (when there is one: the CLI has none). */
export function withRequestId(error: GraphQLFormattedError): GraphQLFormattedError {
  const id = currentRequest()?.id;
  return id === undefined ? error : { ...error, extensions: { ...error.extensions, requestId: id } };
}
