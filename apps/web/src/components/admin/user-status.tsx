import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { toast } from "@onepercent/ui/toaster";
import type { AdminUserRow } from "@onepercent/validators/admin-users";
import { adminUserMessages } from "@onepercent/validators/messages/admin-users";
import { Ban, RotateCcw, UserRound } from "lucide-react";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { SubjectLine } from "./subject-line";
import { useRelockOn403 } from "./use-gate";

/** "Active", "Disabled" (or "Admin") as a small label. */
export function UserStatus({ user }: { user: AdminUserRow }) {
  if (user.disabledAt) {
    return <span className="rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800 text-xs">Disabled</span>;
  }
  return (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 text-xs">
      {user.isAdmin ? "Admin" : "Active"}
    </span>
  );
}

/** The row's Disable or Enable button; nothing for the admin account, which cannot be disabled. */
export function StatusActionButton({ user, onAsk }: { user: AdminUserRow; onAsk: (user: AdminUserRow) => void }) {
  if (user.isAdmin) return null;
  const disabled = user.disabledAt !== null;
  return (
    <Button
      variant={disabled ? "secondary" : "ghost"}
      size="sm"
      onClick={() => onAsk(user)}
      className={disabled ? undefined : "text-red-700 hover:bg-red-50 hover:text-red-800"}
      aria-label={`${disabled ? "Enable" : "Disable"} ${user.email}`}
    >
      {disabled ? <RotateCcw aria-hidden /> : <Ban aria-hidden />}
      {disabled ? "Enable" : "Disable"}
    </Button>
  );
}

/** The confirmation of a Disable or Enable; the table and the audit log refresh after it. */
export function ConfirmStatusChange({ user, onDone }: { user: AdminUserRow | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const relock = useRelockOn403();
  const handlers = {
    onSuccess: async (state: { email: string; disabledAt: Date | null }) => {
      toast.success(
        state.disabledAt ? adminUserMessages.userDisabled(state.email) : adminUserMessages.userEnabled(state.email),
      );
      onDone();
      await Promise.all([utils.admin.users.list.invalidate(), utils.admin.audit.list.invalidate()]);
    },
    onError: (error: unknown) => {
      relock(error);
      toast.error(errorMessage(error, adminUserMessages.actionFailed));
    },
  };
  const disable = trpc.admin.users.disable.useMutation(handlers);
  const enable = trpc.admin.users.enable.useMutation(handlers);
  const enabling = user?.disabledAt != null;
  const busy = disable.isPending || enable.isPending;
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onDone()}>
      {user ? (
        <DialogContent
          title={enabling ? "Enable user" : "Disable user"}
          description={
            enabling ? adminUserMessages.enableConfirm(user.name) : adminUserMessages.disableConfirm(user.name)
          }
        >
          <SubjectLine icon={UserRound} name={user.name} email={user.email} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onDone}>
              Cancel
            </Button>
            <Button
              variant={enabling ? "primary" : "danger"}
              disabled={busy}
              onClick={() => (enabling ? enable : disable).mutate({ userId: user._id })}
            >
              {enabling ? <RotateCcw aria-hidden /> : <Ban aria-hidden />}
              {busy ? "Saving…" : enabling ? "Enable" : "Disable"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
