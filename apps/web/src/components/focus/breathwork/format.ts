import type { BreathPhase, BreathworkPreset, PresetTiming } from "@onepercent/validators/breathwork";

const PHASE_LABELS: Record<BreathPhase, string> = {
  inhale: "Inhale",
  hold1: "Hold",
  exhale: "Exhale",
  hold2: "Hold",
};

/** A phase's name on screen: the preset's own label (cyclic sighing's "Inhale again") or the usual one. */
export const phaseLabel = (preset: Pick<BreathworkPreset, "labels">, phase: BreathPhase) =>
  preset.labels?.[phase] ?? PHASE_LABELS[phase];

/** Whether the preset's hold1 is a second breath in (the circle keeps growing instead of holding). */
export const hasSecondInhale = (preset: Pick<BreathworkPreset, "labels">) =>
  preset.labels?.hold1?.toLowerCase().startsWith("inhale") ?? false;

/** A preset's rhythm in seconds, e.g. "4-7-8-0 · 4 cycles". */
export const presetRhythm = (timing: PresetTiming) =>
  `${timing.inhale}-${timing.hold1}-${timing.exhale}-${timing.hold2} · ${timing.cycles} ${timing.cycles === 1 ? "cycle" : "cycles"}`;

/** The same rhythm in words, for screen readers. */
export const presetRhythmSpoken = (timing: PresetTiming) =>
  `inhale ${timing.inhale} s, hold ${timing.hold1} s, exhale ${timing.exhale} s, hold ${timing.hold2} s, ${timing.cycles} ${timing.cycles === 1 ? "cycle" : "cycles"}`;

/** Seconds as "45 s", "3 min", "3 min 20 s" or "1 h 5 min". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** Seconds as minutes with at most one decimal (the chart's values). */
export const toMinutes = (seconds: number) => Math.round(seconds / 6) / 10;
