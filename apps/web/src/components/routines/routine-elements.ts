/**
 * A routine as the athlete goes through it (training-and-tools.md §2): Trigger, 'Take a Breath',
 * Physical Action, 'Take Another Breath', then the steps. The detail view lists these; the
 * guided rehearsal shows them one at a time, with the two breaths timed.
 */
import { type BreathworkPreset, BUILT_IN_PRESETS } from "@onepercent/validators/breathwork";
import type { RoutineView } from "@onepercent/validators/routines";

export type RoutineElement =
  | { kind: "text"; title: string; text: string }
  | { kind: "breath"; title: string }
  | { kind: "step"; title: string; text: string; number: number; of: number };

export function routineElements(
  routine: Pick<RoutineView, "triggerDescription" | "physicalAction" | "steps">,
): RoutineElement[] {
  return [
    { kind: "text", title: "Trigger", text: routine.triggerDescription },
    { kind: "breath", title: "Take a Breath" },
    { kind: "text", title: "Physical Action", text: routine.physicalAction },
    { kind: "breath", title: "Take Another Breath" },
    ...routine.steps.map(
      (text, index): RoutineElement => ({
        kind: "step",
        title: `Step ${index + 1}`,
        text,
        number: index + 1,
        of: routine.steps.length,
      }),
    ),
  ];
}

const REHEARSAL_PRESET_NAME = "Cyclic Sighing";

/**
 * The timed breath of a rehearsal: one cyclic sigh (two breaths in, a long breath out), the
 * built-in preset's own timing with a single cycle.
 */
export function rehearsalBreath(): BreathworkPreset {
  const preset = BUILT_IN_PRESETS.find((candidate) => candidate.name === REHEARSAL_PRESET_NAME) ?? BUILT_IN_PRESETS[0];
  if (!preset) throw new Error("no built-in breathwork preset");
  return { ...preset, cycles: 1 };
}

/**
 * The element's place among the spoken ones (the server's routineSpeechTexts: trigger, physical
 * action, then the steps), or null for a breath, which the voice leaves silent.
 */
export function spokenIndex(elements: readonly RoutineElement[], position: number): number | null {
  const element = elements[position];
  if (!element || element.kind === "breath") return null;
  return elements.slice(0, position).filter((before) => before.kind !== "breath").length;
}

/** Where the voice of the routine's spoken element `index` is served. */
export const routineSpeechUrl = (routineId: string, index: number) =>
  `/api/routines/${encodeURIComponent(routineId)}/speech/${index}.mp3`;
