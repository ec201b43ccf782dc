import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@onepercent/ui/button";
import { recoveryMessages } from "@onepercent/validators/messages/recovery";
import { ResetPasswordForm } from "@onepercent/validators/recovery";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage, showServerError } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { AuthLayout } from "../auth/auth-layout";
import { FormAlert } from "../common/form-parts";
import { NewPasswordFields } from "../ui/new-password-fields";
import { BackToSignIn, ResetDone } from "./reset-done";

/** A link that no longer works, with the way to a new one. */
function LinkExpired() {
  return (
    <div className="space-y-5">
      <FormAlert message={recoveryMessages.linkInvalid} />
      <Button asChild size="lg" className="w-full">
        <Link to="/forgot-password">Request a New Link</Link>
      </Button>
    </div>
  );
}

/** /reset-password/{token} (§2 "Reset password through token"): the password and its confirmation. */
export function ResetPasswordPage({ token }: { token: string }) {
  const check = trpc.recovery.checkToken.useQuery({ token }, { retry: false, staleTime: Number.POSITIVE_INFINITY });
  const reset = trpc.recovery.resetWithToken.useMutation();
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useForm<z.input<typeof ResetPasswordForm>, unknown, z.output<typeof ResetPasswordForm>>({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ token, ...values });
      setDone(true);
    } catch (error) {
      // A link used or voided meanwhile: say so, with the way to a new one.
      if (errorMessage(error, "") === recoveryMessages.linkInvalid) setExpired(true);
      else showServerError(form, error, ["password", "confirmPassword"], recoveryMessages.failed);
    }
  });

  const linkDead = !done && (expired || check.data?.valid === false);
  const body = done ? (
    <ResetDone />
  ) : linkDead ? (
    <LinkExpired />
  ) : (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={form.formState.errors.root?.message} />
      <NewPasswordFields
        form={form}
        names={["password", "confirmPassword"]}
        ids={["password", "confirm-password"]}
        hint="At least 6 characters."
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? "Resetting…" : "Reset Password"}
      </Button>
    </form>
  );
  return (
    <AuthLayout title="Reset Password" subtitle={linkDead ? undefined : "Choose a new password for your account."}>
      {body}
      {done ? null : <BackToSignIn />}
    </AuthLayout>
  );
}
