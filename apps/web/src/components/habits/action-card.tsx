import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { CoachBadge } from "../teams/coach-badge";
import { useCoachItems } from "../teams/use-coach-items";
import {
  ChecklistDayToggle,
  details,
  editableDaysOf,
  RowButtons,
  type RowProps,
  Streak,
  WeekFigure,
} from "./checklist-parts";
import type { ChecklistAction } from "./types";

/** Mobile: an expandable card per action, today's toggle up front. */
export function ActionCard({ action, list, onToggle, onOpen }: RowProps & { action: ChecklistAction }) {
  const [expanded, setExpanded] = useState(false);
  const { today, yesterday } = editableDaysOf(action, list);
  const panelId = `action-${action.id}`;
  const fromCoach = useCoachItems().habit.has(action.id);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <div className="flex items-center gap-3 p-4">
        {today ? <ChecklistDayToggle action={action} day={today} size="lg" onToggle={onToggle} /> : null}
        <div className="min-w-0 flex-1">
          <p
            className={cn(
              "font-medium text-ink leading-snug",
              today?.status === "completed" && "text-slate-500 line-through decoration-brand-600/60",
            )}
          >
            {action.action}
          </p>
          {fromCoach ? <CoachBadge className="mt-1" /> : null}
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-slate-600 text-xs">
            <span>{details(action) || "Daily"}</span>
            <Streak action={action} named />
            <WeekFigure action={action} compact />
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={`${expanded ? "Hide" : "Show"} the week of ${action.action}`}
          onClick={() => setExpanded((value) => !value)}
        >
          <ChevronDown className={cn("transition-transform", expanded && "rotate-180")} aria-hidden />
        </Button>
      </div>
      {expanded ? (
        <div id={panelId} className="space-y-4 border-slate-100 border-t px-4 pt-3 pb-4">
          {yesterday && action.previousDay ? (
            <div className="flex items-center gap-3 text-slate-700 text-sm">
              <ChecklistDayToggle action={action} day={yesterday} onToggle={onToggle} />
              Yesterday (last week)
            </div>
          ) : null}
          <div className="grid grid-cols-7 gap-1 text-center">
            {action.week.map((day) => (
              <div key={day.date} className="flex flex-col items-center gap-1">
                <span
                  className={cn("font-semibold text-xs", day.date === list.today ? "text-brand-800" : "text-slate-600")}
                >
                  {day.day}
                </span>
                <ChecklistDayToggle action={action} day={day} today={list.today} onToggle={onToggle} />
              </div>
            ))}
          </div>
          {today?.note ? <p className="rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm">{today.note}</p> : null}
          <RowButtons action={action} onOpen={onOpen} labelled />
        </div>
      ) : null}
    </li>
  );
}
