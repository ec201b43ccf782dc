import type { BreathworkSessionView } from "@onepercent/validators/breathwork";
import { CircleCheck, CircleDashed } from "lucide-react";
import { formatDuration } from "./format";

/** How many of the latest sessions the list shows. */
const SHOWN = 5;

const when = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** The latest sessions: preset, when, time breathed, cycles, and whether it ran to the end. */
export function RecentSessions({ sessions }: { sessions: readonly BreathworkSessionView[] }) {
  return (
    <div className="mt-5 lg:mt-3">
      <h3 className="font-semibold text-ink text-sm">Recent sessions</h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {sessions.slice(0, SHOWN).map((session) => {
          const Icon = session.completed ? CircleCheck : CircleDashed;
          return (
            <li key={session.id} className="flex items-center gap-3 py-2.5">
              <Icon
                className={session.completed ? "size-5 shrink-0 text-brand-700" : "size-5 shrink-0 text-slate-500"}
                aria-hidden
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink text-sm">{session.preset}</p>
                <p className="text-slate-600 text-xs">{when.format(session.date)}</p>
              </div>
              <p className="text-right text-slate-700 text-sm tabular-nums">
                {formatDuration(session.duration)}
                <span className="block text-slate-600 text-xs">
                  {session.cycles} {session.cycles === 1 ? "cycle" : "cycles"} ·{" "}
                  {session.completed ? "Completed" : "Partial"}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
