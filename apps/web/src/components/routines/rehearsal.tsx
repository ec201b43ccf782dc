import { Button } from "@onepercent/ui/button";
import { PanelClose } from "@onepercent/ui/dialog";
import { ProgressBar } from "@onepercent/ui/progress-bar";
import { ChevronLeft, ChevronRight, CircleCheck, RotateCcw } from "lucide-react";
import { Dialog } from "radix-ui";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { RoutineItem } from "../../lib/offline/routine-list";
import { ReadAloudToggle } from "./read-aloud-toggle";
import { RehearsalBreath } from "./rehearsal-breath";
import { rehearsalSummary } from "./rehearsal-summary";
import { type RoutineElement, routineElements, routineSpeechUrl, spokenIndex } from "./routine-elements";
import { useReadAloud } from "./use-read-aloud";

const kicker = "font-semibold text-brand-800 text-sm uppercase tracking-wider";

/** What one screen of the rehearsal shows: the element's name, then its text or the timed breath. */
function ElementScreen({ element }: { element: RoutineElement }) {
  const title = element.kind === "step" ? `Step ${element.number} of ${element.of}` : element.title;
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <h3 className={kicker}>{title}</h3>
      {element.kind === "breath" ? (
        <RehearsalBreath />
      ) : (
        <p className="max-w-2xl break-words font-semibold text-2xl text-ink leading-snug sm:text-4xl">{element.text}</p>
      )}
    </div>
  );
}

const announcement = (element: RoutineElement) =>
  element.kind === "breath"
    ? element.title
    : `${element.kind === "step" ? `Step ${element.number}` : element.title}: ${element.text}`;

/**
 * The guided rehearsal (beyond the spec, issue 14): the routine full-screen, one element at a
 * time, the two breaths timed; Next and Back (or the arrow keys), Escape to stop. Reaching the
 * end counts one rehearsal (`onFinished`). With 'Read aloud' on, each text is read out by the
 * audio engine's voice (a synced routine only).
 */
export function Rehearsal({
  routine,
  onFinished,
  onClose,
}: {
  routine: RoutineItem;
  onFinished: () => void;
  onClose: () => void;
}) {
  const elements = routineElements(routine);
  const [index, setIndex] = useState(0);
  const counted = useRef(false);
  const nextButton = useRef<HTMLButtonElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  const last = elements.length - 1;
  const element = elements[index];
  const finished = element === undefined;
  const spoken = routine.pending ? null : spokenIndex(elements, index);
  const voice = useReadAloud(spoken === null ? null : routineSpeechUrl(routine._id, spoken));

  // Finish took its button away: the focus goes to Done.
  useEffect(() => {
    if (finished) doneButton.current?.focus();
  }, [finished]);

  const next = () => {
    if (index === last && !counted.current) {
      counted.current = true;
      onFinished();
    }
    setIndex((current) => Math.min(current + 1, elements.length));
  };
  const back = () => setIndex((current) => Math.max(0, current - 1));
  const again = () => {
    counted.current = false;
    setIndex(0);
    requestAnimationFrame(() => nextButton.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!element) return;
    if (event.key === "ArrowRight") next();
    else if (event.key === "ArrowLeft") back();
  };
  const percent = Math.round((Math.min(index, elements.length) / elements.length) * 100);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nextButton.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-linear-to-b from-brand-50 to-white outline-none"
        >
          <div className="mx-auto flex w-full max-w-3xl items-start justify-between gap-4 px-5 pt-[max(1rem,env(safe-area-inset-top))]">
            <div className="min-w-0">
              <p className="font-medium text-slate-600 text-sm">Rehearsal</p>
              <Dialog.Title className="break-words font-bold text-ink text-xl tracking-tight">
                {routine.name}
              </Dialog.Title>
            </div>
            <PanelClose label="Close rehearsal" className="-mr-2 shrink-0" />
          </div>
          <div className="mx-auto mt-3 w-full max-w-3xl px-5">
            <ProgressBar
              percent={percent}
              aria-label="Rehearsal progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            />
            <div className="mt-1.5 flex items-start justify-between gap-3">
              <p className="text-slate-600 text-sm tabular-nums">
                {element ? `${index + 1} of ${elements.length}` : "Complete"}
              </p>
              <ReadAloudToggle on={voice.on} offline={routine.pending} note={voice.note} onToggle={voice.toggle} />
            </div>
            {/* biome-ignore lint/a11y/useMediaCaption: the words read out are the text on screen. */}
            <audio ref={voice.audioRef} preload="none" onError={voice.onError} data-testid="rehearsal-voice" />
          </div>
          <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-5 py-6 text-center">
            {element ? (
              <ElementScreen key={index} element={element} />
            ) : (
              <div className="flex flex-col items-center gap-3">
                <CircleCheck className="size-14 text-brand-700" aria-hidden />
                <h3 className="font-bold text-3xl text-ink">Routine complete</h3>
                <p className="text-slate-700">
                  {rehearsalSummary(routine.rehearsals, routine.lastRehearsedAt, new Date())}
                </p>
                <p className="max-w-md text-slate-600 text-sm">
                  Rehearse it until it runs by itself: under pressure, the routine is what you fall back on.
                </p>
              </div>
            )}
          </div>
          <p className="sr-only" aria-live="polite">
            {element ? announcement(element) : "Routine complete"}
          </p>
          <div className="mx-auto flex w-full max-w-3xl gap-3 px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            {element ? (
              <>
                <Button variant="secondary" size="lg" className="flex-1" disabled={index === 0} onClick={back}>
                  <ChevronLeft aria-hidden />
                  Back
                </Button>
                <Button ref={nextButton} size="lg" className="flex-1" onClick={next}>
                  {index === last ? "Finish" : "Next"}
                  <ChevronRight aria-hidden />
                </Button>
              </>
            ) : (
              <>
                <Button variant="secondary" size="lg" className="flex-1" onClick={again}>
                  <RotateCcw aria-hidden />
                  Rehearse Again
                </Button>
                <Button ref={doneButton} size="lg" className="flex-1" onClick={onClose}>
                  Done
                </Button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
