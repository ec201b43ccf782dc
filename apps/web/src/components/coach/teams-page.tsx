import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { IconTile } from "@onepercent/ui/icon-tile";
import { PageHeader } from "@onepercent/ui/page-header";
import { toast } from "@onepercent/ui/toaster";
import { Link, useNavigate } from "@tanstack/react-router";
import { ChevronRight, Plus, Users } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { NeedsConnection } from "../common/needs-connection";
import { athletesCount, coachText } from "./coach-text";
import { TeamNameDialog } from "./team-name-dialog";
import type { CoachTeam } from "./types";

/** /coach (issue 29): the coach's teams (the admin's: every team), each a card to its page, and "New team". */
export function CoachTeamsPage() {
  const [teams] = trpc.coach.teams.list.useSuspenseQuery(undefined);
  const [status] = trpc.coach.status.useSuspenseQuery(undefined);
  // The admin may read every team; only an account made a coach creates one.
  const mayCreate = status.coach;
  const [creating, setCreating] = useState(false);
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={coachText.eyebrow}
        title={coachText.teamsTitle}
        description={status.admin && !mayCreate ? coachText.adminTeamsDescription : coachText.teamsDescription}
        actions={
          mayCreate ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {coachText.newTeam}
            </Button>
          ) : null
        }
      />
      <NeedsConnection />
      {teams.length === 0 ? (
        <Card>
          <p className="py-8 text-center text-slate-600">{mayCreate ? coachText.noTeams : coachText.noTeamsAdmin}</p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={coachText.teamsTitle}>
          {teams.map((team) => (
            <li key={team.id}>
              <TeamCard team={team} />
            </li>
          ))}
        </ul>
      )}
      {creating ? <NewTeamDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

function TeamCard({ team }: { team: CoachTeam }) {
  const coaches = team.coaches.map((coach) => coach.name).join(", ");
  return (
    <Link
      to="/coach/teams/$teamId"
      params={{ teamId: team.id }}
      className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs transition-colors hover:border-brand-200 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <IconTile size={12}>
        <Users className="size-6" aria-hidden />
      </IconTile>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-ink text-lg">{team.name}</span>
        <span className="block text-slate-700 text-sm">{athletesCount(team.athleteCount)}</span>
        {coaches ? <span className="mt-0.5 block truncate text-slate-600 text-xs">Coaches: {coaches}</span> : null}
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400 group-hover:text-brand-700" aria-hidden />
    </Link>
  );
}

/** Creates a team and opens its page, where its join link is. */
function NewTeamDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const create = trpc.coach.teams.create.useMutation({
    onSuccess: async (team) => {
      toast.success(coachText.teamCreated(team.name));
      await utils.coach.teams.list.invalidate();
      void navigate({ to: "/coach/teams/$teamId", params: { teamId: team.id } });
    },
  });
  return (
    <TeamNameDialog
      title={coachText.newTeam}
      description={coachText.newTeamDescription}
      submitLabel="Create team"
      pending={create.isPending}
      error={create.error ? errorMessage(create.error, coachText.createFailed) : null}
      onSave={(name) => create.mutate({ name })}
      onClose={onClose}
    />
  );
}
