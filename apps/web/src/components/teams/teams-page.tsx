import { PageHeader } from "@onepercent/ui/page-header";
import type { MembershipView } from "@onepercent/validators/teams";
import { useNavigate } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { trpc } from "../../lib/trpc";
import { BackToProfile } from "../profile/subpage-card";
import { CoachOffersSection } from "./coach-offers-section";
import { JoinTeamCard } from "./join-team-card";
import { SharingHistory } from "./sharing-history";
import { TeamCard } from "./team-card";

/**
 * /profile/teams (issue 29): the teams the athlete is in and, per team, what its coaches see,
 * set by the athlete area by area; joining with a code (or a coach's link: `code` filled in),
 * leaving, and the history of every change.
 */
export function TeamsPage({ code }: { code: string | undefined }) {
  const [teams] = trpc.teams.list.useSuspenseQuery(undefined);
  const navigate = useNavigate();
  const title = useRef<HTMLSpanElement>(null);
  const [joined, setJoined] = useState<string | null>(null);

  const onJoined = (team: MembershipView) => {
    setJoined(team.teamId);
    // The link's code has done its work: a reload does not offer it again.
    if (code)
      void navigate({ to: "/profile/teams", search: (search) => ({ ...search, code: undefined }), replace: true });
  };
  const join = <JoinTeamCard firstTeam={teams.length === 0} code={code} onJoined={onJoined} />;

  return (
    <div className="space-y-6">
      <PageHeader
        back={<BackToProfile />}
        title={
          <span ref={title} tabIndex={-1} className="outline-none">
            Teams
          </span>
        }
        description="Your coaches see only what you choose, team by team. A change applies at once."
      />
      {code ? join : null}
      <CoachOffersSection />
      {teams.map((team) => (
        <TeamCard
          key={team.teamId}
          team={team}
          focusOnMount={team.teamId === joined}
          onLeft={() => title.current?.focus()}
        />
      ))}
      {code ? null : join}
      <SharingHistory />
    </div>
  );
}
