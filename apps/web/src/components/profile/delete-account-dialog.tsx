import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { toast } from "@onepercent/ui/toaster";
import { type AccountDeletionView, DeleteAccountInput } from "@onepercent/validators/account";
import { accountMessages } from "@onepercent/validators/messages/account";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { CircleCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage, showServerError } from "../../lib/form-errors";
import { signOut } from "../../lib/sign-out";
import { trpc } from "../../lib/trpc";
import { FormAlert, FormButtons, StatusNote } from "../common/form-parts";
import { CurrentPasswordField } from "../ui/new-password-fields";

type FormInput = z.input<typeof DeleteAccountInput>;
type FormOutput = z.output<typeof DeleteAccountInput>;

/** Where "Confirm with Google" goes: a Google sign-in that comes back to this page. */
const CONFIRM_WITH_GOOGLE_HREF = "/auth/google?returnTo=/profile";

const DESCRIPTION =
  "This removes your profile, journals, habits, planner, focus history, routines, AI library and audio files for good, and signs out every device. It cannot be undone: download your data first if you want to keep it.";

/** What the user confirms with: the password, or a Google sign-in of this session under 10 minutes old. */
function Confirmation({ view, form }: { view: AccountDeletionView; form: ReturnType<typeof useDeleteForm> }) {
  if (view.googleConfirmedUntil) {
    return <StatusNote icon={CircleCheck}>You confirmed with Google. You can delete your account now.</StatusNote>;
  }
  return (
    <div className="space-y-3">
      <CurrentPasswordField form={form} name="password" id="delete-account-password" label="Password" />
      {view.googleLinked ? (
        <p className="text-slate-700 text-sm">
          Signed up with Google?{" "}
          <a href={CONFIRM_WITH_GOOGLE_HREF} className="font-semibold text-brand-700 underline underline-offset-4">
            Confirm with Google
          </a>{" "}
          instead, then come back here.
        </p>
      ) : null}
    </div>
  );
}

const useDeleteForm = () =>
  useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(DeleteAccountInput),
    defaultValues: { password: "" },
  });

/** "Delete my account": the confirmation with the password (or Google), then the account is gone and the user signed out. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { user } = useRouteContext({ from: "/_authed" });
  const view = trpc.account.deletion.useQuery(undefined);
  const remove = trpc.account.delete.useMutation();
  const form = useDeleteForm();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (data) => {
    const confirmed = Boolean(view.data?.googleConfirmedUntil);
    if (!confirmed && data.password === "") {
      form.setError("password", { message: accountMessages.passwordRequired }, { shouldFocus: true });
      return;
    }
    try {
      await remove.mutateAsync(confirmed ? {} : data);
    } catch (error) {
      const message = errorMessage(error, accountMessages.deleteFailed);
      if (message === accountMessages.passwordIncorrect || message === accountMessages.passwordRequired) {
        form.setError("password", { message }, { shouldFocus: true });
        return;
      }
      showServerError(form, error, ["password"], accountMessages.deleteFailed);
      return;
    }
    await signOut(user.id, { accountDeleted: true });
    await navigate({ to: "/login", replace: true });
    toast.success(accountMessages.accountDeleted);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Delete my account?" description={DESCRIPTION}>
        {view.data?.isAdmin ? (
          <FormAlert message={accountMessages.adminCannotDelete} />
        ) : view.data ? (
          <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Delete my account">
            <Confirmation view={view.data} form={form} />
            <FormAlert message={errors.root?.message} />
            <FormButtons
              form={{ submitLabel: "Delete my account", pending: remove.isPending, onCancel: onClose }}
              pendingLabel="Deleting…"
              variant="danger"
              className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
            />
          </form>
        ) : view.isError ? (
          <FormAlert message={accountMessages.deleteFailed} />
        ) : (
          <p className="text-slate-600 text-sm">Loading…</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
