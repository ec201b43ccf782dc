import { formatGridTime } from "@onepercent/validators/concentration";
import { useEffect, useEffectEvent, useRef } from "react";
import { usePrefersReducedMotion } from "../breathwork/use-device";

/** One breath of the ring: 5 seconds in, 5 seconds out (six breaths a minute). */
const BREATH_MS = 10_000;

const RADIUS = 92;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Eased within each half (in, then out), not over the whole breath. */
const BREATH_FRAMES: Keyframe[] = [
  { transform: "scale(0.72)", opacity: 0.55, easing: "ease-in-out" },
  { transform: "scale(1)", opacity: 1, easing: "ease-in-out" },
  { transform: "scale(0.72)", opacity: 0.55 },
];

/**
 * A soft disc that grows on the in-breath and shrinks on the out-breath, in step with the
 * clock (so with the "Breathe in…" cue); it holds while paused and stays still under reduced motion.
 */
function useBreathing(paused: boolean, elapsedMs: number) {
  const disc = useRef<HTMLDivElement>(null);
  const still = usePrefersReducedMotion();
  const phase = useEffectEvent(() => elapsedMs % BREATH_MS);
  useEffect(() => {
    const element = disc.current;
    if (!element || typeof element.animate !== "function" || still) return;
    const animation = element.animate(BREATH_FRAMES, {
      duration: BREATH_MS,
      iterations: Number.POSITIVE_INFINITY,
    });
    animation.currentTime = phase();
    if (paused) animation.pause();
    return () => animation.cancel();
  }, [still, paused]);
  return disc;
}

/**
 * The countdown (§2: mm:ss labelled 'Remaining') inside a ring that empties as the time passes,
 * over a disc that breathes slowly. The time is a `timer` (not read out every second).
 */
export function BreathingRing({
  elapsedMs,
  lengthMs,
  paused,
}: {
  elapsedMs: number;
  lengthMs: number;
  paused: boolean;
}) {
  const disc = useBreathing(paused, elapsedMs);
  const remaining = Math.ceil((lengthMs - elapsedMs) / 1000);
  const done = lengthMs > 0 ? Math.min(1, elapsedMs / lengthMs) : 1;
  const breathingIn = Math.floor(elapsedMs / (BREATH_MS / 2)) % 2 === 0;
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="relative size-64 sm:size-72">
        <div
          ref={disc}
          aria-hidden
          className="absolute inset-6 rounded-full bg-radial from-white via-brand-50 to-brand-100 shadow-2xl shadow-brand-500/25"
        />
        <svg viewBox="0 0 200 200" className="absolute inset-0 size-full -rotate-90" aria-hidden>
          <circle cx="100" cy="100" r={RADIUS} fill="none" strokeWidth="5" className="stroke-brand-100" />
          <circle
            cx="100"
            cy="100"
            r={RADIUS}
            fill="none"
            strokeWidth="5"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * done}
            className="stroke-brand-600 transition-[stroke-dashoffset] duration-300 ease-linear motion-reduce:transition-none"
          />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center">
          <span id="relaxation-remaining" className="font-medium text-brand-800 text-sm uppercase tracking-widest">
            Remaining
          </span>
          <span
            role="timer"
            aria-labelledby="relaxation-remaining"
            className="font-light text-6xl text-ink tabular-nums tracking-tight"
          >
            {formatGridTime(Math.max(0, remaining) * 1000)}
          </span>
          {paused ? <span className="mt-1 font-medium text-slate-600 text-sm">Paused</span> : null}
        </div>
      </div>
      <p className="h-7 text-lg text-slate-700" aria-hidden>
        {paused ? "Rest as you are" : breathingIn ? "Breathe in…" : "Breathe out…"}
      </p>
    </div>
  );
}
