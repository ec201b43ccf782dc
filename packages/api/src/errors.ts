import { isDatabaseUnavailable } from "@onepercent/db";
import { AppError, type ErrorCode, messages } from "@onepercent/validators";
import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";

/** The one table from domain error codes to tRPC codes (and through them HTTP statuses). */
const errorCodeTable: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_INPUT: "BAD_REQUEST",
  INVALID_CREDENTIALS: "BAD_REQUEST",
  UNAUTHENTICATED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  EMAIL_TAKEN: "CONFLICT",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  CROSS_SITE: "FORBIDDEN",
  /** A service we depend on (e-mail delivery) failed; trying again later may work. */
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
  /** The database is down or unreachable (decision 025): 503 with Retry-After. */
  DATABASE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  /** An upload over its size cap (413). */
  TOO_LARGE: "PAYLOAD_TOO_LARGE",
};

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: errorCodeTable[error.code], message: error.message, cause: error });
}

export const notFound = () => new AppError("NOT_FOUND", messages.notFound);
export const unauthenticated = () => new AppError("UNAUTHENTICATED", messages.sessionExpired);
export const forbidden = () => new AppError("FORBIDDEN", messages.forbidden);

/** How long a client is told to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The domain's 503 for an error that means the database cannot answer now (packages/db
 * unavailable.ts), or null for any other error.
 */
export function databaseDown(error: unknown, message: string = messages.serverUnreachable): AppError | null {
  if (error instanceof AppError || !isDatabaseUnavailable(error)) return null;
  return new AppError("DATABASE_UNAVAILABLE", message, {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    cause: error,
  });
}
