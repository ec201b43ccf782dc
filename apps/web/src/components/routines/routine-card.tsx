import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { offlineMessages } from "@onepercent/validators/messages/offline";
import { CloudOff, ListOrdered, Play, Repeat } from "lucide-react";
import { useId } from "react";
import type { RoutineItem } from "../../lib/offline/routine-list";
import { CoachBadge } from "../teams/coach-badge";
import { useCoachItems } from "../teams/use-coach-items";
import { rehearsalSummary } from "./rehearsal-summary";
import type { OpenOverlay } from "./routine-overlay";

/** A routine in the grid (§2): its name, the trigger on two lines at most, the step count, 'View Details'. */
export function RoutineCard({ routine, now, onOpen }: { routine: RoutineItem; now: Date; onOpen: OpenOverlay }) {
  const id = useId();
  const stepCount = routine.steps.length;
  const fromCoach = useCoachItems().routine.has(routine._id);
  return (
    <li>
      <Card className="flex h-full flex-col gap-3" aria-labelledby={`${id}-name`}>
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
          <h2 id={`${id}-name`} className="min-w-0 break-words font-semibold text-ink text-lg leading-snug">
            {routine.name}
          </h2>
          {fromCoach ? <CoachBadge /> : null}
          {routine.pending ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 font-medium text-amber-900 text-xs">
              <CloudOff className="size-3.5" aria-hidden />
              {offlineMessages.waitingMark}
            </span>
          ) : null}
        </div>
        <p className="line-clamp-2 break-words text-slate-700">{routine.triggerDescription}</p>
        <div className="space-y-1 text-slate-600 text-sm">
          <p className="flex items-center gap-1.5">
            <ListOrdered className="size-4 shrink-0" aria-hidden />
            {stepCount} {stepCount === 1 ? "step" : "steps"}
          </p>
          <p className="flex items-center gap-1.5">
            <Repeat className="size-4 shrink-0" aria-hidden />
            {rehearsalSummary(routine.rehearsals, routine.lastRehearsedAt, now)}
          </p>
        </div>
        {routine.refused ? (
          <p className="rounded-xl bg-red-50 px-3 py-2 text-red-800 text-sm">Not saved: {routine.refused}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button variant="secondary" size="sm" aria-describedby={`${id}-name`} onClick={() => onOpen("detail")}>
            View Details
          </Button>
          <Button size="sm" aria-describedby={`${id}-name`} onClick={() => onOpen("rehearse")}>
            <Play aria-hidden />
            Rehearse
          </Button>
        </div>
      </Card>
    </li>
  );
}
