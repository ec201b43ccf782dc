import { toast } from "@onepercent/ui/toaster";
import type { ConcentrationAttemptInput, GridSize } from "@onepercent/validators/concentration";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { useState } from "react";
import { useKeptCreate } from "../../../lib/offline/use-kept-create";
import { api, trpc } from "../../../lib/trpc";
import { clearLocalAttempts, readLocalAttempts, recordLocalAttempt } from "./local-attempts";

const sendAttempt = (input: ConcentrationAttemptInput, idempotencyKey: string) =>
  api.focus.concentration.saveAttempt.mutate({ ...input, idempotencyKey });

/**
 * The grid's records (§7): the stats and history from the server, this browser's count of
 * games, saving a finished game and Clear History. Each change refreshes the stats (and the
 * dashboard, whose week counts the games).
 */
export function useGridRecords() {
  const utils = trpc.useUtils();
  const data = trpc.focus.concentration.stats.useQuery(undefined);
  const [localCount, setLocalCount] = useState(readLocalAttempts);
  const refresh = () => {
    void utils.focus.concentration.stats.invalidate();
    void utils.dashboard.get.invalidate();
  };
  const keep = useKeptCreate("focus.concentration.saveAttempt", sendAttempt);
  const save = {
    mutate: (input: ConcentrationAttemptInput) =>
      void keep(input).then(
        (outcome) => {
          if (outcome === "sent") refresh();
        },
        () => toast.error(focusMessages.gridSaveFailed),
      ),
  };
  const clear = trpc.focus.concentration.clearHistory.useMutation({
    onSuccess: () => {
      clearLocalAttempts();
      setLocalCount(0);
      toast.success(focusMessages.historyCleared);
      refresh();
    },
  });
  return {
    data,
    localCount,
    save,
    clear,
    /** A finished game: counted here at once, then posted as { duration (ms), gridSize }. */
    record: (duration: number, gridSize: GridSize) => {
      setLocalCount(recordLocalAttempt(new Date()));
      save.mutate({ duration, gridSize });
    },
  };
}

export type GridRecords = ReturnType<typeof useGridRecords>;
