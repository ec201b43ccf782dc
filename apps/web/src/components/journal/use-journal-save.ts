import { JOURNAL_FEATURES } from "@onepercent/validators/analytics-events";
import type { JournalType } from "@onepercent/validators/journal";
import { useRouteContext } from "@tanstack/react-router";
import { track } from "../../lib/analytics";
import { useOutboxEntries } from "../../lib/offline/outbox-status";
import type { OutboxWrites } from "../../lib/offline/outbox-writes";
import { useOutboxMutation } from "../../lib/offline/use-outbox-mutation";
import { api, trpc } from "../../lib/trpc";

const sendEntry = (input: OutboxWrites["journal.save"], idempotencyKey: string) =>
  api.journal.save.mutate({ ...input, idempotencyKey });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Whether a save of this journal's entry of `date` waits in the outbox (its saved panel says so). */
export function useJournalWaiting(type: JournalType, date: string): boolean {
  const { user } = useRouteContext({ from: "/_authed" });
  return useOutboxEntries(user.id).some(
    (entry) =>
      entry.refused === null &&
      entry.kind === "journal.save" &&
      isRecord(entry.input) &&
      entry.input.type === type &&
      entry.input.date === date,
  );
}

/**
 * Saves a journal entry (§4) with its idempotency key; without a connection it is kept in the
 * outbox with that key, shown at once as the day's entry, and sent later (issue 28). Saving a
 * day's entry again replaces it: the last save the server receives wins (decision 034).
 */
export function useJournalSave(type: JournalType) {
  const utils = trpc.useUtils();
  return useOutboxMutation("journal.save", sendEntry, {
    onSuccess: (result) => {
      if (!("sent" in result)) return;
      utils.journal.get.setData({ type, date: result.sent.date }, result.sent);
      void utils.journal.listDates.invalidate({ type });
      void utils.journal.trends.invalidate();
      void utils.dashboard.get.invalidate();
      track("Feature Used", { feature: JOURNAL_FEATURES[type], action: "save" });
    },
  });
}
