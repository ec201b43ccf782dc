import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { EmailField } from "@onepercent/ui/field";
import { toast } from "@onepercent/ui/toaster";
import { AddTeamCoachInput } from "@onepercent/validators/teams";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { ShieldCheck, UserMinus, UserPlus } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import { httpStatusOf, trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../common/confirm-dialog";
import { useOneFieldForm } from "../common/use-one-field-form";
import { coachText } from "./coach-text";
import { IconTitle } from "./icon-title";
import type { CoachTeam } from "./types";
import { useTeamView } from "./use-team-view";

type Coach = CoachTeam["coaches"][number];

/** The team's coaches; its own coaches add one (an account that may coach, by e-mail) and remove any but the last. */
export function TeamCoaches({ team, manage }: { team: CoachTeam; manage: boolean }) {
  const { user } = useRouteContext({ from: "/_authed" });
  const [removing, setRemoving] = useState<Coach | null>(null);
  const removable = manage && team.coaches.length > 1;
  return (
    <Card aria-labelledby="team-coaches-title" className="space-y-4">
      <IconTitle id="team-coaches-title" icon={ShieldCheck}>
        {coachText.coachesTitle}
      </IconTitle>
      {manage ? <p className="text-slate-700 text-sm">{coachText.coachesHelp}</p> : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {team.coaches.map((coach) => (
          <li key={coach.id} className="flex min-h-12 items-center justify-between gap-3 px-3.5 py-1.5">
            <span className="min-w-0 truncate font-medium text-ink">
              {coach.name}
              {coach.id === user.id ? <span className="font-normal text-slate-600"> ({coachText.you})</span> : null}
            </span>
            {removable ? (
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() => setRemoving(coach)}
                aria-label={coachText.removeCoach(coach.name)}
              >
                <UserMinus aria-hidden />
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {manage ? <AddCoachForm teamId={team.id} /> : null}
      {removing ? (
        <RemoveCoach team={team} coach={removing} self={removing.id === user.id} onClose={() => setRemoving(null)} />
      ) : null}
    </Card>
  );
}

function AddCoachForm({ teamId }: { teamId: string }) {
  const show = useTeamView(teamId);
  const email = useOneFieldForm(AddTeamCoachInput.shape.email);
  const add = trpc.coach.teams.coaches.add.useMutation({
    onSuccess: (team) => {
      show(team);
      email.form.reset({ value: "" });
      toast.success(coachText.coachAdded);
    },
    onError: (failure) =>
      email.form.setError(
        "value",
        // The server says NOT_FOUND for an e-mail of no account that may coach (as for every refusal).
        {
          message:
            httpStatusOf(failure) === 404 ? coachText.coachNotFound : errorMessage(failure, coachText.addCoachFailed),
        },
        { shouldFocus: true },
      ),
  });
  return (
    <form
      noValidate
      onSubmit={email.onSubmit((value) => add.mutate({ teamId, email: value }))}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <EmailField id="team-coach-email" label={coachText.coachEmail} className="flex-1" {...email.field} />
      <Button type="submit" variant="secondary" disabled={add.isPending} className="sm:mt-6.5">
        <UserPlus aria-hidden />
        {add.isPending ? "Adding…" : coachText.addCoach}
      </Button>
    </form>
  );
}

/** The confirmation of removing a coach; removing oneself leaves the team's page for the list of teams. */
function RemoveCoach({
  team,
  coach,
  self,
  onClose,
}: {
  team: CoachTeam;
  coach: Coach;
  self: boolean;
  onClose: () => void;
}) {
  const show = useTeamView(team.id);
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const remove = trpc.coach.teams.coaches.remove.useMutation({
    onSuccess: async (updated) => {
      toast.success(coachText.coachRemoved);
      if (!self) {
        show(updated);
        onClose();
        return;
      }
      await navigate({ to: "/coach" });
      await utils.coach.teams.invalidate();
    },
  });
  return (
    <ConfirmDialog
      title={coachText.removeCoachTitle}
      description={
        self ? coachText.removeSelfDescription(team.name) : coachText.removeCoachDescription(coach.name, team.name)
      }
      confirmLabel="Remove"
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error, coachText.removeCoachFailed) : null}
      onConfirm={() => remove.mutate({ teamId: team.id, userId: coach.id })}
      onClose={onClose}
    />
  );
}
