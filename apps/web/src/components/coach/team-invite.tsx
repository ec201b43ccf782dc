import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { toast } from "@onepercent/ui/toaster";
import { useRouter } from "@tanstack/react-router";
import { RefreshCw, UserPlus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { ConfirmDialog } from "../common/confirm-dialog";
import { coachText } from "./coach-text";
import { CopyButton } from "./copy-button";
import { IconTitle } from "./icon-title";
import { useTeamView } from "./use-team-view";

/** The team's join code and link, each with a copy button, and "New code" (the old one stops working). */
export function TeamInvite({ teamId, teamName, code }: { teamId: string; teamName: string; code: string }) {
  const [asking, setAsking] = useState(false);
  const router = useRouter();
  const show = useTeamView(teamId);
  const rotate = trpc.coach.teams.rotateCode.useMutation({
    onSuccess: (team) => {
      show(team);
      setAsking(false);
      toast.success(coachText.newCodeDone);
    },
  });
  // The link an athlete opens to join: their Profile → Teams page with the code filled in.
  const link = `${window.location.origin}${router.buildLocation({ to: "/profile/teams", search: { code } }).href}`;
  return (
    <Card aria-labelledby="team-invite-title" className="space-y-4">
      <IconTitle id="team-invite-title" icon={UserPlus}>
        {coachText.inviteTitle}
      </IconTitle>
      <p className="text-slate-700 text-sm">{coachText.inviteHelp}</p>
      <InviteValue label={coachText.joinCode} value={code}>
        <CopyButton text={code} label={coachText.copyCode} done={coachText.codeCopied} name={teamName} />
      </InviteValue>
      <InviteValue label={coachText.joinLink} value={link}>
        <CopyButton text={link} label={coachText.copyLink} done={coachText.linkCopied} name={teamName} />
      </InviteValue>
      <div className="border-slate-100 border-t pt-4">
        <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
          <RefreshCw aria-hidden />
          {coachText.newCode}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={coachText.newCodeTitle}
          description={coachText.newCodeDescription}
          confirmLabel={coachText.newCode}
          pending={rotate.isPending}
          error={rotate.error ? errorMessage(rotate.error, coachText.newCodeFailed) : null}
          onConfirm={() => rotate.mutate({ teamId })}
          onClose={() => {
            rotate.reset();
            setAsking(false);
          }}
        />
      ) : null}
    </Card>
  );
}

/** A labelled code or link, shown in full (it wraps) so that it can also be read out or typed. */
function InviteValue({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <p className="font-medium text-ink text-sm">{label}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 break-all rounded-xl bg-slate-50 px-3 py-2 font-mono text-slate-800 text-xs">
          {value}
        </code>
        <div className="shrink-0">{children}</div>
      </div>
    </div>
  );
}
