import { cn } from "@onepercent/ui/cn";
import { ProgressBar } from "@onepercent/ui/progress-bar";
import type { BreathPhase, BreathworkPreset } from "@onepercent/validators/breathwork";
import { CircleCheck } from "lucide-react";
import { useCallback, useRef } from "react";
import {
  activeMs,
  type BreathPosition,
  CIRCLE_MIN_SCALE,
  circleScale,
  positionAt,
  type SessionClock,
  sessionMs,
} from "./breath-session";
import { hasSecondInhale, phaseLabel, presetRhythm } from "./format";
import { useFrameScale, usePrefersReducedMotion } from "./use-device";

/** Each phase's colour: green to breathe in, blue to hold, violet to breathe out. */
const PHASE_FILL: Record<BreathPhase, string> = {
  inhale: "from-brand-100 to-brand-500/60",
  hold1: "from-sky-100 to-sky-400/60",
  exhale: "from-violet-100 to-violet-400/60",
  hold2: "from-sky-100 to-sky-400/60",
};

/** What the live region says: a new phase (with its cycle on each inhale), a pause, the end. */
function announcement(preset: BreathworkPreset, clock: SessionClock, at: BreathPosition): string {
  if (clock.status === "ready") return "";
  if (clock.status === "complete") return "Complete!";
  if (clock.status === "paused") return "Paused";
  const label = phaseLabel(preset, at.phase);
  return at.phase === "inhale" ? `Cycle ${at.cycle} of ${preset.cycles}. ${label}` : label;
}

/**
 * The breathing circle (§2): it grows on the inhale, holds, shrinks on the exhale; inside, the
 * phase and the seconds left; below, the cycle and the session's progress. With reduced motion
 * the circle stays still and only the text changes.
 */
export function BreathDisplay({
  preset,
  clock,
  position,
  elapsed,
}: {
  preset: BreathworkPreset;
  clock: SessionClock;
  position: BreathPosition;
  elapsed: number;
}) {
  const circle = useRef<HTMLDivElement>(null);
  const still = usePrefersReducedMotion();
  const secondInhale = hasSecondInhale(preset);
  const scaleAt = useCallback(
    (now: number) => {
      if (still) return 0.8;
      if (clock.status === "ready") return CIRCLE_MIN_SCALE;
      return circleScale(positionAt(preset, activeMs(clock, now)), secondInhale);
    },
    [clock, preset, secondInhale, still],
  );
  useFrameScale(circle, scaleAt, clock.status === "running" && !still);

  const total = sessionMs(preset);
  const percent = total === 0 ? 0 : Math.min(100, Math.round((elapsed / total) * 100));
  const active = clock.status === "running" || clock.status === "paused";
  return (
    <div className="flex flex-col items-center">
      <div className="relative grid size-60 place-items-center sm:size-80">
        <div aria-hidden className="absolute inset-0 rounded-full border-2 border-slate-200 border-dashed" />
        <div
          ref={circle}
          aria-hidden
          data-breath-circle
          className={cn(
            "absolute inset-0 rounded-full bg-linear-to-br shadow-brand-500/20 shadow-xl transition-colors duration-700 will-change-transform",
            clock.status === "complete" ? "from-brand-100 to-brand-500/70" : PHASE_FILL[position.phase],
          )}
        />
        <div className="relative flex flex-col items-center px-4 text-center">
          {clock.status === "complete" ? (
            <>
              <CircleCheck className="size-10 text-brand-800" aria-hidden />
              <p className="mt-1 font-bold text-3xl text-ink">Complete!</p>
            </>
          ) : active ? (
            <>
              <p className="font-semibold text-ink text-xl sm:text-2xl">{phaseLabel(preset, position.phase)}</p>
              <p className="font-bold text-6xl text-ink tabular-nums leading-none sm:text-7xl">
                {position.secondsLeft}
                <span className="sr-only"> seconds left</span>
              </p>
              {clock.status === "paused" ? (
                <p className="mt-1 rounded-full bg-white/80 px-2.5 py-0.5 font-medium text-slate-700 text-sm">Paused</p>
              ) : null}
            </>
          ) : (
            <>
              <p className="font-semibold text-ink text-xl">Ready</p>
              <p className="mt-1 text-slate-700 text-sm tabular-nums">{presetRhythm(preset)}</p>
            </>
          )}
        </div>
      </div>
      <p className="mt-3 font-medium text-slate-700 sm:mt-5">
        Cycle {clock.status === "ready" ? 1 : position.cycle} of {preset.cycles}
      </p>
      <ProgressBar
        percent={percent}
        className="mt-2 w-full max-w-60"
        aria-label="Session progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      />
      <p className="sr-only" aria-live="polite" aria-atomic>
        {announcement(preset, clock, position)}
      </p>
    </div>
  );
}
