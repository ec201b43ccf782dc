import { EmailField, SelectField } from "@onepercent/ui/field";
import { RadioCard, RadioCards } from "@onepercent/ui/radio-cards";
import { googleMessages } from "@onepercent/validators/messages/google";
import {
  birthYearOptions,
  GENDERS,
  type RegisterForm,
  ROLES,
  YEARS_PLAYING_OPTIONS,
} from "@onepercent/validators/user";
import { GraduationCap, HeartHandshake, Trophy } from "lucide-react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { fieldProps } from "../../lib/field-props";
import { Options } from "../common/options";
import { SportPositionFields } from "../common/sport-position-fields";
import { NewPasswordFields } from "../ui/new-password-fields";
import { TermsField } from "./terms-field";

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

/**
 * Registration steps 2 to 5 (role, about you, sport, account): loaded once the first step
 * has painted, so their controls and the option lists stay out of the page's first load.
 */
export function LaterStep({
  step,
  form,
  googleEmail,
}: {
  step: number;
  form: UseFormReturn<z.input<typeof RegisterForm>, unknown, z.output<typeof RegisterForm>>;
  /** A Google user's address: the last step shows it instead of asking for an e-mail and password. */
  googleEmail?: string | undefined;
}) {
  const { errors } = form.formState;
  const sport = form.watch("sport");
  return (
    <>
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
          <SelectField id="birthYear" label="Birth year" {...fieldProps(form, "birthYear")}>
            <option value="">Select your birth year</option>
            <Options values={birthYearOptions()} />
          </SelectField>
          <SelectField id="gender" label="Gender" {...fieldProps(form, "gender")}>
            <option value="">Select your gender</option>
            <Options values={GENDERS} label={(gender) => genderLabels[gender]} />
          </SelectField>
        </>
      ) : null}

      {step === 3 ? (
        <>
          <SportPositionFields
            sport={sport ?? ""}
            form={form}
            sportLabel="Primary sport"
            sportPrompt="Select your sport"
            positionLabel="Position (optional)"
            positionPrompt={sport ? "Select your position" : "Choose a sport first"}
            positionDisabled={!sport}
          />
          <SelectField id="yearsPlaying" label="Years playing" {...fieldProps(form, "yearsPlaying")}>
            <option value="">Select years playing</option>
            <Options values={YEARS_PLAYING_OPTIONS} label={yearsLabel} />
          </SelectField>
        </>
      ) : null}

      {step === 4 && googleEmail !== undefined ? (
        <>
          <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700 text-sm">
            {googleMessages.accountStep} <strong className="block break-words text-ink">{googleEmail}</strong>
          </p>
          <TermsField control={form.control} error={errors.agreeToTerms?.message} />
        </>
      ) : null}

      {step === 4 && googleEmail === undefined ? (
        <>
          <EmailField {...fieldProps(form, "email")} />
          <NewPasswordFields
            form={form}
            names={["password", "confirmPassword"]}
            ids={["password", "confirmPassword"]}
            labels="first"
            hint="At least 8 characters."
          />
          <TermsField control={form.control} error={errors.agreeToTerms?.message} />
        </>
      ) : null}
    </>
  );
}
