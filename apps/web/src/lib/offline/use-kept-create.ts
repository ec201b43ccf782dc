/**
 * A create from a focus tool (a breathwork or relaxation session, a grid game) through the outbox
 * (issue 28): sent at once with its idempotency key when the server can be reached, else kept with
 * that key and sent later, with a notice that it is kept. Resolves to whether it was sent or kept.
 */

import { offlineMessages } from "@onepercent/validators/messages/offline";
import { useRouteContext } from "@tanstack/react-router";
import { useCallback } from "react";
import { newIdempotencyKey } from "../idempotency-links";
import { toastInfo } from "../toast";
import type { OutboxWrites } from "./outbox-writes";
import { sendOrKeep } from "./send-or-keep";

type CreateKind = "focus.breathwork.saveSession" | "focus.relaxation.saveSession" | "focus.concentration.saveAttempt";

export function useKeptCreate<K extends CreateKind>(
  kind: K,
  send: (input: OutboxWrites[K], idempotencyKey: string) => Promise<unknown>,
): (input: OutboxWrites[K]) => Promise<"sent" | "kept"> {
  const { user } = useRouteContext({ from: "/_authed" });
  return useCallback(
    async (input: OutboxWrites[K]) => {
      const key = newIdempotencyKey();
      const write = { kind, input, key };
      const result = await sendOrKeep(user.id, write, () => send(input, key));
      if ("sent" in result) return "sent";
      toastInfo(offlineMessages.keptToast);
      return "kept";
    },
    [user.id, kind, send],
  );
}
