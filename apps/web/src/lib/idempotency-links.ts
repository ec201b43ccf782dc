import type { AppRouter } from "@onepercent/api";
import { IDEMPOTENT_CREATES } from "@onepercent/validators/idempotent-creates";
import { retryLink, type TRPCLink } from "@trpc/client";

/**
 * Creates sent safely more than once (decision 025): each create gets an idempotency key when it
 * is first sent, and a create whose answer was lost (no answer at all, or the server's 503 while
 * its database is away) is sent again with the same key: the server creates it once.
 */
const creates = new Set<string>(IDEMPOTENT_CREATES);
const RETRIES = 2;
const RETRY_DELAYS_MS = [300, 1000];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Gives each create its key once, above the retry link: every retry sends the same key. */
export const idempotencyKeyLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) => {
    if (op.type !== "mutation" || !creates.has(op.path) || !isRecord(op.input) || "idempotencyKey" in op.input) {
      return next(op);
    }
    return next({ ...op, input: { ...op.input, idempotencyKey: newIdempotencyKey() } });
  };

/** Sends a create again when its answer was lost, at most twice, after 0.3 s and then 1 s. */
export const createsRetryLink = retryLink<AppRouter>({
  retry: ({ op, error, attempts }) =>
    op.type === "mutation" &&
    creates.has(op.path) &&
    attempts <= RETRIES &&
    (error.data === undefined || error.data?.httpStatus === 503),
  retryDelayMs: (attempt) => RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? 1000,
});
