import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import type { ConcentrationAttemptView } from "@onepercent/validators/concentration";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { History, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../common/confirm-dialog";
import { confirmProgress } from "../../common/confirm-progress";
import { historyRows } from "./grid-stats";
import type { GridRecords } from "./use-grid-records";

/** The games listed until Show all is pressed. */
const HISTORY_SHOWN = 10;

/** §2 history list: date (MM/DD/YY), time, grid size and duration, newest first; Clear History asks first. */
export function GridHistory({ history, clear }: { history: ConcentrationAttemptView[]; clear: GridRecords["clear"] }) {
  const [confirming, setConfirming] = useState(false);
  const [all, setAll] = useState(false);
  const rows = historyRows(history);
  const shown = all ? rows : rows.slice(0, HISTORY_SHOWN);
  return (
    <Card aria-labelledby="grid-history-title" className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <History className="size-5 text-brand-700" aria-hidden />
          <CardTitle id="grid-history-title">History</CardTitle>
        </div>
        {rows.length > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              clear.reset();
              setConfirming(true);
            }}
          >
            <Trash2 aria-hidden />
            Clear History
          </Button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-600 text-sm">Finish a game and your times will be listed here.</p>
      ) : (
        <div className="mt-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your games, newest first</caption>
            <thead className="text-slate-600 text-xs uppercase tracking-wide">
              <tr>
                {["Date", "Time", "Grid", "Duration"].map((header) => (
                  <th
                    key={header}
                    scope="col"
                    className={header === "Duration" ? "py-2 text-right font-medium" : "py-2 pr-2 font-medium"}
                  >
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((row) => (
                <tr key={row.id}>
                  <td className="py-2 pr-2 tabular-nums">{row.date}</td>
                  <td className="py-2 pr-2 text-slate-700 tabular-nums">{row.time}</td>
                  <td className="py-2 pr-2">{row.grid}</td>
                  <td className="py-2 text-right font-semibold tabular-nums">{row.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > shown.length ? (
            <Button size="sm" variant="link" className="mt-2" onClick={() => setAll(true)}>
              Show all {rows.length} games
            </Button>
          ) : null}
        </div>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Clear your history?"
          description="Every game you have played is deleted, and your stats start again from zero. This cannot be undone."
          confirmLabel="Clear History"
          {...confirmProgress(clear, focusMessages.gridClearFailed)}
          onConfirm={() => clear.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Card>
  );
}
