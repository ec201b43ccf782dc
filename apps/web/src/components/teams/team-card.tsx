import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { IconTile } from "@onepercent/ui/icon-tile";
import type { MembershipView } from "@onepercent/validators/teams";
import { Eye, LogOut, UsersRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { LeaveTeamDialog } from "./leave-team-dialog";
import { SharingControls } from "./sharing-controls";

/** "Coach: Sam Rivera", "Coaches: Sam Rivera, Alex Kim", or that there is none yet. */
function coachesLine(coaches: readonly { name: string }[]): string {
  if (coaches.length === 0) return "No coach yet";
  return `${coaches.length === 1 ? "Coach" : "Coaches"}: ${coaches.map((coach) => coach.name).join(", ")}`;
}

/**
 * One team the athlete is in: its name and coaches, what they see in one plain sentence (said
 * again as it changes), the controls of each area, and Leave team (asked first).
 */
export function TeamCard({
  team,
  focusOnMount = false,
  onLeft,
}: {
  team: MembershipView;
  focusOnMount?: boolean;
  onLeft: () => void;
}) {
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (focusOnMount) title.current?.focus();
  }, [focusOnMount]);

  return (
    <Card aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex items-center gap-3">
        <IconTile size={11} tone="strong">
          <UsersRound className="size-5" aria-hidden />
        </IconTile>
        <div className="min-w-0">
          <CardTitle id={`${id}-title`} ref={title} tabIndex={-1} className="break-words outline-none">
            {team.name}
          </CardTitle>
          <p className="break-words text-slate-600 text-sm">{coachesLine(team.coaches)}</p>
        </div>
      </div>
      <p
        role="status"
        className="flex items-start gap-2.5 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 font-semibold text-brand-900"
      >
        <Eye className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <span className="min-w-0 break-words">{team.summary}</span>
      </p>
      <SharingControls team={team} />
      <div className="flex border-slate-200 border-t pt-4 sm:justify-end">
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          aria-label={`Leave team ${team.name}`}
          onClick={() => setLeaving(true)}
        >
          <LogOut aria-hidden />
          Leave team
        </Button>
      </div>
      {leaving ? <LeaveTeamDialog team={team} onClose={() => setLeaving(false)} onLeft={onLeft} /> : null}
    </Card>
  );
}
