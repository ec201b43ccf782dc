import { relaxationTrackPath } from "@onepercent/validators/relaxation";
import { CompletionStep } from "./completion-step";
import { SelectionStep } from "./selection-step";
import { TimerStep } from "./timer-step";
import { useRelaxation } from "./use-relaxation";

/**
 * The relaxation timer (training-and-tools.md §2, §4): selection → timer → completion, with
 * the guided track of the chosen length. No page chrome: /relaxation, the /focus switch and
 * the dashboard's dialog place it.
 */
export function RelaxationTimer() {
  const session = useRelaxation();
  const { step } = session;
  return (
    <div className="rounded-3xl border border-slate-200 bg-linear-to-b from-white via-white to-brand-50/60 p-4 shadow-xs sm:p-8">
      {/* The guided track; nothing is fetched until Start Relaxation plays it. */}
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken relaxation guide with no captions available; the screen shows the timer and tip */}
      <audio
        ref={session.audio.audioRef}
        src={relaxationTrackPath(step.name === "selection" ? session.minutes : step.minutes)}
        preload="none"
        onEnded={session.trackEnded}
        onError={session.audio.onError}
      />
      {step.name === "selection" ? (
        <SelectionStep session={session} />
      ) : step.name === "timer" ? (
        <TimerStep step={step} session={session} />
      ) : (
        <CompletionStep seconds={step.seconds} onNew={session.newRelaxation} />
      )}
    </div>
  );
}
