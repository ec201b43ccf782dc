/**
 * The breathwork session as pure functions of a clock (training-and-tools.md §4): inhale,
 * hold1, exhale, hold2 per cycle (a hold of 0 is skipped), then complete. Every value comes
 * from the active time on a monotonic clock (`performance.now()`), never from counting ticks,
 * so a hidden tab or a throttled timer lands on the right phase when it next looks.
 */
import {
  BREATH_PHASES,
  type BreathPhase,
  type BreathworkSessionInput,
  type PresetTiming,
} from "@onepercent/validators/breathwork";

export type SessionClock =
  | { status: "ready" }
  | { status: "running"; bankedMs: number; since: number }
  | { status: "paused"; bankedMs: number }
  | { status: "complete"; bankedMs: number };

export type SessionStatus = SessionClock["status"];

export const READY: SessionClock = { status: "ready" };

/** A session that stopped early is saved once it breathed this long (§4: a partial session). */
const PARTIAL_MIN_MS = 1000;

export const startClock = (now: number): SessionClock => ({ status: "running", bankedMs: 0, since: now });

/** Milliseconds of breathing so far; paused time does not count. */
export function activeMs(clock: SessionClock, now: number): number {
  if (clock.status === "ready") return 0;
  if (clock.status === "running") return clock.bankedMs + Math.max(0, now - clock.since);
  return clock.bankedMs;
}

export const pauseClock = (clock: SessionClock, now: number): SessionClock =>
  clock.status === "running" ? { status: "paused", bankedMs: activeMs(clock, now) } : clock;

export const resumeClock = (clock: SessionClock, now: number): SessionClock =>
  clock.status === "paused" ? { status: "running", bankedMs: clock.bankedMs, since: now } : clock;

/** The phases a cycle goes through, in order, with their length; a phase of 0 s is left out. */
export const cyclePhases = (timing: PresetTiming) =>
  BREATH_PHASES.filter((phase) => timing[phase] > 0).map((phase) => ({ phase, ms: timing[phase] * 1000 }));

export const sessionMs = (timing: PresetTiming) =>
  cyclePhases(timing).reduce((sum, step) => sum + step.ms, 0) * timing.cycles;

/** A running clock whose active time has reached the end of the session is complete; any other clock is as it was. */
export function settleClock(clock: SessionClock, timing: PresetTiming, now: number): SessionClock {
  const total = sessionMs(timing);
  return clock.status === "running" && activeMs(clock, now) >= total ? { status: "complete", bankedMs: total } : clock;
}

export interface BreathPosition {
  phase: BreathPhase;
  /** The cycle under way, from 1. */
  cycle: number;
  completedCycles: number;
  phaseMs: number;
  remainingMs: number;
  /** The whole seconds left in the phase, as shown (4, 3, 2, 1). */
  secondsLeft: number;
  /** How far into the phase, 0 to 1 (for the animation). */
  progress: number;
  complete: boolean;
  /** The phase and cycle as one key: it changes exactly when the phase does. */
  key: string;
}

const position = (
  phase: BreathPhase,
  cycle: number,
  completedCycles: number,
  phaseMs: number,
  intoMs: number,
  complete: boolean,
): BreathPosition => {
  const remainingMs = Math.max(0, phaseMs - intoMs);
  return {
    phase,
    cycle,
    completedCycles,
    phaseMs,
    remainingMs,
    secondsLeft: Math.ceil(remainingMs / 1000),
    progress: phaseMs === 0 ? 1 : Math.min(1, intoMs / phaseMs),
    complete,
    key: complete ? "complete" : `${cycle}:${phase}`,
  };
};

/** Where a session is after `elapsedMs` of active breathing. */
export function positionAt(timing: PresetTiming, elapsedMs: number): BreathPosition {
  const steps = cyclePhases(timing);
  const cycleMs = steps.reduce((sum, step) => sum + step.ms, 0);
  const last = steps[steps.length - 1] ?? { phase: "exhale" as const, ms: 0 };
  if (cycleMs === 0 || elapsedMs >= cycleMs * timing.cycles) {
    return position(last.phase, timing.cycles, timing.cycles, last.ms, last.ms, true);
  }
  const elapsed = Math.max(0, elapsedMs);
  const done = Math.floor(elapsed / cycleMs);
  let into = elapsed - done * cycleMs;
  for (const step of steps) {
    if (into < step.ms) return position(step.phase, done + 1, done, step.ms, into, false);
    into -= step.ms;
  }
  return position(last.phase, done + 1, done, last.ms, last.ms, false);
}

/** What the bell at the end of the current phase announces: the next phase, or the end of the session. */
export function nextTone(timing: PresetTiming, at: BreathPosition): BreathPhase | "complete" {
  const steps = cyclePhases(timing);
  const index = steps.findIndex((step) => step.phase === at.phase);
  const next = steps[index + 1] ?? steps[0];
  if (at.complete || !next || (index === steps.length - 1 && at.cycle >= timing.cycles)) return "complete";
  return next.phase;
}

/** The smallest size of the breathing circle (fully exhaled), as a share of its largest. */
export const CIRCLE_MIN_SCALE = 0.55;
/** With a second inhale (cyclic sighing), the first one fills the circle this far. */
const FIRST_INHALE_SCALE = 0.86;

const easeInOut = (progress: number) => (1 - Math.cos(Math.PI * progress)) / 2;

/**
 * The circle's size for a position: it grows on the inhale, stays on a hold, shrinks on the
 * exhale. When hold1 is a second inhale, the first inhale stops short and hold1 tops it up.
 */
export function circleScale(at: BreathPosition, secondInhale = false): number {
  const grow = (from: number, to: number) => from + (to - from) * easeInOut(at.progress);
  const top = secondInhale ? FIRST_INHALE_SCALE : 1;
  if (at.complete) return 1;
  switch (at.phase) {
    case "inhale":
      return grow(CIRCLE_MIN_SCALE, top);
    case "hold1":
      return secondInhale ? grow(FIRST_INHALE_SCALE, 1) : 1;
    case "exhale":
      return grow(1, CIRCLE_MIN_SCALE);
    case "hold2":
      return CIRCLE_MIN_SCALE;
  }
}

/**
 * What to save for a session (§3, §4), or null when there is nothing to save: a session that
 * was never started, or one stopped before a second of breathing. A finished session is
 * complete; any other is partial.
 */
export function sessionRecord(
  preset: string,
  timing: PresetTiming,
  clock: SessionClock,
  now: number,
  startedAt: Date,
): BreathworkSessionInput | null {
  if (clock.status === "ready") return null;
  const total = sessionMs(timing);
  const elapsed = Math.min(activeMs(clock, now), total);
  const completed = clock.status === "complete" || elapsed >= total;
  if (!completed && elapsed < PARTIAL_MIN_MS) return null;
  return {
    preset,
    completed,
    duration: Math.round(elapsed / 1000),
    cycles: positionAt(timing, elapsed).completedCycles,
    date: startedAt.toISOString(),
  };
}
