import { ONBOARDING_STEP_FIELDS, ONBOARDING_STEPS, type OnboardingResponses } from "@onepercent/validators/onboarding";
import { useEffect, useId, useRef } from "react";
import type { ModalProps } from "../../lib/modals";
import { WizardFrame, WizardNav } from "../wizard/wizard-frame";
import type { Who } from "./copy";
import { Introduction } from "./introduction";
import type { QuestionStepProps } from "./question-step";
import { SelectionStep } from "./selection-step";
import { useQuestionnaire } from "./use-questionnaire";
import { WhyStep } from "./why-step";

const LAST_STEP = ONBOARDING_STEPS.length - 1;

interface QuestionnaireProps extends ModalProps {
  initial: OnboardingResponses;
  alreadyCompleted: boolean;
  who: Who;
}

/** The questionnaire's frame: progress, the current step's question and options, and the navigation. */
export function Questionnaire({ who, ...props }: QuestionnaireProps) {
  const flow = useQuestionnaire(props);
  const { step, answers, options, busy } = flow;
  const { responses, error, update } = answers;
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);

  // Each step starts at its top; a message scrolls back to where it shows, under the question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes or a message appears
  useEffect(() => {
    bodyRef.current?.scrollTo({ top: 0 });
  }, [step, error]);

  const field = ONBOARDING_STEP_FIELDS[step] ?? null;
  const errorNote = error ? (
    <p id={errorId} role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 font-medium text-red-800 text-sm">
      {error}
    </p>
  ) : null;
  const question: QuestionStepProps = {
    who,
    options,
    error: errorNote,
    headingId,
    hintId,
    describedBy: `${hintId}${error ? ` ${errorId}` : ""}`,
  };

  return (
    <WizardFrame
      steps={ONBOARDING_STEPS}
      step={step}
      progressLabel="Onboarding progress"
      busy={busy}
      onClose={() => void flow.closeEarly()}
      bodyRef={bodyRef}
      footer={
        <WizardNav
          step={step}
          lastStep={LAST_STEP}
          busy={busy}
          saving={flow.saving}
          onBack={flow.back}
          onNext={flow.next}
          onComplete={() => void flow.complete()}
        />
      }
    >
      {step === 0 ? (
        <Introduction who={who} />
      ) : field === "whyIPlaySport" ? (
        <WhyStep
          {...question}
          value={responses.whyIPlaySport}
          onChange={(whyIPlaySport) => update({ ...responses, whyIPlaySport })}
        />
      ) : field ? (
        <SelectionStep {...question} field={field} answers={answers} loading={flow.optionsLoading} />
      ) : null}
    </WizardFrame>
  );
}
