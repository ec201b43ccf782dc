import type { AppRouter } from "@onepercent/api";
// The same package as lib/trpc.ts imports, as a second instance of its entry module: a bundler
// places code by module, and @trpc/client's entry (which holds httpSubscriptionLink) is part
// of every first load. Through this specifier the subscription link's code joins only the
// chunk that imports this file (the coach chat), and no first load grows. Errors still are
// the one TRPCClientError class (@trpc/client keeps it in a module of its own).
import { createTRPCClient, httpSubscriptionLink } from "@trpc/client?subscriptions";
import superjson from "superjson";

/**
 * tRPC subscriptions (the coach's streamed answer) over server-sent events. EventSource sends
 * no custom headers: the session cookie travels (same origin), and the CSRF guard of
 * apps/server lets GET requests through.
 */
export const subscriptions = createTRPCClient<AppRouter>({
  links: [httpSubscriptionLink({ url: "/trpc", transformer: superjson })],
});
