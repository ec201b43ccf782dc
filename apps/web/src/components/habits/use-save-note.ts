import { offlineMessages } from "@onepercent/validators/messages/offline";
import { withNoteSet } from "../../lib/habit-day-changes";
import type { OutboxWrites } from "../../lib/offline/outbox-writes";
import { useOutboxMutation } from "../../lib/offline/use-outbox-mutation";
import { toastInfo } from "../../lib/toast";
import { api, trpc } from "../../lib/trpc";
import { trackHabit } from "./analytics";

const sendNote = (input: OutboxWrites["habits.setNote"]) => api.habits.setNote.mutate(input);

/**
 * Saves a day's note (§4); without a connection it is kept in the outbox and shown at once
 * (issue 28). A note is a set: the last one sent wins. `onDone` runs once it is saved or kept.
 */
export function useSaveNote(onDone: () => void) {
  const utils = trpc.useUtils();
  return useOutboxMutation("habits.setNote", sendNote, {
    onSuccess: (result) => {
      if ("sent" in result) {
        trackHabit("note");
        // The list shows the note at once (reopened before the refetch, the dialog has it).
        utils.habits.list.setData(undefined, (list) => list && withNoteSet(list, result.sent));
        void utils.habits.list.invalidate();
      } else {
        toastInfo(offlineMessages.keptToast);
      }
      onDone();
    },
  });
}
