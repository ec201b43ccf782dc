import { Button } from "@onepercent/ui/button";
import { PageHeader } from "@onepercent/ui/page-header";
import { toast } from "@onepercent/ui/toaster";
import { ArrowLeft, Eye, Pencil, Send } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { NeedsConnection } from "../common/needs-connection";
import { BackLink } from "../ui/back-link";
import { assignText } from "./assign/assign-text";
import { AssignmentsSection } from "./assign/assignments-section";
import { athletesCount, coachText } from "./coach-text";
import { TeamAthletes } from "./team-athletes";
import { TeamCoaches } from "./team-coaches";
import { TeamExportButton } from "./team-export-button";
import { TeamInvite } from "./team-invite";
import { TeamNameDialog } from "./team-name-dialog";
import type { CoachTeam } from "./types";
import { useTeamView } from "./use-team-view";

// The forms of four kinds of item: loaded when the coach opens the dialog.
const AssignDialog = lazy(() => import("./assign/assign-dialog").then((module) => ({ default: module.AssignDialog })));

/**
 * /coach/teams/$teamId (issue 29): the team table, the join code and link, and the team's coaches.
 * The team's own coaches change it; the admin reads it as they see it (no code, no changes).
 */
export function TeamPage({ teamId }: { teamId: string }) {
  const [{ team, athletes }] = trpc.coach.teams.get.useSuspenseQuery({ teamId });
  // The server gives the join code to the team's own coaches only: they are the ones who manage it.
  const manage = team.joinCode !== null;
  const [renaming, setRenaming] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const setup = (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {team.joinCode !== null ? <TeamInvite teamId={team.id} teamName={team.name} code={team.joinCode} /> : null}
      <TeamCoaches team={team} manage={manage} />
    </div>
  );
  return (
    <div className="space-y-6">
      <PageHeader
        back={
          <BackLink to="/coach" icon={ArrowLeft}>
            {coachText.backToTeams}
          </BackLink>
        }
        title={team.name}
        description={athletesCount(team.athleteCount)}
        actions={
          <div className="flex flex-wrap gap-2">
            {manage ? (
              <>
                <Button size="sm" onClick={() => setAssigning(true)}>
                  <Send aria-hidden />
                  {assignText.assign}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
                  <Pencil aria-hidden />
                  {coachText.rename}
                </Button>
              </>
            ) : null}
            <TeamExportButton teamId={team.id} />
          </div>
        }
      />
      <NeedsConnection />
      {manage ? null : (
        <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-3.5 py-2.5 text-slate-700 text-sm">
          <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
          {coachText.adminReadOnly}
        </p>
      )}
      {/* A team without athletes yet starts with its invitation. */}
      {athletes.length === 0 ? setup : null}
      <TeamAthletes teamId={team.id} athletes={athletes} />
      {athletes.length === 0 ? null : <AssignmentsSection teamId={team.id} />}
      {athletes.length === 0 ? null : setup}
      {renaming ? <RenameTeam team={team} onClose={() => setRenaming(false)} /> : null}
      {assigning ? (
        <Suspense fallback={null}>
          <AssignDialog teamId={team.id} athletes={athletes} onClose={() => setAssigning(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function RenameTeam({ team, onClose }: { team: CoachTeam; onClose: () => void }) {
  const show = useTeamView(team.id);
  const rename = trpc.coach.teams.update.useMutation({
    onSuccess: (updated) => {
      show(updated);
      toast.success(coachText.renamed(updated.name));
      onClose();
    },
  });
  return (
    <TeamNameDialog
      title={coachText.renameTitle}
      initial={team.name}
      submitLabel="Save"
      pending={rename.isPending}
      error={rename.error ? errorMessage(rename.error, coachText.renameFailed) : null}
      onSave={(name) => rename.mutate({ teamId: team.id, data: { name } })}
      onClose={onClose}
    />
  );
}
