import { buttonVariants } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { messages } from "@onepercent/validators/messages/common";
import { ONBOARDING_ANSWER_KEYS } from "@onepercent/validators/onboarding";
import { MENTAL_PROFILE_LABELS, type ProfileView } from "@onepercent/validators/profile";
import { Link } from "@tanstack/react-router";
import { Brain, Sparkles } from "lucide-react";
import { SectionTitle } from "./section";

/** The six onboarding answers, with a prompt to finish onboarding while any is missing. */
export function MentalProfileSection({ profile }: { profile: ProfileView }) {
  const responses = profile.onboardingResponses;
  const missing = new Set(profile.missingAnswers);
  return (
    <Card aria-labelledby="mental-profile-title">
      <SectionTitle id="mental-profile-title" icon={Brain} title="Mental Performance Profile" />

      {missing.size > 0 ? (
        <div className="mt-4 flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink">{messages.profileIncomplete}</p>
          <Link
            to="."
            search={(previous) => ({ ...previous, modal: "onboarding" as const })}
            className={buttonVariants({ variant: "primary", size: "md", className: "w-full sm:w-auto" })}
          >
            <Sparkles aria-hidden />
            Complete Profile
          </Link>
        </div>
      ) : null}

      <dl className="mt-5 grid gap-x-6 gap-y-5 md:grid-cols-2">
        {ONBOARDING_ANSWER_KEYS.map((key) => {
          const value = responses?.[key];
          return (
            <div key={key} className="min-w-0">
              <dt className="font-medium text-slate-600 text-sm">{MENTAL_PROFILE_LABELS[key]}</dt>
              <dd className="mt-1 text-ink">
                {missing.has(key) || value === undefined ? (
                  <span className="text-slate-500 italic">Not answered yet</span>
                ) : typeof value === "string" ? (
                  <p className="whitespace-pre-line break-words">{value}</p>
                ) : (
                  <ul className="flex flex-wrap gap-1.5">
                    {value.map((item) => (
                      <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800 text-sm">
                        {item}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
