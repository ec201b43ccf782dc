import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { toast } from "@onepercent/ui/toaster";
import type { AdminUserRow } from "@onepercent/validators/admin-users";
import type { CoachGrantView } from "@onepercent/validators/coach-team";
import { ShieldMinus, ShieldPlus, UserRound } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { SubjectLine } from "./subject-line";
import { useRelockOn403, useRelockWhenForbidden } from "./use-gate";

/** The accounts that may coach (issue 29), by user id; empty until the list has loaded. */
type CoachGrants = ReadonlyMap<string, CoachGrantView>;

const teamsText = (count: number) => `${count} ${count === 1 ? "team" : "teams"}`;

const coachActionText = {
  granted: (name: string) => `${name} can now create and coach teams.`,
  revoked: (name: string) => `${name} is no longer a coach and has left every team they coached.`,
  failed: "Failed to change who may coach. Please try again.",
  revokeTitle: "Remove coach",
  revokeConfirm: (name: string, teams: number) =>
    `${name} stops being a coach and leaves ${teams === 0 ? "every team they coach" : `all ${teamsText(teams)} they coach`} at once. The teams stay with their other coaches and athletes.`,
} as const;

/**
 * Make coach / Remove coach for the users panel: the list of coaches, "Make coach" at once, and
 * "Remove coach" after a confirmation that says the coach leaves every team at once.
 */
export function useCoachGrants() {
  const utils = trpc.useUtils();
  const relock = useRelockOn403();
  const list = trpc.admin.coaches.list.useQuery();
  useRelockWhenForbidden(list.error);
  const grants: CoachGrants = new Map((list.data ?? []).map((grant) => [grant.userId, grant]));
  const [revoking, setRevoking] = useState<AdminUserRow | null>(null);
  const onError = (error: unknown) => {
    relock(error);
    toast.error(errorMessage(error, coachActionText.failed));
  };
  const grant = trpc.admin.coaches.grant.useMutation({ onError });
  const revoke = trpc.admin.coaches.revoke.useMutation({ onError });
  const change = (user: AdminUserRow) => {
    if (grants.has(user._id)) return setRevoking(user);
    grant.mutate(
      { userId: user._id },
      {
        onSuccess: async () => {
          toast.success(coachActionText.granted(user.name));
          await utils.admin.coaches.list.invalidate();
        },
      },
    );
  };
  const confirmRevoke = (user: AdminUserRow) =>
    revoke.mutate(
      { userId: user._id },
      {
        onSuccess: async () => {
          toast.success(coachActionText.revoked(user.name));
          setRevoking(null);
          await utils.admin.coaches.list.invalidate();
        },
      },
    );
  const dialog = (
    <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
      {revoking ? (
        <DialogContent
          title={coachActionText.revokeTitle}
          description={coachActionText.revokeConfirm(revoking.name, grants.get(revoking._id)?.teams ?? 0)}
        >
          <SubjectLine icon={UserRound} name={revoking.name} email={revoking.email} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button variant="danger" disabled={revoke.isPending} onClick={() => confirmRevoke(revoking)}>
              <ShieldMinus aria-hidden />
              {revoke.isPending ? "Saving…" : "Remove coach"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
  return { grants, loaded: list.isSuccess, busy: grant.isPending, change, dialog };
}

/** What a row of the users table needs of useCoachGrants. */
export type CoachControls = Pick<ReturnType<typeof useCoachGrants>, "grants" | "loaded" | "busy" | "change">;

/**
 * The row's "Make coach" or "Remove coach"; nothing until the list of coaches is known. `compact`
 * (the table, whose actions stay in view beside its scrolling columns): the icon alone below 2xl,
 * its words as its name and tooltip, so that the sticky column does not cover the status.
 */
export function CoachActionButton({
  user,
  coaches,
  compact = false,
}: {
  user: AdminUserRow;
  coaches: CoachControls;
  compact?: boolean;
}) {
  if (!coaches.loaded) return null;
  const coach = coaches.grants.has(user._id);
  const label = coach ? "Remove coach" : "Make coach";
  return (
    <Button
      variant={coach ? "ghost" : "secondary"}
      size="sm"
      disabled={coaches.busy}
      onClick={() => coaches.change(user)}
      aria-label={`${label}: ${user.email}`}
      title={compact ? label : undefined}
      className={compact ? "max-2xl:px-2.5" : undefined}
    >
      {coach ? <ShieldMinus aria-hidden /> : <ShieldPlus aria-hidden />}
      <span className={compact ? "max-2xl:sr-only" : undefined}>{label}</span>
    </Button>
  );
}

/** "Coach" beside the account's status when it may coach. */
export function CoachBadge({ user, coaches }: { user: AdminUserRow; coaches: CoachControls }) {
  if (!coaches.grants.has(user._id)) return null;
  return <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 text-xs">Coach</span>;
}
