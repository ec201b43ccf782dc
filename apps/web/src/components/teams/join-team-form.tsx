import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@onepercent/ui/button";
import { TextField } from "@onepercent/ui/field";
import { toast } from "@onepercent/ui/toaster";
import { JoinTeamInput, type MembershipView } from "@onepercent/validators/teams";
import { LogIn } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { teamCodeOf } from "./format";
import { teamTexts } from "./texts";

const byName = (a: MembershipView, b: MembershipView) => a.name.localeCompare(b.name);

/**
 * The code box and "Join team" (teams.join): a code, or the join link pasted whole. The server's
 * refusal (a wrong code, too many tries, a coach of the team) shows under the box as it says it.
 * `code` comes filled in from a coach's link, so joining is one click.
 */
export function JoinTeamForm({ code = "", onJoined }: { code?: string; onJoined: (team: MembershipView) => void }) {
  const id = useId();
  const utils = trpc.useUtils();
  const join = trpc.teams.join.useMutation();
  const form = useForm<z.input<typeof JoinTeamInput>, unknown, JoinTeamInput>({
    resolver: zodResolver(JoinTeamInput),
    defaultValues: { code },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const team = await join.mutateAsync({ code: teamCodeOf(values.code) });
      const already = utils.teams.list.getData()?.some((member) => member.teamId === team.teamId) ?? false;
      utils.teams.list.setData(undefined, (teams = []) =>
        [...teams.filter((member) => member.teamId !== team.teamId), team].sort(byName),
      );
      void utils.teams.audit.list.invalidate();
      form.reset({ code: "" });
      toast.success(already ? teamTexts.alreadyIn(team.name) : teamTexts.joined(team.name));
      onJoined(team);
    } catch (failure) {
      form.setError("code", { message: errorMessage(failure, teamTexts.joinFailed) }, { shouldFocus: true });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Join a team"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        id={`${id}-code`}
        label="Team code"
        hint="The code or the link your coach gave you"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={errors.code?.message}
        className="min-w-0 flex-1"
        {...form.register("code")}
      />
      <Button type="submit" disabled={isSubmitting} className="sm:mt-6.5">
        <LogIn aria-hidden />
        {isSubmitting ? "Joining…" : "Join team"}
      </Button>
    </form>
  );
}
