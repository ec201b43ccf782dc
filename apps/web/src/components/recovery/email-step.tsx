import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@onepercent/ui/button";
import { EmailField } from "@onepercent/ui/field";
import { recoveryMessages } from "@onepercent/validators/messages/recovery";
import { RecoveryRequestInput } from "@onepercent/validators/recovery";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldProps } from "../../lib/field-props";
import { handleServerSubmit } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { FormAlert } from "../common/form-parts";

/** Step 1 (§2 "email verification"): the address the code and the link go to. */
export function EmailStep({
  email,
  onVerified,
}: {
  email: string;
  onVerified: (email: string, message: string) => void;
}) {
  const request = trpc.recovery.request.useMutation();
  const form = useForm<z.input<typeof RecoveryRequestInput>, unknown, z.output<typeof RecoveryRequestInput>>({
    resolver: zodResolver(RecoveryRequestInput),
    defaultValues: { email },
  });

  const onSubmit = handleServerSubmit(form, ["email"], recoveryMessages.failed, async (values) => {
    const answer = await request.mutateAsync(values);
    if (answer.verified) onVerified(values.email, answer.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-slate-700">Enter the email of your account. We'll send you a 6-digit code and a reset link.</p>
      <FormAlert message={form.formState.errors.root?.message} />
      <EmailField autoFocus {...fieldProps(form, "email")} />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? "Sending…" : "Send Code"}
      </Button>
    </form>
  );
}
