import { Card, CardTitle } from "@onepercent/ui/card";
import { ProgressBar } from "@onepercent/ui/progress-bar";
import type { StarterTask } from "@onepercent/validators/starter-tasks";
import { Link } from "@tanstack/react-router";
import { ChevronRight, Circle, CircleCheck } from "lucide-react";
import { STARTER_TASK_DETAILS } from "./starter-tasks";

export interface GetStartedProps {
  tasks: { task: StarterTask; completed: boolean }[];
  completed: number;
  total: number;
}

/** platform.md §2, §4: the eight starter tasks, each linked to where it is done. */
export function GetStartedCard({ tasks, completed, total }: GetStartedProps) {
  const percent = Math.round((completed / total) * 100);
  return (
    <Card aria-labelledby="get-started-title">
      <div className="flex items-baseline justify-between gap-3">
        <CardTitle id="get-started-title">Get Started</CardTitle>
        <p className="text-slate-600 text-sm">
          {completed} of {total} done
        </p>
      </div>
      <ProgressBar
        className="mt-3"
        percent={percent}
        aria-label="Starter tasks done"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
      />
      <ul className="mt-4 divide-y divide-slate-100">
        {tasks.map(({ task, completed: done }) => {
          const details = STARTER_TASK_DETAILS[task];
          const body = (
            <>
              {done ? (
                <CircleCheck className="size-5 shrink-0 text-brand-600" aria-label="Done" />
              ) : (
                <Circle className="size-5 shrink-0 text-slate-400" aria-label="Not done yet" />
              )}
              <span className="min-w-0 flex-1">
                <span className={done ? "block text-slate-500 line-through" : "block font-medium text-ink"}>
                  {details.label}
                </span>
                <span className="block text-slate-600 text-sm">{details.hint}</span>
              </span>
            </>
          );
          return (
            <li key={task}>
              {details.modal && !done ? (
                <Link
                  to="/dashboard"
                  search={{ modal: details.modal }}
                  resetScroll={false}
                  className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-slate-50"
                >
                  {body}
                  <ChevronRight className="size-4 text-slate-400" aria-hidden />
                </Link>
              ) : details.to && !done ? (
                <Link to={details.to} className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-slate-50">
                  {body}
                  <ChevronRight className="size-4 text-slate-400" aria-hidden />
                </Link>
              ) : (
                <div className="flex items-center gap-3 py-3">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
