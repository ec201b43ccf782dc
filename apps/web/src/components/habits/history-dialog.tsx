import { cn } from "@onepercent/ui/cn";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { DAY_CODES } from "@onepercent/validators/calendar";
import { completionRate } from "@onepercent/validators/habit-rules";
import { Flame, Trophy } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { trpc } from "../../lib/trpc";
import { trackHabit } from "./analytics";
import { dayStatusLabel, days, formatShortDate } from "./format";
import type { ChecklistAction, HistoryDay } from "./types";

/** Twelve weeks of an action as a heatmap (weeks as columns, SU..SA as rows), with its streaks. */
export function HistoryDialog({ action, onClose }: { action: ChecklistAction; onClose: () => void }) {
  const history = trpc.habits.history.useQuery({ id: action.id });
  useEffect(() => trackHabit("history"), []);
  const weeks: HistoryDay[][] = [];
  if (history.data) {
    for (let index = 0; index < history.data.days.length; index += 7) {
      weeks.push(history.data.days.slice(index, index + 7));
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Last 12 weeks" description={action.action}>
        <div className="grid grid-cols-2 gap-3">
          <Stat
            icon={<Flame className="size-5 text-amber-600" aria-hidden />}
            label="Current streak"
            value={days(action.streaks.current)}
          />
          <Stat
            icon={<Trophy className="size-5 text-brand-700" aria-hidden />}
            label="Best streak"
            value={days(action.streaks.best)}
          />
        </div>
        {history.isPending ? (
          <p className="py-8 text-center text-slate-600 text-sm">Loading history…</p>
        ) : history.error ? (
          <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-red-800 text-sm">
            Failed to load the history. Please try again.
          </p>
        ) : (
          <div>
            <div
              className="flex gap-1.5"
              role="img"
              aria-label={`${history.data.completed} of ${history.data.total} scheduled days done in the last 12 weeks`}
            >
              <div className="grid grid-rows-7 gap-1 pr-1 text-[10px] text-slate-500 leading-4">
                {DAY_CODES.map((day) => (
                  <span key={day}>{day}</span>
                ))}
              </div>
              {weeks.map((week) => (
                <div key={week[0]?.date} className="grid flex-1 grid-rows-7 gap-1">
                  {week.map((day) => (
                    <span
                      key={day.date}
                      title={`${formatShortDate(day.date)}: ${dayStatusLabel(day)}${day.note ? ` · ${day.note}` : ""}`}
                      className={cn(
                        "aspect-square max-h-4 w-full rounded-[3px]",
                        day.status === "completed"
                          ? "bg-brand-600"
                          : day.beforeStart || day.status === "not-applicable"
                            ? "bg-slate-100"
                            : "bg-slate-200",
                      )}
                    />
                  ))}
                </div>
              ))}
            </div>
            <div className="mt-3 flex items-center justify-between text-slate-600 text-xs">
              <span>
                {formatShortDate(history.data.from)} – {formatShortDate(history.data.to)}
              </span>
              <span className="font-medium text-ink">
                {completionRate(history.data.completed, history.data.total)}% of scheduled days done
              </span>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-slate-50 p-3">
      {icon}
      <div>
        <p className="text-slate-600 text-xs">{label}</p>
        <p className="font-semibold text-ink">{value}</p>
      </div>
    </div>
  );
}
