/**
 * The relaxation countdown as plain values read from a clock (training-and-tools.md §4
 * Relaxation): the time relaxed is measured, never counted in ticks, so it stays right while
 * the tab is hidden or the screen is locked. No React, no DOM.
 */
import type { RelaxationEndedEarlyProperties } from "@onepercent/validators/analytics-events";
import type { RelaxationMinutes } from "@onepercent/validators/relaxation";

export interface RelaxationClock {
  /** The chosen length in ms. */
  lengthMs: number;
  /** Time relaxed before the current run (the runs between pauses add up here). */
  bankedMs: number;
  /** When the current run started (ms since the epoch), or null while paused. */
  runningSince: number | null;
}

/** A countdown of `minutes`, started at `now`. */
export const startClock = (minutes: RelaxationMinutes, now: number): RelaxationClock => ({
  lengthMs: minutes * 60_000,
  bankedMs: 0,
  runningSince: now,
});

/** The time relaxed at `now`, at most the chosen length. */
export function elapsedMs(clock: RelaxationClock, now: number): number {
  const running = clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince);
  return Math.min(clock.lengthMs, clock.bankedMs + running);
}

/** The whole seconds relaxed at `now`. */
export const elapsedSeconds = (clock: RelaxationClock, now: number) => Math.floor(elapsedMs(clock, now) / 1000);

/** The seconds the countdown shows: rounded up, so it reads 0 only when the time is up. */
export const remainingSeconds = (clock: RelaxationClock, now: number) =>
  Math.ceil((clock.lengthMs - elapsedMs(clock, now)) / 1000);

export const isPaused = (clock: RelaxationClock) => clock.runningSince === null;

export const isFinished = (clock: RelaxationClock, now: number) => elapsedMs(clock, now) >= clock.lengthMs;

/** Stops the clock at `now`, keeping the time relaxed so far. */
export const pauseClock = (clock: RelaxationClock, now: number): RelaxationClock =>
  isPaused(clock) ? clock : { ...clock, bankedMs: elapsedMs(clock, now), runningSince: null };

/** Runs the clock again from `now`. */
export const resumeClock = (clock: RelaxationClock, now: number): RelaxationClock =>
  isPaused(clock) ? { ...clock, runningSince: now } : clock;

/** What an early end records: the seconds relaxed, the seconds left and when it happened. */
export function earlyEnd(
  minutes: RelaxationMinutes,
  clock: RelaxationClock,
  now: number,
): RelaxationEndedEarlyProperties {
  const actual = elapsedSeconds(clock, now);
  return {
    planned_duration_minutes: minutes,
    actual_duration_seconds: actual,
    remaining_seconds: minutes * 60 - actual,
    timestamp: new Date(now).toISOString(),
  };
}

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** §2 completion: the minutes and seconds of mindfulness in a sentence, or 'Every moment counts' for none. */
export function mindfulnessSentence(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds === 0) return "Every moment counts";
  const parts = [
    ...(seconds >= 60 ? [counted(Math.floor(seconds / 60), "minute")] : []),
    ...(seconds % 60 > 0 ? [counted(seconds % 60, "second")] : []),
  ];
  return `You gave yourself ${parts.join(" and ")} of mindfulness.`;
}
