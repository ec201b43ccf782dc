import { Textarea } from "@onepercent/ui/field";
import { ONBOARDING_TEXT_MAX } from "@onepercent/validators/onboarding";
import { byRole, type Who, whyQuestion } from "./copy";
import type { QuestionStepProps } from "./question-step";

/** The coach's options are starting points here: each adds its sentence to the text. */
interface WhyStepProps extends QuestionStepProps {
  value: string;
  onChange(value: string): void;
}

const placeholderFor = (who: Who) =>
  byRole(who, { Coach: "I coach because…", Parent: "It matters to us because…", Athlete: "I play because…" });

/** The "Why I Play" step: the user's own words, with the coach's starting points to tap. */
export function WhyStep({ who, value, options, error, headingId, hintId, describedBy, onChange }: WhyStepProps) {
  const add = (option: string) => {
    const current = value.trim();
    if (current.includes(option)) return;
    const joined = current === "" ? `${option}.` : `${current} ${option}.`;
    onChange(joined.slice(0, ONBOARDING_TEXT_MAX));
  };
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor="onboarding-why" id={headingId} className="block font-semibold text-ink text-lg">
          {whyQuestion(who)}
        </label>
        <p id={hintId} className="mt-1 text-slate-600 text-sm">
          Your reason is the anchor of your training. A sentence or two is plenty.
        </p>
      </div>
      <Textarea
        id="onboarding-why"
        value={value}
        maxLength={ONBOARDING_TEXT_MAX}
        rows={4}
        placeholder={placeholderFor(who)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error}
      {options.length > 0 ? (
        <div>
          <p className="font-medium text-slate-700 text-sm">Need a starting point? Tap one to add it.</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {options.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  onClick={() => add(option)}
                  className="rounded-2xl border border-slate-300 bg-white px-3.5 py-2 text-left text-slate-800 text-sm hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {option}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
