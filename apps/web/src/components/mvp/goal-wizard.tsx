import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { ErrorNote } from "@onepercent/ui/error-note";
import { ProgressBar } from "@onepercent/ui/progress-bar";
import { messages } from "@onepercent/validators/messages/common";
import { MVP_WIZARD_STEPS, type MvpView } from "@onepercent/validators/mvp";
import { ArrowLeft, ArrowRight, Check, CircleCheck, LoaderCircle } from "lucide-react";
import { GoalsStep, IntroductionStep, MissionStep, ReviewStep, SuggestionsPanel } from "./goal-wizard-steps";
import { useGoalWizard } from "./use-goal-wizard";

const LAST_STEP = MVP_WIZARD_STEPS.length - 1;

const STEP_HINTS = [
  "",
  "Your mission is why you play: one or two sentences about the athlete you choose to be every day.",
  "Your vision is where you are going: the results you want to reach in the seasons ahead.",
  "Process goals are what you do every day to get there: actions you control.",
  "Check your MVP. Go back to change anything, then press Complete to save it.",
];

interface WizardProps {
  initial: MvpView | null;
  onClose: () => void;
  onSaved: (saved: MvpView) => void;
}

/**
 * The Goal Setting Wizard (planning-and-reflection.md §2.1, §8): Introduction, Mission
 * Statement, Vision, Process Goals, Review & Confirm; Generate asks the coach for suggestions,
 * Use Suggestion puts one in place; Complete saves and the wizard closes 1.5 s later.
 */
export function GoalWizard({ open, ...props }: WizardProps & { open: boolean }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && props.onClose()}>
      {open ? <WizardBody {...props} /> : null}
    </Dialog>
  );
}

function WizardBody(props: WizardProps) {
  const wizard = useGoalWizard(props);
  const { step, stepName, draft } = wizard;

  return (
    <DialogContent
      title="Goal Setting Wizard"
      description={`Step ${step + 1} of ${MVP_WIZARD_STEPS.length}: ${stepName}`}
      className="sm:w-[min(40rem,calc(100vw-2rem))]"
    >
      <ProgressBar
        className="shrink-0"
        percent={((step + 1) / MVP_WIZARD_STEPS.length) * 100}
        aria-label="Wizard progress"
        aria-valuemin={1}
        aria-valuemax={MVP_WIZARD_STEPS.length}
        aria-valuenow={step + 1}
      />

      <h3 className="font-semibold text-ink text-lg">{stepName}</h3>
      {STEP_HINTS[step] ? <p className="-mt-2 text-slate-700 text-sm">{STEP_HINTS[step]}</p> : null}

      {step === 0 ? <IntroductionStep /> : null}
      {step === 1 ? <MissionStep draft={draft} onChange={wizard.setDraft} /> : null}
      {step === 2 || step === 3 ? (
        <GoalsStep list={step === 2 ? "vision" : "principles"} draft={draft} onChange={wizard.changeGoals} />
      ) : null}
      {wizard.type ? (
        <SuggestionsPanel
          suggestions={wizard.suggestions}
          message={wizard.suggestionMessage}
          pending={wizard.generating}
          onGenerate={wizard.requestSuggestions}
          onUse={wizard.use}
        />
      ) : null}
      {step === LAST_STEP ? <ReviewStep draft={draft} /> : null}

      {wizard.saved ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-brand-50 px-3.5 py-2.5 text-brand-900">
          <CircleCheck className="size-5 shrink-0" aria-hidden />
          {messages.mvpSaved}
        </p>
      ) : null}
      <ErrorNote boxed>{wizard.error}</ErrorNote>

      <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex items-center justify-between gap-2 border-slate-100 border-t bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
        <Button variant="secondary" onClick={() => wizard.goTo(step - 1)} disabled={step === 0 || wizard.saving}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        {step === LAST_STEP ? (
          <Button onClick={() => void wizard.complete()} disabled={wizard.saving || wizard.saved}>
            {wizard.saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Check aria-hidden />}
            Complete
          </Button>
        ) : (
          <Button onClick={() => wizard.goTo(step + 1)}>
            Next
            <ArrowRight aria-hidden />
          </Button>
        )}
      </div>
    </DialogContent>
  );
}
