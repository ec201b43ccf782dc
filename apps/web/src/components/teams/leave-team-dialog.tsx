import { toast } from "@onepercent/ui/toaster";
import type { MembershipView } from "@onepercent/validators/teams";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../common/confirm-dialog";
import { teamTexts } from "./texts";

/** "Leave this team?": on yes, teams.leave; the team leaves the list and its coaches see nothing more. */
export function LeaveTeamDialog({
  team,
  onClose,
  onLeft,
}: {
  team: MembershipView;
  onClose: () => void;
  onLeft: () => void;
}) {
  const utils = trpc.useUtils();
  const leave = trpc.teams.leave.useMutation({
    onSuccess: ({ teamId }) => {
      utils.teams.list.setData(undefined, (teams) => teams?.filter((member) => member.teamId !== teamId));
      void utils.teams.audit.list.invalidate();
      toast.success(teamTexts.left(team.name));
      onLeft();
    },
  });
  return (
    <ConfirmDialog
      title={`Leave ${team.name}?`}
      description="Its coaches stop seeing anything of yours at once. To join again, you will need the team's code."
      confirmLabel="Leave team"
      pending={leave.isPending}
      error={leave.error ? errorMessage(leave.error, teamTexts.leaveFailed) : null}
      onConfirm={() => leave.mutate({ teamId: team.teamId })}
      onClose={onClose}
    />
  );
}
