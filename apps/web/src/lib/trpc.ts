import type { AppRouter } from "@onepercent/api";
import { TIME_ZONE_HEADER, TRPC_BATCH_MAX_CALLS } from "@onepercent/validators/session";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";
import superjson from "superjson";
import { createsRetryLink, idempotencyKeyLink } from "./idempotency-links";
import { browserTimeZone } from "./time-zone";

export const trpc = createTRPCReact<AppRouter>();

let onUnauthorized: () => void = () => {};
/** What to do when the server answers 401 to a signed-in call (the session ended elsewhere or expired). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}
/** Calls the unauthorized handler when `error` is the server's 401 (subscriptions report theirs here). */
export const watchForUnauthorized = (error: unknown) => {
  if (httpStatusOf(error) === 401) onUnauthorized();
};

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: watchForUnauthorized }),
  mutationCache: new MutationCache({ onError: watchForUnauthorized }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Authorisation failures are answers, not glitches: never retry them.
      retry: (failures, error) => failures < 2 && !(error instanceof TRPCClientError && error.data?.httpStatus < 500),
    },
  },
});

/** The header the server requires on every state-changing call (CSRF guard). */
export const CLIENT_HEADER = { "x-onepercent-client": "web" } as const;

const withTimeZone = (timeZone: string) => ({ ...CLIENT_HEADER, [TIME_ZONE_HEADER]: timeZone });

/**
 * The headers of every call: the CSRF guard and the browser's time zone, so that "today" on the
 * server is the user's day (the first calls of a page wait for the zone: ./time-zone.ts).
 */
export const headers = () => {
  const timeZone = browserTimeZone();
  return typeof timeZone === "string" ? withTimeZone(timeZone) : timeZone.then(withTimeZone);
};

const links = [
  idempotencyKeyLink,
  createsRetryLink,
  httpBatchLink({ url: "/trpc", maxItems: TRPC_BATCH_MAX_CALLS, transformer: superjson, headers }),
];

/** The client behind the React hooks. */
export const trpcClient = trpc.createClient({ links });
/** The same API for imperative calls outside components (sign-out). */
export const api = createTRPCClient<AppRouter>({ links });

/** Query helpers for route loaders (outside React). */
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;

export function isTRPCClientError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}

/** The HTTP status of a failed call, or null when the server could not be reached. */
export function httpStatusOf(error: unknown): number | null {
  return isTRPCClientError(error) ? (error.data?.httpStatus ?? null) : null;
}
