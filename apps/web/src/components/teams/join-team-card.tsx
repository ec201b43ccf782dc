import { Card } from "@onepercent/ui/card";
import type { MembershipView } from "@onepercent/validators/teams";
import { CircleCheck, EyeOff, History, type LucideIcon, UserPlus, UsersRound } from "lucide-react";
import { useId } from "react";
import { SectionTitle } from "../profile/section";
import { JoinTeamForm } from "./join-team-form";

/** What teams are for, as the athlete in no team reads it. */
const POINTS: { icon: LucideIcon; text: string }[] = [
  {
    icon: UsersRound,
    text: "A team connects you with your coaches, so they can follow how you train your mind and help where it counts.",
  },
  {
    icon: EyeOff,
    text: "You choose what each team's coaches see, area by area. Joining shares only your usage counts; your journals stay private until you decide otherwise.",
  },
  {
    icon: History,
    text: "Change it whenever you like: it applies at once, every change is listed in your sharing history, and you can leave a team at any time.",
  },
];

/** The points of POINTS, each with its icon. */
function WhatTeamsAreFor() {
  return (
    <ul className="mt-4 space-y-3">
      {POINTS.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-3 text-slate-700">
          <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The join box in its card: with the explanation of teams when the athlete is in none, "Join
 * another team" otherwise, and "Join your coach's team" when a coach's link filled in the code.
 */
export function JoinTeamCard({
  firstTeam,
  code,
  onJoined,
}: {
  firstTeam: boolean;
  code: string | undefined;
  onJoined: (team: MembershipView) => void;
}) {
  const id = useId();
  const title = code ? "Join your coach's team" : firstTeam ? "Join your team" : "Join another team";
  const points = firstTeam ? <WhatTeamsAreFor /> : null;
  return (
    <Card aria-labelledby={`${id}-title`} className={code ? "border-brand-500 ring-2 ring-brand-100" : undefined}>
      <SectionTitle id={`${id}-title`} icon={code ? CircleCheck : UserPlus} title={title} />
      {/* From a coach's link the join button comes first, above the fold of a phone. */}
      {code ? null : points}
      <p className="mt-4 mb-3 text-slate-700 text-sm">
        {code
          ? "Your coach's link filled in the code. Join to start: the team's coaches see your usage counts, nothing else until you choose."
          : "Ask your coach for the team's code or join link."}
      </p>
      <JoinTeamForm key={code} code={code} onJoined={onJoined} />
      {code ? points : null}
    </Card>
  );
}
