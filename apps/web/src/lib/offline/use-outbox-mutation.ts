/**
 * A react-query mutation for a daily write that goes through the outbox (issue 28): the input is
 * sent at once with a new idempotency key when the server can be reached, else kept with that key
 * (`sendOrKeep`). It resolves to `{ sent }` or `{ kept: true }`; the query client never pauses it.
 */
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { newIdempotencyKey } from "../idempotency-links";
import type { OutboxKindName, OutboxWrites } from "./outbox-writes";
import { type SendOrKeep, sendOrKeep } from "./send-or-keep";

export function useOutboxMutation<K extends OutboxKindName, R, C = unknown>(
  kind: K,
  send: (input: OutboxWrites[K], idempotencyKey: string) => Promise<R>,
  options: Omit<UseMutationOptions<SendOrKeep<R>, Error, OutboxWrites[K], C>, "mutationFn" | "networkMode"> = {},
) {
  const { user } = useRouteContext({ from: "/_authed" });
  return useMutation({
    ...options,
    networkMode: "always",
    mutationFn: (input: OutboxWrites[K]) => {
      const key = newIdempotencyKey();
      return sendOrKeep(user.id, { kind, input, key }, () => send(input, key));
    },
  });
}
