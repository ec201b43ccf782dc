import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { toast } from "@onepercent/ui/toaster";
import { invitationPath } from "@onepercent/validators/invitation-link";
import { formatAdminDate, type InvitationView } from "@onepercent/validators/invitations";
import { messages } from "@onepercent/validators/messages/common";
import { Link2, Loader2, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { CopyLinkButton } from "./copy-link-button";
import { GenerateInvitation } from "./generate-invitation";
import { SubjectLine } from "./subject-line";
import { useRelockOn403, useRelockWhenForbidden } from "./use-gate";

const linkFor = (code: string) => `${window.location.origin}${invitationPath(code)}`;

/** Invitations tab (platform.md §2): the generate form and the list of sent invitations. */
export function InvitationsPanel() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <GenerateInvitation />
      <InvitationList />
    </div>
  );
}

function InvitationList() {
  const invitations = trpc.admin.invitations.list.useQuery(undefined);
  useRelockWhenForbidden(invitations.error);
  const [pendingDelete, setPendingDelete] = useState<InvitationView | null>(null);

  return (
    <Card className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <CardTitle>Sent invitations</CardTitle>
        {invitations.data ? (
          <span className="text-slate-600 text-sm">
            {invitations.data.filter((item) => item.status === "pending").length} pending
          </span>
        ) : null}
      </div>
      {invitations.isPending ? (
        <p className="flex items-center gap-2 py-6 text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading invitations…
        </p>
      ) : invitations.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 p-3.5">
          <p className="text-red-800 text-sm">{errorMessage(invitations.error, messages.invitationsLoadFailed)}</p>
          <Button variant="secondary" size="sm" onClick={() => invitations.refetch()}>
            Retry
          </Button>
        </div>
      ) : invitations.data.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed px-4 py-8 text-center text-slate-600">
          No invitations yet. Invite your first athlete with the form.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Invitations">
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} onDelete={() => setPendingDelete(invitation)} />
          ))}
        </ul>
      )}
      <ConfirmDelete invitation={pendingDelete} onDone={() => setPendingDelete(null)} />
    </Card>
  );
}

function InvitationRow({ invitation, onDelete }: { invitation: InvitationView; onDelete: () => void }) {
  const utils = trpc.useUtils();
  const relock = useRelockOn403();
  const resend = trpc.admin.invitations.resend.useMutation({
    onSuccess: (sent) => {
      // Resend replaces the row with the returned invitation (platform.md §2).
      utils.admin.invitations.list.setData(undefined, (list) =>
        list?.map((item) => (item.id === sent.invitation.id ? sent.invitation : item)),
      );
      if (sent.emailed) toast.success(sent.message);
      else toast.warning(sent.message);
    },
    onError: (error) => {
      relock(error);
      toast.error(errorMessage(error, messages.invitationResendFailed));
    },
  });
  const pending = invitation.status === "pending";
  const expired = pending && invitation.expiresAt.getTime() <= Date.now();

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-ink">{invitation.name}</p>
          <span
            className={
              pending
                ? "rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900 text-xs"
                : "rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800 text-xs"
            }
          >
            {pending ? "Pending" : "Used"}
          </span>
        </div>
        <p className="truncate text-slate-700 text-sm">{invitation.email}</p>
        <p className="mt-0.5 text-slate-600 text-xs">
          Sent {formatAdminDate(invitation.createdAt)} ·{" "}
          {pending
            ? expired
              ? `Link expired ${formatAdminDate(invitation.expiresAt)}. Resend it.`
              : `Expires ${formatAdminDate(invitation.expiresAt)}`
            : `Used ${formatAdminDate(invitation.usedAt ?? invitation.createdAt)}`}
        </p>
      </div>
      {pending ? (
        <div className="flex flex-wrap gap-2">
          <CopyLinkButton url={linkFor(invitation.code)} label="Copy code" />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => resend.mutate({ id: invitation.id })}
            disabled={resend.isPending}
            aria-label={`Resend invitation to ${invitation.email}`}
          >
            <RefreshCw aria-hidden className={resend.isPending ? "animate-spin" : undefined} />
            Resend
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete invitation to ${invitation.email}`}
          >
            <Trash2 aria-hidden />
            <span className="max-sm:sr-only">Delete</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function ConfirmDelete({ invitation, onDone }: { invitation: InvitationView | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const relock = useRelockOn403();
  const remove = trpc.admin.invitations.delete.useMutation({
    onSuccess: ({ id }) => {
      utils.admin.invitations.list.setData(undefined, (list) => list?.filter((item) => item.id !== id));
      toast.success(messages.invitationDeleted);
      onDone();
    },
    onError: (error) => {
      relock(error);
      toast.error(errorMessage(error, messages.invitationDeleteFailed));
    },
  });
  return (
    <Dialog open={invitation !== null} onOpenChange={(open) => !open && onDone()}>
      {invitation ? (
        <DialogContent title="Delete invitation" description={messages.invitationDeleteConfirm}>
          <SubjectLine icon={Link2} name={invitation.name} email={invitation.email} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onDone}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => remove.mutate({ id: invitation.id })} disabled={remove.isPending}>
              <Trash2 aria-hidden />
              {remove.isPending ? "Deleting…" : "Delete"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
