import type { BreathworkSessionInput } from "@onepercent/validators/breathwork";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { useCallback } from "react";
import { errorMessage } from "../../../lib/form-errors";
import { keepaliveApi } from "../../../lib/keepalive-api";
import { toastError } from "../../../lib/toast";
import { trpc } from "../../../lib/trpc";

/**
 * Saves a finished or stopped session (focus.breathwork.saveSession), then refreshes what it
 * made stale: the history and stats, the last used preset and the dashboard's starter tasks.
 * A failure shows §8's 'Failed to save session' (or the server's own refusal) as a toast.
 */
export function useSaveSession() {
  const utils = trpc.useUtils();
  return useCallback(
    (record: BreathworkSessionInput) =>
      keepaliveApi.focus.breathwork.saveSession.mutate(record).then(
        () =>
          Promise.all([
            utils.focus.breathwork.history.invalidate(),
            utils.focus.breathwork.data.invalidate(),
            utils.dashboard.get.invalidate(),
          ]).then(() => true),
        (error: unknown) => {
          toastError(errorMessage(error, focusMessages.breathworkSaveFailed));
          return false;
        },
      ),
    [utils],
  );
}
