import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { toast } from "@onepercent/ui/toaster";
import { useTimedNotice } from "@onepercent/ui/use-timed-notice";
import { messages } from "@onepercent/validators/messages/common";
import { ChangePasswordForm } from "@onepercent/validators/profile";
import { CircleCheck, KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { track } from "../../lib/analytics";
import { errorMessage, showServerError } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { FormAlert, StatusNote } from "../common/form-parts";
import { CurrentPasswordField, NewPasswordFields } from "../ui/new-password-fields";
import { SectionTitle } from "./section";

type FormInput = z.input<typeof ChangePasswordForm>;
type FormOutput = z.output<typeof ChangePasswordForm>;

/** training-and-tools.md §5: the spec's notices stay 3 seconds. */
const NOTICE_MS = 3000;

/** The three password fields, in order. */
const PASSWORDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/** Current password, new password and its confirmation; other devices are signed out on success. */
export function ChangePasswordCard() {
  const change = trpc.profile.changePassword.useMutation();
  const changed = useTimedNotice<true>(NOTICE_MS);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (data) => {
    changed.clear();
    try {
      await change.mutateAsync(data);
      form.reset();
      changed.show(true);
      toast.success(messages.passwordChanged);
      track("Feature Used", { feature: "Change Password" });
    } catch (error) {
      // A wrong current password is that field's error; anything else goes where the server puts it.
      if (errorMessage(error, "") === messages.currentPasswordIncorrect) {
        form.setError("currentPassword", { message: messages.currentPasswordIncorrect }, { shouldFocus: true });
        return;
      }
      showServerError(form, error, PASSWORDS, messages.changePasswordFailed);
    }
  });

  return (
    <Card aria-labelledby="change-password-title">
      <SectionTitle id="change-password-title" icon={KeyRound} title="Change Password" />
      <p className="mt-2 text-slate-700 text-sm">
        Use at least 8 characters. Other devices signed in to your account will be signed out.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-labelledby="change-password-title">
        <CurrentPasswordField form={form} name="currentPassword" id="current-password" label="Current password" />
        <NewPasswordFields
          form={form}
          names={["newPassword", "confirmPassword"]}
          ids={["new-password", "confirm-password"]}
        />
        <FormAlert message={errors.root?.message} />
        {changed.value ? <StatusNote icon={CircleCheck}>{messages.passwordChanged}</StatusNote> : null}
        <div className="flex sm:justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending}>
            {change.isPending ? "Changing…" : "Change Password"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
