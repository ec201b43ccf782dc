import {
  EMPTY_ONBOARDING_RESPONSES,
  messages,
  ONBOARDING_STEP_FIELDS,
  ONBOARDING_STEPS,
  type OnboardingAnalyticsAction,
  type OnboardingResponses,
  onboardingCompletionError,
  onboardingStepError,
} from "@onepercent/validators";
import { Dialog } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import type { ModalProps } from "../../lib/modals";
import { trpc } from "../../lib/trpc";
import { WizardFrame, WizardNav, WizardOverlay } from "../wizard/wizard-frame";
import type { Who } from "./copy";
import { clearDraft, readDraft, saveDraft } from "./draft";
import { Introduction } from "./introduction";
import { SelectionStep } from "./selection-step";
import { useResponses } from "./use-responses";
import { suggestionRequest, useStepSuggestions } from "./use-step-suggestions";
import { WhyStep } from "./why-step";

const LAST_STEP = ONBOARDING_STEPS.length - 1;

const trackOnboarding = (action: OnboardingAnalyticsAction, step: number) =>
  track("Onboarding", { action, step: step + 1, stepName: ONBOARDING_STEPS[step] ?? null });

/** The onboarding questionnaire (platform.md §2, §4, §5, §8): seven steps, answers kept on the server. */
export function OnboardingDialog({ onClose }: ModalProps) {
  const status = trpc.onboarding.status.useQuery(undefined, { retry: 1 });
  const me = trpc.auth.me.useQuery(undefined);
  const ready = !status.isPending && !me.isPending;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <WizardOverlay />
        {ready ? (
          <Questionnaire
            initial={status.data?.responses ?? readDraft() ?? EMPTY_ONBOARDING_RESPONSES}
            alreadyCompleted={status.data?.completed ?? false}
            who={{
              firstName: me.data?.name.split(/\s+/)[0] ?? "",
              sport: me.data?.sport ?? "Other",
              role: me.data?.role ?? "Athlete",
            }}
            onClose={onClose}
          />
        ) : (
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-0 z-50 flex items-center justify-center bg-white sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-48 sm:w-96 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
          >
            <Dialog.Title className="sr-only">Onboarding</Dialog.Title>
            <p role="status" className="text-slate-600">
              Loading your onboarding…
            </p>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface QuestionnaireProps extends ModalProps {
  initial: OnboardingResponses;
  alreadyCompleted: boolean;
  who: Who;
}

function Questionnaire({ initial, alreadyCompleted, who, onClose }: QuestionnaireProps) {
  const [step, setStep] = useState(0);
  const answers = useResponses(initial);
  const { responses, error, setError, update } = answers;
  const utils = trpc.useUtils();
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);

  // The dashboard refreshes behind the closing modal (its onboarding task then shows done).
  const refreshDashboard = () =>
    Promise.all([utils.onboarding.status.invalidate(), utils.dashboard.get.invalidate(), utils.auth.me.invalidate()]);
  const save = trpc.onboarding.save.useMutation();
  const close = trpc.onboarding.close.useMutation();

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    trackOnboarding("started", 0);
  }, []);

  // Each step starts at its top; a message scrolls back to where it shows, under the question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes or a message appears
  useEffect(() => {
    bodyRef.current?.scrollTo({ top: 0 });
  }, [step, error]);

  const field = ONBOARDING_STEP_FIELDS[step] ?? null;
  const suggestions = useStepSuggestions();
  const current = suggestionRequest(step, responses);
  const options = suggestions.options(current);
  /** Moves to `target`, asking the coach for its options as it is entered. */
  const goTo = (target: number) => {
    setStep(target);
    suggestions.request(suggestionRequest(target, responses));
  };

  const next = () => {
    const problem = onboardingStepError(step, responses);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    trackOnboarding("step", step);
    goTo(step + 1);
  };

  const back = () => {
    setError(null);
    goTo(Math.max(0, step - 1));
  };

  const complete = async () => {
    const problem = onboardingStepError(step, responses) ?? onboardingCompletionError(responses);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ responses, completed: true });
    } catch {
      saveDraft(responses);
      setError(messages.onboardingSaveFailed);
      return;
    }
    clearDraft();
    trackOnboarding("completed", step);
    void refreshDashboard();
    onClose();
  };

  /** Closing early (platform.md §4) is recorded, so the questionnaire stops opening by itself. */
  const closeEarly = async () => {
    if (!alreadyCompleted) {
      trackOnboarding("closed", step);
      try {
        await close.mutateAsync({ responses });
      } catch {
        saveDraft(responses);
      }
      void refreshDashboard();
    }
    onClose();
  };

  const busy = save.isPending || close.isPending;
  const errorNote = error ? (
    <p id={errorId} role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 font-medium text-red-800 text-sm">
      {error}
    </p>
  ) : null;

  return (
    <WizardFrame
      steps={ONBOARDING_STEPS}
      step={step}
      progressLabel="Onboarding progress"
      busy={busy}
      onClose={() => void closeEarly()}
      bodyRef={bodyRef}
      footer={
        <WizardNav
          step={step}
          lastStep={LAST_STEP}
          busy={busy}
          saving={save.isPending}
          onBack={back}
          onNext={next}
          onComplete={() => void complete()}
        />
      }
    >
      {step === 0 ? (
        <Introduction who={who} />
      ) : field === "whyIPlaySport" ? (
        <WhyStep
          who={who}
          value={responses.whyIPlaySport}
          options={options}
          error={errorNote}
          headingId={headingId}
          hintId={hintId}
          describedBy={`${hintId}${error ? ` ${errorId}` : ""}`}
          onChange={(whyIPlaySport) => update({ ...responses, whyIPlaySport })}
        />
      ) : field ? (
        <SelectionStep
          field={field}
          who={who}
          answers={answers}
          options={options}
          loading={suggestions.loading(current) && options.length === 0}
          error={errorNote}
          headingId={headingId}
          hintId={hintId}
          describedBy={`${hintId}${error ? ` ${errorId}` : ""}`}
        />
      ) : null}
    </WizardFrame>
  );
}
