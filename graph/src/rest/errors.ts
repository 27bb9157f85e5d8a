import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, ErrorCode, clientErrorFromDatabase, httpStatusFor } from "../shared/errors.js";

/**
 * REST errors are JSON: `{ success: false, message, code, requestId }`, with the HTTP status of the code;
 * a field error adds `fields`, a rate limit `retryAfterSeconds` and a `Retry-After` header, and
 * an error with a `reason` (INVALID_VALUE, FILE_TOO_LARGE…) says it.
 */
export function registerRestErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : clientErrorFromDatabase(error);
    if (appError) {
      const { retryAfterSeconds: retryAfter, fields, reason } = appError.extensions;
      if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
      return reply.status(httpStatusFor(appError.code)).send({
        success: false,
        message: appError.message,
        code: appError.code,
        requestId: request.id,
        ...(typeof retryAfter === "number" ? { retryAfterSeconds: retryAfter } : {}),
        // A field error names its fields as on GraphQL (docs/api.md, "Field errors").
        ...(Array.isArray(fields) ? { fields } : {}),
        // Which limit or kind of problem, where the code covers several (an upload too large, a value the database refused).
        ...(typeof reason === "string" ? { reason } : {}),
      });
    }
    if (error.validation) {
      return reply.status(400).send({ success: false, message: error.message, code: ErrorCode.BAD_USER_INPUT, requestId: request.id });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ success: false, message: error.message, code: error.code, requestId: request.id });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ success: false, message: "Something went wrong on our side.", code: ErrorCode.INTERNAL_SERVER_ERROR, requestId: request.id });
  });
}
