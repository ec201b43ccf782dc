import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@onepercent/ui/button";
import { EmailField, PasswordField, SelectField, TextField } from "@onepercent/ui/field";
import { RadioCard, RadioCards } from "@onepercent/ui/radio-cards";
import {
  birthYearOptions,
  GENDERS,
  messages,
  RegisterForm,
  ROLES,
  YEARS_PLAYING_OPTIONS,
} from "@onepercent/validators";
import { Link } from "@tanstack/react-router";
import { GraduationCap, HeartHandshake, Trophy } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { flush, track } from "../../lib/analytics";
import { httpStatusOf, isTRPCClientError, trpc } from "../../lib/trpc";
import { FormAlert } from "../auth/auth-layout";
import { Options } from "../common/options";
import { SportPositionFields } from "../common/sport-position-fields";
import { isFieldName, stepOf, steps } from "./steps";
import { TermsField } from "./terms-field";

type FormInput = z.input<typeof RegisterForm>;
type FormOutput = z.output<typeof RegisterForm>;

const roleCards = {
  Athlete: { description: "I play and want to train my mind.", icon: <Trophy aria-hidden /> },
  Parent: { description: "I support an athlete in my family.", icon: <HeartHandshake aria-hidden /> },
  Coach: { description: "I coach athletes and teams.", icon: <GraduationCap aria-hidden /> },
} as const;

const genderLabels: Record<(typeof GENDERS)[number], string> = {
  male: "Male",
  female: "Female",
  "prefer-not-to-say": "Prefer not to say",
};

const yearsLabel = (option: string) =>
  option === "Less than 1" || option === "More than 20"
    ? `${option} years`
    : option === "1"
      ? "1 year"
      : `${option} years`;

/** The invitation the visitor came with (verified): it prefills the form and is sent along. */
export interface RegistrationInvitation {
  code: string;
  name: string;
  email: string;
}

export function RegistrationForm({ invitation }: { invitation?: RegistrationInvitation } = {}) {
  const [step, setStep] = useState(0);
  const register = trpc.auth.register.useMutation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(RegisterForm),
    mode: "onChange",
    defaultValues: {
      name: invitation?.name ?? "",
      email: invitation?.email ?? "",
      invitationCode: invitation?.code,
      password: "",
      confirmPassword: "",
      sport: "",
      sportPosition: "",
      agreeToTerms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const sport = form.watch("sport");
  const current = steps[step] ?? steps[0];
  const last = step === steps.length - 1;

  const next = async () => {
    if (await form.trigger([...current.fields])) setStep((value) => Math.min(value + 1, steps.length - 1));
  };

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, agreeToTerms: _terms, ...payload }) => {
    try {
      await register.mutateAsync(payload);
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
          Step {step + 1} of {steps.length}
        </p>
        <div className="mt-2 flex gap-1.5" aria-hidden>
          {steps.map((item, index) => (
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
          <TextField
            id="name"
            label="Full name"
            autoComplete="name"
            error={errors.name?.message}
            {...form.register("name")}
          />
        ) : null}

        {step === 1 ? (
          <fieldset>
            <legend className="mb-3 font-medium text-ink text-sm">I am a…</legend>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <RadioCards
                  value={field.value ?? ""}
                  onValueChange={field.onChange}
                  aria-describedby={errors.role ? "role-error" : undefined}
                >
                  {ROLES.map((role) => (
                    <RadioCard
                      key={role}
                      value={role}
                      title={role}
                      description={roleCards[role].description}
                      icon={roleCards[role].icon}
                    />
                  ))}
                </RadioCards>
              )}
            />
            {errors.role?.message ? (
              <p id="role-error" role="alert" className="mt-2 text-red-700 text-sm">
                {errors.role.message}
              </p>
            ) : null}
          </fieldset>
        ) : null}

        {step === 2 ? (
          <>
            <SelectField
              id="birthYear"
              label="Birth year"
              error={errors.birthYear?.message}
              {...form.register("birthYear")}
            >
              <option value="">Select your birth year</option>
              <Options values={birthYearOptions()} />
            </SelectField>
            <SelectField id="gender" label="Gender" error={errors.gender?.message} {...form.register("gender")}>
              <option value="">Select your gender</option>
              <Options values={GENDERS} label={(gender) => genderLabels[gender]} />
            </SelectField>
          </>
        ) : null}

        {step === 3 ? (
          <>
            <SportPositionFields
              sport={sport ?? ""}
              register={{
                // Changing the sport clears the position (platform.md §4).
                sport: form.register("sport", { onChange: () => form.setValue("sportPosition", "") }),
                sportPosition: form.register("sportPosition"),
              }}
              errors={{ sport: errors.sport?.message, sportPosition: errors.sportPosition?.message }}
              sportLabel="Primary sport"
              sportPrompt="Select your sport"
              positionLabel="Position (optional)"
              positionPrompt={sport ? "Select your position" : "Choose a sport first"}
              positionDisabled={!sport}
            />
            <SelectField
              id="yearsPlaying"
              label="Years playing"
              error={errors.yearsPlaying?.message}
              {...form.register("yearsPlaying")}
            >
              <option value="">Select years playing</option>
              <Options values={YEARS_PLAYING_OPTIONS} label={yearsLabel} />
            </SelectField>
          </>
        ) : null}

        {step === 4 ? (
          <>
            <EmailField error={errors.email?.message} {...form.register("email")} />
            <PasswordField
              autoComplete="new-password"
              hint="At least 8 characters."
              error={errors.password?.message}
              {...form.register("password")}
            />
            <PasswordField
              id="confirmPassword"
              label="Confirm password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register("confirmPassword")}
            />
            <TermsField control={form.control} error={errors.agreeToTerms?.message} />
          </>
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
