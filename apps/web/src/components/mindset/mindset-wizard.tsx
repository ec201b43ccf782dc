import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { ErrorNote } from "@onepercent/ui/error-note";
import { MINDSET_FEATURE } from "@onepercent/validators/analytics-events";
import { messages } from "@onepercent/validators/messages/common";
import { MINDSET_WIZARD_STEPS, type Mindset, type MindsetSuggestionType } from "@onepercent/validators/mindset";
import { Dialog as Primitive } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { trpc } from "../../lib/trpc";
import { WizardFrame, WizardNav, WizardOverlay } from "../wizard/wizard-frame";
import { DataStep } from "./data-step";
import { useMindsetSuggestions } from "./use-mindset-suggestions";
import { DATA_STEPS, type Groups, groupsOf, outputOf, textsOf } from "./wizard-groups";
import { Introduction, Review } from "./wizard-review";

const LAST_STEP = MINDSET_WIZARD_STEPS.length - 1;

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
  const [confirmClose, setConfirmClose] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const utils = trpc.useUtils();
  const suggestions = useMindsetSuggestions();
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

  const type = DATA_STEPS[step]?.type;

  const load = (kind: MindsetSuggestionType) => {
    const current = DATA_STEPS[step]?.group;
    suggestions.load(kind, current === undefined || current === "oneWordFocus" ? [] : textsOf(groups[current]));
  };

  // §4: entering a data step asks the coach for suggestions (once; "New suggestions" asks again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    bodyRef.current?.scrollTo({ top: 0 });
    if (type && !suggestions.byType[type]) load(type);
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

  const state = type ? suggestions.byType[type] : undefined;
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
          {type ? (
            <DataStep
              step={step}
              groups={groups}
              suggestions={state}
              loading={!state && suggestions.pending}
              pending={suggestions.pending}
              onRefresh={() => load(type)}
              onChange={change}
            />
          ) : null}
          {step === LAST_STEP ? <Review groups={groups} /> : null}
          {complete.isError ? (
            <ErrorNote boxed className="font-medium">
              {messages.mindsetProcessSaveFailed}
            </ErrorNote>
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
