import { describe, expect, it } from "vitest";
import {
  earlyEnd,
  elapsedMs,
  elapsedSeconds,
  isFinished,
  isPaused,
  mindfulnessSentence,
  pauseClock,
  remainingSeconds,
  resumeClock,
  startClock,
} from "./relaxation-clock";

// A fixed instant: the clock only ever sees the times a test gives it.
const t0 = Date.UTC(2026, 10, 25, 18, 30, 0);
const at = (seconds: number) => t0 + seconds * 1000;

describe("the relaxation clock", () => {
  it("counts down the chosen length from the start", () => {
    const clock = startClock(1, t0);
    expect(remainingSeconds(clock, t0)).toBe(60);
    expect(remainingSeconds(clock, at(0.2))).toBe(60);
    expect(remainingSeconds(clock, at(1))).toBe(59);
    expect(elapsedSeconds(clock, at(59.9))).toBe(59);
    expect(remainingSeconds(clock, at(59.9))).toBe(1);
    expect(isFinished(clock, at(59.9))).toBe(false);
    expect(remainingSeconds(clock, at(60))).toBe(0);
    expect(isFinished(clock, at(60))).toBe(true);
  });

  it("reads the time from the clock, however rarely it is asked (a hidden tab, a locked screen)", () => {
    const clock = startClock(4, t0);
    expect(elapsedSeconds(clock, at(95))).toBe(95);
    expect(remainingSeconds(clock, at(95))).toBe(145);
    // Long after the end it stays at the chosen length.
    expect(elapsedMs(clock, at(3600))).toBe(240_000);
    expect(remainingSeconds(clock, at(3600))).toBe(0);
  });

  it("stands still while paused and runs on after resuming", () => {
    const clock = startClock(2, t0);
    const paused = pauseClock(clock, at(30));
    expect(isPaused(paused)).toBe(true);
    expect(elapsedSeconds(paused, at(30))).toBe(30);
    expect(elapsedSeconds(paused, at(500))).toBe(30);
    expect(isFinished(paused, at(500))).toBe(false);

    const resumed = resumeClock(paused, at(500));
    expect(isPaused(resumed)).toBe(false);
    expect(elapsedSeconds(resumed, at(510))).toBe(40);
    expect(remainingSeconds(resumed, at(510))).toBe(80);

    // Two pauses add up; pausing a paused clock or resuming a running one changes nothing.
    const twice = pauseClock(resumeClock(pauseClock(resumed, at(520)), at(600)), at(605));
    expect(elapsedSeconds(twice, at(9999))).toBe(55);
    expect(pauseClock(twice, at(700))).toBe(twice);
    expect(resumeClock(resumed, at(700))).toBe(resumed);
  });

  it("never counts time before the start (a clock set back)", () => {
    expect(elapsedMs(startClock(1, t0), at(-5))).toBe(0);
  });
});

describe("an early end", () => {
  it("records the seconds relaxed, the seconds left and when", () => {
    const clock = startClock(4, t0);
    expect(earlyEnd(4, clock, at(65.7))).toEqual({
      planned_duration_minutes: 4,
      actual_duration_seconds: 65,
      remaining_seconds: 175,
      timestamp: "2026-11-25T18:31:05.700Z",
    });
  });

  it("counts only the time relaxed when ended while paused", () => {
    const paused = pauseClock(startClock(1, t0), at(20));
    expect(earlyEnd(1, paused, at(300))).toMatchObject({ actual_duration_seconds: 20, remaining_seconds: 40 });
  });

  it("right after the start records nothing relaxed", () => {
    expect(earlyEnd(2, startClock(2, t0), t0)).toMatchObject({ actual_duration_seconds: 0, remaining_seconds: 120 });
  });
});

describe("the completion sentence", () => {
  it.each([
    [0, "Every moment counts"],
    [0.6, "Every moment counts"],
    [1, "You gave yourself 1 second of mindfulness."],
    [59, "You gave yourself 59 seconds of mindfulness."],
    [60, "You gave yourself 1 minute of mindfulness."],
    [61, "You gave yourself 1 minute and 1 second of mindfulness."],
    [65, "You gave yourself 1 minute and 5 seconds of mindfulness."],
    [120, "You gave yourself 2 minutes of mindfulness."],
    [185, "You gave yourself 3 minutes and 5 seconds of mindfulness."],
    [240, "You gave yourself 4 minutes of mindfulness."],
  ])("%s seconds: %s", (seconds, sentence) => {
    expect(mindfulnessSentence(seconds)).toBe(sentence);
  });
});
