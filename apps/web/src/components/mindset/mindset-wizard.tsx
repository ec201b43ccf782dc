import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { FieldError, Input } from "@onepercent/ui/field";
import { MINDSET_FEATURE } from "@onepercent/validators/analytics-events";
import { messages } from "@onepercent/validators/messages";
import {
  MINDSET_EXAMPLE_SUGGESTIONS,
  MINDSET_WIZARD_STEPS,
  MINDSET_WORD_MAX,
  MINDSET_WORDS,
  type Mindset,
  type MindsetStatementItem,
  type MindsetSuggestionType,
  nonEmptyReviewGroups,
  OneWordFocus,
  selfTalkKind,
} from "@onepercent/validators/mindset";
import { CircleAlert, Eye, MessageCircle, RefreshCw, Sparkles, User } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { trpc } from "../../lib/trpc";
import { WizardFrame, WizardNav, WizardOverlay } from "../wizard/wizard-frame";
import { WizardIntro, type WizardIntroPoint } from "../wizard/wizard-intro";
import { StatementOptions, type SuggestionOption } from "./statement-options";

const LAST_STEP = MINDSET_WIZARD_STEPS.length - 1;

type ListGroup = "affirmations" | "selfTalk" | "bodyLanguage" | "keysToKeepItSimple";

/** The data steps in order: the group each fills and the suggestion type it asks for. */
const DATA_STEPS: Record<number, { group: ListGroup | "oneWordFocus"; type: MindsetSuggestionType }> = {
  1: { group: "affirmations", type: "affirmations" },
  2: { group: "selfTalk", type: "selfTalk" },
  3: { group: "bodyLanguage", type: "bodyLanguage" },
  4: { group: "keysToKeepItSimple", type: "phrases" },
  5: { group: "oneWordFocus", type: "oneWordFocus" },
};

const STEP_COPY: Record<number, { question: string; hint: string }> = {
  1: {
    question: "Which affirmations do you want to believe about yourself?",
    hint: "Short, first person, present tense. Check the ones that fit or write your own.",
  },
  2: {
    question: "What will you say to yourself in the moment?",
    hint: "Instructional self-talk cues what to do; motivational self-talk lifts your confidence and effort.",
  },
  3: {
    question: "How will your body show confidence?",
    hint: "Posture, eyes and breathing send a message to you, your teammates and your opponent.",
  },
  4: {
    question: "Which key phrases keep it simple?",
    hint: "A few words you can remember under pressure.",
  },
  5: {
    question: "Choose your one word focus",
    hint: "One word that brings you back to your best. Pick one or write your own.",
  },
};

interface Groups {
  affirmations: MindsetStatementItem[];
  selfTalk: MindsetStatementItem[];
  bodyLanguage: MindsetStatementItem[];
  keysToKeepItSimple: MindsetStatementItem[];
  oneWordFocus: string;
}

const asItems = (texts: string[], kinded = false): MindsetStatementItem[] =>
  texts.map((text) => ({
    id: crypto.randomUUID(),
    text,
    source: "custom",
    kind: kinded ? selfTalkKind(text) : undefined,
  }));

/** The wizard starts from the saved mindset, so running it again edits rather than replaces blindly. */
const groupsOf = (mindset: Mindset | null): Groups => ({
  affirmations: asItems(mindset?.affirmations ?? []),
  selfTalk: asItems(mindset?.selfTalk ?? [], true),
  bodyLanguage: asItems(mindset?.bodyLanguage ?? []),
  keysToKeepItSimple: asItems(mindset?.keysToKeepItSimple ?? []),
  oneWordFocus: mindset?.oneWordFocus ?? "",
});

const textsOf = (items: MindsetStatementItem[]) => items.map((item) => item.text);
const outputOf = (groups: Groups) => ({
  affirmations: textsOf(groups.affirmations),
  selfTalk: textsOf(groups.selfTalk),
  bodyLanguage: textsOf(groups.bodyLanguage),
  keysToKeepItSimple: textsOf(groups.keysToKeepItSimple),
  oneWordFocus: groups.oneWordFocus,
});

interface SuggestionState {
  options: SuggestionOption[];
  /** The coach could not answer: built-in examples are shown instead (§8). */
  failed: boolean;
}

/** The Mindset Process Wizard (planning-and-reflection.md §2.3, §4, §8): seven steps in a dialog. */
export function MindsetWizard({
  initial,
  onClose,
  onSaved,
  onDirtyChange,
}: {
  initial: Mindset | null;
  onClose: () => void;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [step, setStep] = useState(0);
  const [groups, setGroups] = useState<Groups>(() => groupsOf(initial));
  const [dirty, setDirty] = useState(false);
  const [suggestions, setSuggestions] = useState<Partial<Record<MindsetSuggestionType, SuggestionState>>>({});
  const [confirmClose, setConfirmClose] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const utils = trpc.useUtils();
  const suggest = trpc.mindset.suggestions.useMutation();
  const complete = trpc.mindset.completeWizard.useMutation({
    onSuccess: (answer) => {
      utils.mindset.get.setData(undefined, answer.mindset);
      utils.mindset.process.get.setData(undefined, answer.mindsetProcess);
      void utils.dashboard.get.invalidate();
      track("Feature Used", { feature: MINDSET_FEATURE, action: "wizard complete" });
      onDirtyChange(false);
      onSaved();
    },
  });

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    track("Feature Used", { feature: MINDSET_FEATURE, action: "wizard open" });
  }, []);

  const dataStep = DATA_STEPS[step];
  const type = dataStep?.type;

  const load = (kind: MindsetSuggestionType) => {
    const current = DATA_STEPS[step]?.group;
    const chosen = current === undefined ? [] : current === "oneWordFocus" ? [] : textsOf(groups[current]);
    suggest.mutate(
      { type: kind, currentSelections: chosen },
      {
        onSuccess: (answer) =>
          setSuggestions((all) => ({ ...all, [kind]: { options: answer.suggestions, failed: false } })),
        onError: () =>
          setSuggestions((all) => ({
            ...all,
            [kind]: {
              options: MINDSET_EXAMPLE_SUGGESTIONS[kind].map((text) => ({
                text,
                kind: kind === "selfTalk" ? selfTalkKind(text) : undefined,
              })),
              failed: true,
            },
          })),
      },
    );
  };

  // §4: entering a data step asks the coach for suggestions (once; "New suggestions" asks again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    bodyRef.current?.scrollTo({ top: 0 });
    if (type && !suggestions[type]) load(type);
  }, [step]);

  const change = (next: Groups) => {
    setGroups(next);
    if (!dirty) {
      setDirty(true);
      onDirtyChange(true);
    }
    if (complete.isError) complete.reset();
  };

  const requestClose = () => {
    if (dirty && !complete.isSuccess) setConfirmClose(true);
    else close();
  };
  const close = () => {
    onDirtyChange(false);
    onClose();
  };

  const state = type ? suggestions[type] : undefined;
  const loading = type !== undefined && !state && suggest.isPending;
  const busy = complete.isPending;

  return (
    <Primitive.Root open onOpenChange={(open) => !open && requestClose()}>
      <Primitive.Portal>
        <WizardOverlay />
        <WizardFrame
          steps={MINDSET_WIZARD_STEPS}
          step={step}
          name="Mindset Process Wizard"
          progressLabel="Mindset wizard progress"
          busy={busy}
          onClose={requestClose}
          bodyRef={bodyRef}
          bodyClassName="space-y-4"
          footer={
            <WizardNav
              step={step}
              lastStep={LAST_STEP}
              busy={busy}
              saving={busy}
              onBack={() => setStep(Math.max(0, step - 1))}
              onNext={() => setStep(step + 1)}
              onComplete={() => complete.mutate(outputOf(groups))}
            />
          }
        >
          {step === 0 ? <Introduction /> : null}
          {dataStep && type ? (
            <>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 id={headingId} className="font-semibold text-ink text-lg">
                    {STEP_COPY[step]?.question}
                  </h3>
                  <p id={hintId} className="mt-1 text-slate-600 text-sm">
                    {STEP_COPY[step]?.hint}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => load(type)}
                  disabled={suggest.isPending}
                  aria-label="New suggestions"
                >
                  <RefreshCw className={suggest.isPending ? "animate-spin" : ""} aria-hidden />
                  <span className="hidden sm:inline">New suggestions</span>
                </Button>
              </div>
              {state?.failed ? (
                <div role="alert" className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-amber-900 text-sm">
                  <p className="font-medium">{messages.mindsetSuggestionsFailed}</p>
                  <p>{messages.mindsetExamplesShown}</p>
                </div>
              ) : null}
              {dataStep.group === "oneWordFocus" ? (
                <WordChoice
                  suggested={state?.options.map((option) => option.text) ?? []}
                  loading={loading}
                  value={groups.oneWordFocus}
                  labelledBy={headingId}
                  onChange={(word) => change({ ...groups, oneWordFocus: word })}
                />
              ) : (
                <StatementOptions
                  suggestions={state?.options ?? []}
                  loading={loading}
                  selected={groups[dataStep.group]}
                  labelledBy={headingId}
                  describedBy={hintId}
                  onChange={(next) => {
                    const group = dataStep.group;
                    if (group !== "oneWordFocus") change({ ...groups, [group]: next });
                  }}
                />
              )}
            </>
          ) : null}
          {step === LAST_STEP ? <Review groups={groups} /> : null}
          {complete.isError ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl bg-red-50 px-3.5 py-2.5 font-medium text-red-800 text-sm"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {messages.mindsetProcessSaveFailed}
            </p>
          ) : null}
        </WizardFrame>
      </Primitive.Portal>

      <Dialog open={confirmClose} onOpenChange={(open) => !open && setConfirmClose(false)}>
        <DialogContent
          title="Discard your mindset?"
          description="The choices you made in the wizard are not saved yet."
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Discard changes
            </Button>
            <Button onClick={() => setConfirmClose(false)}>Keep going</Button>
          </div>
        </DialogContent>
      </Dialog>
    </Primitive.Root>
  );
}

const INTRODUCTION_POINTS: WizardIntroPoint[] = [
  { icon: Sparkles, title: "Affirmations", text: "What you believe about yourself, said in the present tense." },
  { icon: MessageCircle, title: "Self-talk", text: "The words you use in the moment: cues and encouragement." },
  { icon: User, title: "Body language", text: "How you carry yourself after a mistake and before a big moment." },
  { icon: Eye, title: "Key phrases and one word", text: "Simple reminders that bring you back under pressure." },
];

function Introduction() {
  return (
    <WizardIntro heading="Build your mindset" points={INTRODUCTION_POINTS}>
      Your mindset is what you think, say and show when it counts. In the next steps your coach suggests statements for
      each part; check the ones that fit you, add your own, and review them before you save.
    </WizardIntro>
  );
}

/** §2.3: suggested words, the fixed list of ten, and a custom word of at most 15 characters. */
function WordChoice({
  suggested,
  loading,
  value,
  labelledBy,
  onChange,
}: {
  suggested: string[];
  loading: boolean;
  value: string;
  labelledBy: string;
  onChange: (word: string) => void;
}) {
  const inputId = useId();
  const listed = [...MINDSET_WORDS].map((word) => word.toLowerCase());
  const extra = suggested.filter((word) => !listed.includes(word.toLowerCase()));
  const words = [...extra, ...MINDSET_WORDS];
  const isChosen = (word: string) => word.toLowerCase() === value.toLowerCase();
  const custom = value !== "" && !words.some(isChosen);
  const [draft, setDraft] = useState(custom ? value : "");
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <fieldset aria-labelledby={labelledBy} aria-busy={loading}>
        <ul className="flex flex-wrap gap-2">
          {words.map((word) => (
            <li key={word}>
              <button
                type="button"
                aria-pressed={isChosen(word)}
                onClick={() => {
                  setError(null);
                  setDraft("");
                  onChange(isChosen(word) ? "" : word);
                }}
                className={cn(
                  "rounded-full border-2 px-4 py-2 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2",
                  isChosen(word)
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-200 bg-white text-slate-800 hover:border-slate-300",
                )}
              >
                {word}
                {extra.includes(word) ? (
                  <Sparkles className="ml-1.5 inline size-3.5 align-[-2px]" aria-label="suggested for you" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="rounded-2xl border border-slate-300 border-dashed p-3">
        <label htmlFor={inputId} className="font-medium text-ink text-sm">
          Or your own word
        </label>
        <Input
          id={inputId}
          className="mt-1.5"
          value={draft}
          maxLength={MINDSET_WORD_MAX}
          placeholder="Up to 15 characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-count${error ? ` ${inputId}-error` : ""}`}
          onChange={(event) => {
            setDraft(event.target.value);
            const parsed = OneWordFocus.safeParse(event.target.value);
            if (parsed.success) {
              setError(null);
              onChange(parsed.data);
            } else setError(parsed.error.issues[0]?.message ?? null);
          }}
        />
        <p id={`${inputId}-count`} className="mt-1 text-slate-500 text-xs">
          {draft.length}/{MINDSET_WORD_MAX} characters
        </p>
        <FieldError id={`${inputId}-error`}>{error}</FieldError>
      </div>
    </div>
  );
}

/** §2.3: the groups holding something, or 'No mindset elements defined'. */
function Review({ groups }: { groups: Groups }) {
  const shown = nonEmptyReviewGroups(outputOf(groups));
  if (shown.length === 0)
    return <p className="rounded-2xl bg-slate-50 p-4 text-slate-700">{messages.mindsetReviewEmpty}</p>;
  return (
    <div className="space-y-3">
      <p className="text-slate-700">Check your mindset, then choose Complete to save it.</p>
      <dl className="space-y-3">
        {shown.map((group) => (
          <div key={group.key} className="rounded-2xl bg-slate-50 p-4">
            <dt className="font-semibold text-ink">{group.label}</dt>
            <dd>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
