import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@onepercent/ui/field";
import { recoveryMessages } from "@onepercent/validators/messages/recovery";
import { RECOVERY_CODE_LENGTH, ResetWithCodeInput } from "@onepercent/validators/recovery";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldProps } from "../../lib/field-props";
import { handleServerSubmit } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { FormAlert, FormButtons, StatusNote } from "../common/form-parts";
import { NewPasswordFields } from "../ui/new-password-fields";

type FormInput = z.input<typeof ResetWithCodeInput>;

const FIELDS = ["code", "newPassword", "confirmPassword"] as const;

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

  const onSubmit = handleServerSubmit(form, FIELDS, recoveryMessages.failed, async (values) => {
    await reset.mutateAsync(values);
    onDone();
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
      />
      <FormButtons
        form={{ submitLabel: "Reset Password", pending: reset.isPending, onCancel: onBack }}
        pendingLabel="Resetting…"
        cancelLabel="Back"
        cancelIcon={<ArrowLeft aria-hidden />}
        cancelVariant="secondary"
        size="lg"
        className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between"
      />
    </form>
  );
}
