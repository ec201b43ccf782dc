import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { PasswordField } from "@onepercent/ui/field";
import { toast } from "@onepercent/ui/toaster";
import { ChangePasswordForm, messages, PASSWORD_MAX } from "@onepercent/validators";
import { CircleCheck, KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { track } from "../../lib/analytics";
import { errorMessage, showServerError } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { FormAlert, StatusNote } from "../common/form-parts";

type FormInput = z.input<typeof ChangePasswordForm>;
type FormOutput = z.output<typeof ChangePasswordForm>;

/** training-and-tools.md §5: the spec's notices stay 3 seconds. */
const NOTICE_MS = 3000;

/** Current password, new password and its confirmation; other devices are signed out on success. */
export function ChangePasswordCard() {
  const change = trpc.profile.changePassword.useMutation();
  const [changed, setChanged] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => setChanged(false), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [changed]);

  const onSubmit = form.handleSubmit(async (data) => {
    setChanged(false);
    try {
      await change.mutateAsync(data);
      form.reset();
      setChanged(true);
      toast.success(messages.passwordChanged);
      track("Feature Used", { feature: "Change Password" });
    } catch (error) {
      // A wrong current password is that field's error; anything else goes where the server puts it.
      if (errorMessage(error, "") === messages.currentPasswordIncorrect) {
        form.setError("currentPassword", { message: messages.currentPasswordIncorrect }, { shouldFocus: true });
        return;
      }
      showServerError(
        form,
        error,
        ["currentPassword", "newPassword", "confirmPassword"],
        messages.changePasswordFailed,
      );
    }
  });

  return (
    <Card aria-labelledby="change-password-title">
      <div className="flex items-center gap-2.5">
        <span className="grid size-9 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <KeyRound className="size-5" aria-hidden />
        </span>
        <CardTitle id="change-password-title">Change Password</CardTitle>
      </div>
      <p className="mt-2 text-slate-700 text-sm">
        Use at least 8 characters. Other devices signed in to your account will be signed out.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-labelledby="change-password-title">
        <PasswordField
          id="current-password"
          label="Current password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX * 4}
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <PasswordField
          id="new-password"
          label="New password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <FormAlert message={errors.root?.message} />
        {changed ? <StatusNote icon={CircleCheck}>{messages.passwordChanged}</StatusNote> : null}
        <div className="flex sm:justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending}>
            {change.isPending ? "Changing…" : "Change Password"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
