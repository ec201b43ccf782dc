import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { PasswordField } from "@onepercent/ui/field";
import { IconTile } from "@onepercent/ui/icon-tile";
import { AdminUnlockInput } from "@onepercent/validators/invitations";
import { messages } from "@onepercent/validators/messages/common";
import { LockKeyhole } from "lucide-react";
import { httpStatusOf, trpc } from "../../lib/trpc";
import { useOneFieldForm } from "../common/use-one-field-form";

/** The password gate (platform.md §2, §5): the admin's own password, checked by the server. */
export function AdminGate() {
  const utils = trpc.useUtils();
  const gate = useOneFieldForm(AdminUnlockInput.shape.password);
  const unlock = trpc.admin.unlock.useMutation({
    onSuccess: () => utils.admin.status.setData(undefined, { unlocked: true }),
    onError: (failure) => {
      gate.form.reset({ value: "" });
      gate.form.setError("value", {
        message:
          httpStatusOf(failure) === null ? messages.noResponse : failure.message || messages.adminInvalidPassword,
      });
    },
  });
  const submit = gate.onSubmit((password) => unlock.mutate({ password }));

  return (
    <Card className="mx-auto max-w-md p-6 sm:p-8">
      <div className="flex flex-col items-center text-center">
        <IconTile size={14}>
          <LockKeyhole className="size-7" aria-hidden />
        </IconTile>
        <h2 className="mt-4 font-semibold text-ink text-xl">Admin area locked</h2>
        <p className="mt-1 text-slate-700">Enter your password to manage invitations and view users.</p>
      </div>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <PasswordField id="admin-password" autoComplete="current-password" {...gate.field} autoFocus />
        <Button type="submit" size="lg" className="w-full" disabled={unlock.isPending}>
          {unlock.isPending ? "Checking…" : "Unlock"}
        </Button>
      </form>
    </Card>
  );
}
