import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode, Ref } from "react";

/** The dimmed backdrop behind a wizard dialog. */
export function WizardOverlay() {
  return <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 backdrop-blur-[2px]" />;
}

export interface WizardFrameProps {
  /** The step names, in order; the current one is the dialog's title. */
  steps: readonly string[];
  step: number;
  /** The wizard's name, shown before "Step n of N" from the small breakpoint on. */
  name?: string | undefined;
  /** The accessible name of the progress bar. */
  progressLabel: string;
  /** Saving or closing: Close and the navigation are disabled. */
  busy: boolean;
  /** Close and Escape; a click outside does not close a wizard. */
  onClose: () => void;
  bodyRef?: Ref<HTMLDivElement> | undefined;
  bodyClassName?: string | undefined;
  /** The navigation under the body, usually a WizardNav. */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * A step-by-step wizard in a dialog (full screen on phones): the step count, Close, the step's
 * title and a progress bar over a scrolling body and a footer. Goes inside a Dialog.Root and
 * Dialog.Portal.
 */
export function WizardFrame({
  steps,
  step,
  name,
  progressLabel,
  busy,
  onClose,
  bodyRef,
  bodyClassName,
  footer,
  children,
}: WizardFrameProps) {
  const percent = Math.round(((step + 1) / steps.length) * 100);
  return (
    <Dialog.Content
      aria-describedby={undefined}
      onPointerDownOutside={(event) => event.preventDefault()}
      onEscapeKeyDown={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={[
        "fixed inset-0 z-50 flex h-dvh flex-col bg-white outline-none",
        "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[min(46rem,92dvh)] sm:w-[min(42rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:shadow-2xl",
      ].join(" ")}
    >
      <header className="border-slate-100 border-b px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-4 sm:px-7 sm:pt-6">
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold text-brand-700 text-sm">
            {name ? <span className="hidden sm:inline">{name} · </span> : null}Step {step + 1} of {steps.length}
          </p>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={busy} className="-mr-2">
            Close
          </Button>
        </div>
        <Dialog.Title className="mt-1 font-bold text-2xl text-ink tracking-tight">{steps[step]}</Dialog.Title>
        <div
          className="mt-3 flex gap-1.5"
          role="progressbar"
          aria-label={progressLabel}
          aria-valuemin={1}
          aria-valuemax={steps.length}
          aria-valuenow={step + 1}
          aria-valuetext={`Step ${step + 1} of ${steps.length}: ${steps[step]} (${percent}%)`}
        >
          {steps.map((stepName, index) => (
            <span
              key={stepName}
              className={`h-1.5 flex-1 rounded-full transition-colors ${index <= step ? "bg-brand-600" : "bg-slate-200"}`}
            />
          ))}
        </div>
      </header>

      <div ref={bodyRef} className={cn("flex-1 overflow-y-auto px-5 py-5 sm:px-7", bodyClassName)}>
        {children}
      </div>

      {footer}
    </Dialog.Content>
  );
}

/** Back, then Next or, on the last step, Complete ("Saving…" while `saving`). */
export function WizardNav({
  step,
  lastStep,
  busy,
  saving,
  onBack,
  onNext,
  onComplete,
}: {
  step: number;
  lastStep: number;
  /** Disables every button but Back's on the first step. */
  busy: boolean;
  saving: boolean;
  onBack: () => void;
  onNext: () => void;
  onComplete: () => void;
}) {
  return (
    <footer className="flex items-center justify-between gap-3 border-slate-100 border-t px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-7 sm:py-4">
      <Button variant="secondary" onClick={onBack} disabled={step === 0 || busy}>
        <ArrowLeft aria-hidden />
        Back
      </Button>
      {step === lastStep ? (
        <Button onClick={onComplete} disabled={busy}>
          <Check aria-hidden />
          {saving ? "Saving…" : "Complete"}
        </Button>
      ) : (
        <Button onClick={onNext} disabled={busy}>
          Next
          <ArrowRight aria-hidden />
        </Button>
      )}
    </footer>
  );
}
