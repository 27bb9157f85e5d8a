import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, ErrorCode, httpStatusFor } from "../shared/errors.js";

/** REST errors are JSON: `{ success: false, message, code }`, with the HTTP status of the code. */
export function registerRestErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(httpStatusFor(error.code)).send({ success: false, message: error.message, code: error.code });
    }
    if (error.validation) {
      return reply.status(400).send({ success: false, message: error.message, code: ErrorCode.BAD_USER_INPUT });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ success: false, message: error.message, code: error.code });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ success: false, message: "Something went wrong on our side.", code: ErrorCode.INTERNAL_SERVER_ERROR });
  });
}
