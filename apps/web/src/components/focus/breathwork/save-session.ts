import type { BreathworkSessionInput } from "@onepercent/validators/breathwork";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { useCallback } from "react";
import { errorMessage } from "../../../lib/form-errors";
import { keepaliveApi } from "../../../lib/keepalive-api";
import { useKeptCreate } from "../../../lib/offline/use-kept-create";
import { toastError } from "../../../lib/toast";
import { trpc } from "../../../lib/trpc";

const sendSession = (record: BreathworkSessionInput, idempotencyKey: string) =>
  keepaliveApi.focus.breathwork.saveSession.mutate({ ...record, idempotencyKey });

/**
 * Saves a finished or stopped session (focus.breathwork.saveSession), then refreshes what it
 * made stale: the history and stats, the last used preset and the dashboard's starter tasks.
 * Without a connection it is kept on this device and sent later (issue 28). A refusal shows §8's
 * 'Failed to save session' (or the server's own refusal) as a toast.
 */
export function useSaveSession() {
  const utils = trpc.useUtils();
  const save = useKeptCreate("focus.breathwork.saveSession", sendSession);
  return useCallback(
    (record: BreathworkSessionInput) =>
      save(record).then(
        (outcome) =>
          outcome === "kept"
            ? true
            : Promise.all([
                utils.focus.breathwork.history.invalidate(),
                utils.focus.breathwork.data.invalidate(),
                utils.dashboard.get.invalidate(),
              ]).then(() => true),
        (error: unknown) => {
          toastError(errorMessage(error, focusMessages.breathworkSaveFailed));
          return false;
        },
      ),
    [utils, save],
  );
}
