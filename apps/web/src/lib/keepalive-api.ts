import type { AppRouter } from "@onepercent/api";
import { createTRPCClient, httpLink } from "@trpc/client";
import superjson from "superjson";
import { headers } from "./trpc";

/**
 * A client whose calls outlive the page (fetch `keepalive`): a record saved as the tab closes
 * or reloads (pagehide) still reaches the server.
 */
export const keepaliveApi = createTRPCClient<AppRouter>({
  links: [
    httpLink({
      url: "/trpc",
      transformer: superjson,
      headers,
      fetch: (input, init) =>
        fetch(input, {
          method: init?.method,
          headers: init?.headers,
          body: init?.body,
          signal: init?.signal,
          keepalive: true,
        }),
    }),
  ],
});
