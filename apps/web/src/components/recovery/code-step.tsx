import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@onepercent/ui/button";
import { TextField } from "@onepercent/ui/field";
import { RECOVERY_CODE_LENGTH, ResetWithCodeInput, recoveryMessages } from "@onepercent/validators/recovery";
import { PASSWORD_MAX } from "@onepercent/validators/user";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldProps } from "../../lib/field-props";
import { showServerError } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { FormAlert, StatusNote } from "../common/form-parts";
import { NewPasswordFields } from "../ui/new-password-fields";

type FormInput = z.input<typeof ResetWithCodeInput>;

/** Step 2 (§2, §4): the e-mailed code, the new password and its confirmation; Back returns to step 1. */
export function CodeStep({
  email,
  notice,
  onBack,
  onDone,
}: {
  email: string;
  notice: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const reset = trpc.recovery.resetWithCode.useMutation();
  const form = useForm<FormInput, unknown, z.output<typeof ResetWithCodeInput>>({
    resolver: zodResolver(ResetWithCodeInput),
    defaultValues: { email, code: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      onDone();
    } catch (error) {
      showServerError(form, error, ["code", "newPassword", "confirmPassword"], recoveryMessages.failed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <StatusNote icon={MailCheck}>{notice}</StatusNote>
      <p className="text-slate-700 text-sm">
        Sent to <span className="break-all font-semibold text-ink">{email}</span>
      </p>
      <FormAlert message={form.formState.errors.root?.message} />
      <TextField
        id="code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={RECOVERY_CODE_LENGTH}
        autoFocus
        {...fieldProps(form, "code")}
      />
      <NewPasswordFields
        form={form}
        names={["newPassword", "confirmPassword"]}
        ids={["new-password", "confirm-password"]}
        hint="At least 6 characters."
        maxLength={PASSWORD_MAX}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="secondary" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? "Resetting…" : "Reset Password"}
        </Button>
      </div>
    </form>
  );
}
