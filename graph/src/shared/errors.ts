import { GraphQLError } from "graphql";

/** The one list of error codes. GraphQL puts them in `extensions.code`; REST maps them to HTTP statuses. */
export const ErrorCode = {
  BAD_USER_INPUT: "BAD_USER_INPUT",
  NOT_FOUND: "NOT_FOUND",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  OUT_OF_STOCK: "OUT_OF_STOCK",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "RATE_LIMITED",
  THROTTLED: "THROTTLED",
  QUERY_TOO_DEEP: "QUERY_TOO_DEEP",
  QUERY_TOO_COMPLEX: "QUERY_TOO_COMPLEX",
  QUERY_TOO_LARGE: "QUERY_TOO_LARGE",
  ONCE_PER_REQUEST: "ONCE_PER_REQUEST",
  PERSISTED_QUERY_NOT_SUPPORTED: "PERSISTED_QUERY_NOT_SUPPORTED",
  PERSISTED_QUERY_HASH_MISMATCH: "PERSISTED_QUERY_HASH_MISMATCH",
  DATABASE_TIMEOUT: "DATABASE_TIMEOUT",
  INTERNAL_SERVER_ERROR: "INTERNAL_SERVER_ERROR",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const httpStatusByCode: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  OUT_OF_STOCK: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  THROTTLED: 429,
  QUERY_TOO_DEEP: 400,
  QUERY_TOO_COMPLEX: 400,
  QUERY_TOO_LARGE: 413,
  ONCE_PER_REQUEST: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  PERSISTED_QUERY_HASH_MISMATCH: 400,
  DATABASE_TIMEOUT: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export function httpStatusFor(code: string): number {
  return httpStatusByCode[code as ErrorCode] ?? 500;
}

/** An error meant for the client: its message is safe to show and its code is stable. */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message, { extensions: { ...details, code } });
    this.code = code;
  }
}

/** One field's problems: the `fields` of a field error. */
export interface FieldProblem {
  /** The input's field, nested ones with dots (`lines.0.quantity`). */
  field: string;
  messages: string[];
}

/**
 * The one shape of a field error, wherever it is caught (an input class, a service, REST):
 * BAD_USER_INPUT, the messages joined as the message, and `extensions.fields` (docs/api.md).
 */
export const fieldErrors = (fields: FieldProblem[]) =>
  new AppError(ErrorCode.BAD_USER_INPUT, fields.flatMap((f) => f.messages).join("; "), { fields });

/** BAD_USER_INPUT; with `field`, the one shape of a field error (see `fieldErrors`). */
export function badInput(message: string, { field, ...details }: { field?: string } & Record<string, unknown> = {}): AppError {
  if (field === undefined) return new AppError(ErrorCode.BAD_USER_INPUT, message, details);
  return new AppError(ErrorCode.BAD_USER_INPUT, message, { ...details, fields: [{ field, messages: [message] } satisfies FieldProblem] });
}

export const conflict = (message: string, details: Record<string, unknown> = {}) => new AppError(ErrorCode.CONFLICT, message, details);
export const notFound = (message: string) => new AppError(ErrorCode.NOT_FOUND, message);
export const unauthenticated = (message = "Please sign in.") =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = "You are not allowed to do this.") =>
  new AppError(ErrorCode.FORBIDDEN, message);

/** The SQLSTATE of a database error (TypeORM wraps the driver's; PGlite and pg both carry `code`). */
export function databaseErrorCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The index or constraint a write broke when it was a unique violation (SQLSTATE 23505), else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  if (databaseErrorCode(error) !== "23505") return undefined;
  const candidate = error as { constraint?: unknown; driverError?: { constraint?: unknown } };
  const constraint = candidate.driverError?.constraint ?? candidate.constraint;
  return typeof constraint === "string" ? constraint : "";
}

/** SQLSTATE 57014, query_canceled: PostgreSQL's statement_timeout, and the embedded database's time budget. */
export const STATEMENT_CANCELLED = "57014";

/**
 * A database error the client is told about with a stable code, never a 500:
 * - SQLSTATE class 22, "data exception" (a NUL character, a number out of range, text that is not
 *   a number): the client's input, BAD_USER_INPUT;
 * - a statement cancelled for taking too long (STATEMENT_CANCELLED): DATABASE_TIMEOUT.
 * The database's own message is not passed on: it can echo the input and internals.
 */
export function clientErrorFromDatabase(error: unknown): AppError | null {
  const code = databaseErrorCode(error);
  if (code?.startsWith("22")) {
    return badInput("The request holds a value the shop cannot use (for example a NUL character or a number out of range).", {
      reason: "INVALID_VALUE",
    });
  }
  if (code === STATEMENT_CANCELLED) {
    return new AppError(
      ErrorCode.DATABASE_TIMEOUT,
      "The database took too long to answer this request and it was stopped. Try again later, or ask for less.",
    );
  }
  return null;
}
