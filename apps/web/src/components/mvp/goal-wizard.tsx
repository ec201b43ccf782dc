import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { ErrorNote } from "@onepercent/ui/error-note";
import { ProgressBar } from "@onepercent/ui/progress-bar";
import { messages } from "@onepercent/validators/messages";
import {
  type GoalSuggestionType,
  MVP_EXAMPLE_SUGGESTIONS,
  MVP_WIZARD_STEPS,
  MVP_WIZARD_SUCCESS_CLOSE_MS,
  MvpRecord,
  type MvpView,
  padGoals,
  placeSuggestion,
  WIZARD_SUGGESTION_TYPE,
} from "@onepercent/validators/mvp";
import { ArrowLeft, ArrowRight, Check, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { trpc } from "../../lib/trpc";
import { suggestionError, wizardSaveError } from "./errors";
import type { MvpDraft } from "./goal-list";
import { GoalsStep, IntroductionStep, MissionStep, ReviewStep, SuggestionsPanel } from "./goal-wizard-steps";

export const MVP_FEATURE = "Goal Setting Wizard";
const LAST_STEP = MVP_WIZARD_STEPS.length - 1;

const STEP_HINTS = [
  "",
  "Your mission is why you play: one or two sentences about the athlete you choose to be every day.",
  "Your vision is where you are going: the results you want to reach in the seasons ahead.",
  "Process goals are what you do every day to get there: actions you control.",
  "Check your MVP. Go back to change anything, then press Complete to save it.",
];

type Suggestions = Partial<Record<GoalSuggestionType, string[]>>;

/** The built-in examples of §8, per suggestion type. */
const EXAMPLES: Record<GoalSuggestionType, string[]> = {
  mission: [MVP_EXAMPLE_SUGGESTIONS.mission],
  longTermGoals: [...MVP_EXAMPLE_SUGGESTIONS.vision],
  processGoals: [...MVP_EXAMPLE_SUGGESTIONS.processGoals],
};

/**
 * The Goal Setting Wizard (planning-and-reflection.md §2.1, §8): Introduction, Mission
 * Statement, Vision, Process Goals, Review & Confirm; Generate asks the coach for suggestions,
 * Use Suggestion puts one in place; Complete saves and the wizard closes 1.5 s later.
 */
export function GoalWizard({
  open,
  initial,
  onClose,
  onSaved,
}: {
  open: boolean;
  initial: MvpView | null;
  onClose: () => void;
  onSaved: (saved: MvpView) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open ? <WizardBody initial={initial} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function WizardBody({
  initial,
  onClose,
  onSaved,
}: {
  initial: MvpView | null;
  onClose: () => void;
  onSaved: (saved: MvpView) => void;
}) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<MvpDraft>(() => ({
    mission: initial?.mission ?? "",
    vision: padGoals(initial?.vision ?? []),
    principles: padGoals(initial?.principles ?? []),
  }));
  const [suggestions, setSuggestions] = useState<Suggestions>({});
  const [suggestionMessage, setSuggestionMessage] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    track("Feature Used", { feature: MVP_FEATURE, action: "open" });
  }, []);

  const stepName = MVP_WIZARD_STEPS[step] ?? "Introduction";
  const type = WIZARD_SUGGESTION_TYPE[stepName];

  const generate = trpc.mvp.goalSuggestions.useMutation({
    onSuccess: (answer) => {
      setSuggestionMessage(null);
      setSuggestions((current) => ({ ...current, [answer.type]: answer.suggestions }));
    },
    onError: (error, input) => {
      // §8: on any failure the examples are offered instead.
      setSuggestionMessage(suggestionError(error));
      setSuggestions((current) => ({ ...current, [input.type]: EXAMPLES[input.type] }));
    },
  });
  const save = trpc.mvp.save.useMutation({
    onSuccess: (record) => {
      setSaved(true);
      onSaved(record);
      track("Feature Used", { feature: MVP_FEATURE, action: "complete" });
      closeTimer.current = setTimeout(onClose, MVP_WIZARD_SUCCESS_CLOSE_MS);
    },
  });

  const requestSuggestions = () => {
    if (!type) {
      setSuggestionMessage(messages.goalSuggestionsInvalidStep);
      return;
    }
    track("Feature Used", { feature: MVP_FEATURE, action: "generate", type });
    const currentGoals =
      type === "mission" ? [] : (type === "longTermGoals" ? draft.vision : draft.principles).filter(Boolean);
    generate.mutate({ type, userData: { currentGoals } });
  };

  const use = (suggestion: string) => {
    if (type === "mission") setDraft({ ...draft, mission: suggestion });
    else if (type === "longTermGoals") setDraft({ ...draft, vision: placeSuggestion(draft.vision, suggestion) });
    else if (type === "processGoals") setDraft({ ...draft, principles: placeSuggestion(draft.principles, suggestion) });
    setCheckError(null);
  };

  const changeGoals = (next: MvpDraft) => {
    setDraft(next);
    setCheckError(null);
  };

  const goTo = (next: number) => {
    setStep(next);
    setSuggestionMessage(null);
    setCheckError(null);
    save.reset();
  };

  const complete = () => {
    const parsed = MvpRecord.safeParse(draft);
    if (!parsed.success) {
      setCheckError(parsed.error.issues[0]?.message ?? messages.mvpWizardSaveFailed);
      return;
    }
    setCheckError(null);
    save.mutate(parsed.data);
  };

  const error = checkError ?? (save.error ? wizardSaveError(save.error) : null);

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
      {step === 1 ? <MissionStep draft={draft} onChange={setDraft} /> : null}
      {step === 2 || step === 3 ? (
        <GoalsStep list={step === 2 ? "vision" : "principles"} draft={draft} onChange={changeGoals} />
      ) : null}
      {type ? (
        <SuggestionsPanel
          suggestions={suggestions[type] ?? []}
          message={suggestionMessage}
          pending={generate.isPending}
          onGenerate={requestSuggestions}
          onUse={use}
        />
      ) : null}
      {step === LAST_STEP ? <ReviewStep draft={draft} /> : null}

      {saved ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-brand-50 px-3.5 py-2.5 text-brand-900">
          <CircleCheck className="size-5 shrink-0" aria-hidden />
          {messages.mvpSaved}
        </p>
      ) : null}
      <ErrorNote boxed>{error}</ErrorNote>

      <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex items-center justify-between gap-2 border-slate-100 border-t bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
        <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || save.isPending}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        {step === LAST_STEP ? (
          <Button onClick={complete} disabled={save.isPending || saved}>
            {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Check aria-hidden />}
            Complete
          </Button>
        ) : (
          <Button onClick={() => goTo(step + 1)}>
            Next
            <ArrowRight aria-hidden />
          </Button>
        )}
      </div>
    </DialogContent>
  );
}
