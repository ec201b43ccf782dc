/**
 * Domain error codes. Services throw AppError with one of these; the API maps each code to a
 * tRPC code and an HTTP status in exactly one table (packages/api/src/errors.ts).
 */
export const ERROR_CODES = [
  "BAD_INPUT",
  "INVALID_CREDENTIALS",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "EMAIL_TAKEN",
  "RATE_LIMITED",
  "CROSS_SITE",
  "UNAVAILABLE",
  "DATABASE_UNAVAILABLE",
  "TOO_LARGE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Seconds until a throttled caller may try again (RATE_LIMITED only). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options?: { retryAfterSeconds?: number; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
