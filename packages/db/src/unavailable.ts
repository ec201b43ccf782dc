/**
 * Whether an error means the database cannot answer now (it is down, unreachable, restarting, out
 * of connections, or a statement ran out of time), as opposed to a fault in the request or the
 * code: those requests answer 503 with Retry-After instead of 500 (decision 025).
 */

/** Node's socket errors and postgres.js's own connection errors. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // limitAcquireWait's: no pooled connection came free in time.
  "POOL_ACQUIRE_TIMEOUT",
]);

/**
 * PostgreSQL's SQLSTATEs for the same: connection exceptions (08…), shutting down or starting up
 * (57P01–57P03), too many connections (53300), a statement cancelled by statement_timeout (57014).
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

const codeOf = (error: object): unknown => Reflect.get(error, "code");

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own (cause), and some callers wrap again.
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = codeOf(current);
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08"))) {
      return true;
    }
    current = Reflect.get(current, "cause");
  }
  return false;
}
