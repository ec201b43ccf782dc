import { Button } from "@onepercent/ui/button";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { relaxationLabel } from "@onepercent/validators/relaxation";
import { CircleStop, Pause, Play, Volume2, Wind } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "../../common/confirm-dialog";
import { BreathingRing } from "./breathing-ring";
import { elapsedMs, isPaused } from "./relaxation-clock";
import type { Relaxation, RelaxationStep } from "./use-relaxation";

type TimerStep = Extract<RelaxationStep, { name: "timer" }>;

/** §2 Timer: the countdown, Pause/Resume, End Relaxation (asked first, §4) and a breathing tip. */
export function TimerStep({ step, session }: { step: TimerStep; session: Relaxation }) {
  const [confirming, setConfirming] = useState(false);
  const paused = isPaused(step.clock);
  const toggle = useRef<HTMLButtonElement>(null);
  // Start Relaxation has gone: focus moves to Pause, the control a listener needs next.
  useEffect(() => toggle.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <p className="font-medium text-slate-600 text-sm">
        {relaxationLabel(step.minutes)} · {step.minutes} {step.minutes === 1 ? "minute" : "minutes"}
      </p>
      <BreathingRing elapsedMs={elapsedMs(step.clock, session.now)} lengthMs={step.clock.lengthMs} paused={paused} />
      <AudioNote note={session.audio.note} onRetry={session.retryAudio} />
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {/* One button whose label changes, so focus stays on it. */}
        <Button
          ref={toggle}
          size="lg"
          variant={paused ? "primary" : "secondary"}
          onClick={paused ? session.resume : session.pause}
        >
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          {paused ? "Resume" : "Pause"}
        </Button>
        <Button size="lg" variant="ghost" onClick={() => setConfirming(true)}>
          <CircleStop aria-hidden />
          End Relaxation
        </Button>
      </div>
      <aside
        aria-labelledby="breathing-tip"
        className="w-full max-w-md rounded-2xl border border-sky-100 bg-sky-50/70 p-4 text-left"
      >
        <h2 id="breathing-tip" className="flex items-center gap-2 font-semibold text-ink text-sm">
          <Wind className="size-4 text-sky-700" aria-hidden />
          Breathing tip
        </h2>
        <p className="mt-1 text-slate-700 text-sm">
          Breathe in gently through your nose as the circle grows, and let the air out slowly as it shrinks. A long,
          easy out-breath tells your body it is safe to let go.
        </p>
      </aside>
      {confirming ? (
        <ConfirmDialog
          title="End relaxation?"
          description={focusMessages.relaxationEndConfirm}
          confirmLabel="End Relaxation"
          pending={false}
          error={null}
          onConfirm={() => {
            setConfirming(false);
            session.endEarly();
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

/** §8: playback refused (or the track missing); a button tries again, which is the interaction asked for. */
function AudioNote({ note, onRetry }: { note: string | null; onRetry: () => void }) {
  if (!note) return null;
  return (
    <div
      role="alert"
      className="flex w-full max-w-md flex-col items-center gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 text-sm sm:flex-row sm:text-left"
    >
      <p className="flex-1">{note}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        <Volume2 aria-hidden />
        Play audio
      </Button>
    </div>
  );
}
