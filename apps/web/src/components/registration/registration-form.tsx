import { Button } from "@onepercent/ui/button";
import { TextField } from "@onepercent/ui/field";
import type { GoogleSignupDraft } from "@onepercent/validators/google";
import { messages } from "@onepercent/validators/messages/common";
import type { RegisterForm } from "@onepercent/validators/user";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { flush, track } from "../../lib/analytics";
import { fieldProps } from "../../lib/field-props";
import { lazyZodResolver } from "../../lib/lazy-resolver";
import { httpStatusOf, isTRPCClientError, trpc } from "../../lib/trpc";
import { FormAlert } from "../auth/auth-layout";
import { googleSteps, isFieldName, stepOf, steps } from "./steps";

type FormInput = z.input<typeof RegisterForm>;
type FormOutput = z.output<typeof RegisterForm>;

/** Steps 2 to 5 and the schema load after the first step has painted (docs/decisions/005). */
const loadLaterSteps = () => import("./later-steps");
const LaterStep = lazy(() => loadLaterSteps().then(({ LaterStep }) => ({ default: LaterStep })));
const validation = lazyZodResolver(() =>
  import("@onepercent/validators/user").then(({ RegisterForm }) => RegisterForm),
);
/** A Google user's form: the same fields, the e-mail from Google and no password (issue 16). */
const googleValidation = lazyZodResolver(() =>
  import("@onepercent/validators/google").then(({ GoogleSignupForm }) => GoogleSignupForm),
);

/** The invitation the visitor came with (verified): it prefills the form and is sent along. */
export interface RegistrationInvitation {
  code: string;
  name: string;
  email: string;
}

export function RegistrationForm({
  invitation,
  google,
}: {
  invitation?: RegistrationInvitation;
  google?: GoogleSignupDraft;
} = {}) {
  const [step, setStep] = useState(0);
  const wizard = google ? googleSteps : steps;
  const checks = google ? googleValidation : validation;
  const register = trpc.auth.register.useMutation();
  const completeGoogle = trpc.google.completeSignup.useMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: checks.resolver,
    mode: "onChange",
    defaultValues: {
      name: google?.name ?? invitation?.name ?? "",
      email: google?.email ?? invitation?.email ?? "",
      invitationCode: invitation?.code,
      password: "",
      confirmPassword: "",
      sport: "",
      sportPosition: "",
      agreeToTerms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    void loadLaterSteps();
    void checks.load();
  }, [checks]);
  const current = wizard[step] ?? wizard[0];
  const last = step === wizard.length - 1;

  const next = async () => {
    if (await form.trigger([...current.fields])) setStep((value) => Math.min(value + 1, wizard.length - 1));
  };

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, agreeToTerms, ...payload }) => {
    try {
      if (google) {
        // The account's e-mail is Google's (from the server's signed cookie); there is no password.
        const { email: _email, password: _password, invitationCode: _code, ...profile } = payload;
        await completeGoogle.mutateAsync({ ...profile, agreeToTerms });
      } else {
        await register.mutateAsync(payload);
      }
      track("Registration", { role: payload.role, sport: payload.sport });
      flush();
      // A full page load, as the spec says, so the app starts fresh with the new session.
      window.location.assign(`/dashboard?t=${Date.now()}`);
    } catch (error) {
      const fieldErrors = isTRPCClientError(error) ? error.data?.fieldErrors : null;
      const [field, fieldMessages] = Object.entries(fieldErrors ?? {})[0] ?? [];
      if (field && fieldMessages?.[0] && isFieldName(field)) {
        setStep(stepOf(field));
        form.setError(field, { message: fieldMessages[0] });
        return;
      }
      if (httpStatusOf(error) === 409) {
        form.setError("email", { message: error instanceof Error ? error.message : messages.emailTaken });
        return;
      }
      form.setError("root", {
        message:
          httpStatusOf(error) === null
            ? messages.noResponse
            : error instanceof Error && error.message
              ? error.message
              : messages.registrationFailed,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="registration-title">
      <div className="mb-6">
        <p className="font-medium text-brand-700 text-sm">
          Step {step + 1} of {wizard.length}
        </p>
        <div className="mt-2 flex gap-1.5" aria-hidden>
          {wizard.map((item, index) => (
            <span
              key={item.title}
              className={`h-1.5 flex-1 rounded-full ${index <= step ? "bg-brand-600" : "bg-slate-200"}`}
            />
          ))}
        </div>
        <h1 id="registration-title" className="mt-5 font-bold text-2xl text-ink tracking-tight">
          {current.title}
        </h1>
        <p className="mt-1 text-slate-700">{current.subtitle}</p>
      </div>

      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}

      <div className="space-y-5">
        {step === 0 ? (
          <TextField id="name" label="Full name" autoComplete="name" {...fieldProps(form, "name")} />
        ) : null}

        {step > 0 ? (
          <Suspense fallback={null}>
            <LaterStep step={step} form={form} googleEmail={google?.email} />
          </Suspense>
        ) : null}
      </div>

      <div className="mt-8 flex gap-3">
        {step > 0 ? (
          <Button variant="secondary" size="lg" onClick={() => setStep(step - 1)} className="flex-1">
            Previous
          </Button>
        ) : null}
        {last ? (
          <Button type="submit" size="lg" className="flex-1" disabled={isSubmitting}>
            {isSubmitting ? "Creating your profile…" : "Create Profile"}
          </Button>
        ) : (
          <Button size="lg" onClick={next} className="flex-1">
            Next
          </Button>
        )}
      </div>

      <p className="mt-6 text-center text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
