import { z } from "zod";
import { Id } from "./ids";
import { ROUTINE_NAME_MAX, ROUTINE_STEPS_MAX, ROUTINE_TEXT_MAX } from "./limits";
import { routineMessages } from "./messages/routines";
import { requiredText } from "./text-schemas";

export { ROUTINE_NAME_MAX, ROUTINE_STEPS_MAX, ROUTINE_TEXT_MAX, ROUTINES_MAX_PER_USER } from "./limits";

/** Issue 14: limits of a performance routine (those its texts quote are in limits.ts). */
export const ROUTINE_STEPS_MIN = 1;
/** The longest idempotency key a client may send with a create. */
export const ROUTINE_CLIENT_ID_MAX = 100;
/** §9: success banners hide after 3 seconds. */
export const ROUTINE_BANNER_MS = 3000;

/**
 * The four checks of §5 in the spec's order (values trimmed): name, trigger, physical action,
 * every step. The first failure is the one shown (`firstRoutineIssue`).
 */
export const ROUTINE_FIELD_ORDER = ["name", "triggerDescription", "physicalAction", "steps"] as const;

/** POST /routines. `clientId` (optional) makes a create idempotent: the same key never makes a second routine. */
export const CreateRoutineInput = z.object({
  name: requiredText(routineMessages.nameRequired, ROUTINE_NAME_MAX, routineMessages.nameTooLong),
  triggerDescription: requiredText(routineMessages.triggerRequired, ROUTINE_TEXT_MAX, routineMessages.textTooLong),
  physicalAction: requiredText(routineMessages.actionRequired, ROUTINE_TEXT_MAX, routineMessages.textTooLong),
  steps: z
    .array(
      requiredText(routineMessages.stepsRequired, ROUTINE_TEXT_MAX, routineMessages.textTooLong),
      routineMessages.stepsRequired,
    )
    .min(ROUTINE_STEPS_MIN, routineMessages.stepsRequired)
    .max(ROUTINE_STEPS_MAX, routineMessages.tooManySteps),
  /** A key the client chose for this create (a routine made offline is sent again with the same key). */
  clientId: z.string().trim().min(1).max(ROUTINE_CLIENT_ID_MAX).optional(),
});
export type CreateRoutineInput = z.infer<typeof CreateRoutineInput>;

/** The message of the first failing check in §5's order, or null when the routine is valid. */
export function firstRoutineIssue(input: unknown): string | null {
  const result = CreateRoutineInput.safeParse(input);
  if (result.success) return null;
  for (const field of ROUTINE_FIELD_ORDER) {
    const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
    if (issue) return issue.message;
  }
  return result.error.issues[0]?.message ?? null;
}

export const RoutineView = z.object({
  _id: Id,
  name: z.string(),
  triggerDescription: z.string(),
  physicalAction: z.string(),
  steps: z.array(z.string()),
  createdAt: z.date(),
  /** Beyond the spec: rehearsals done, and when the last one was. */
  rehearsals: z.number().int(),
  lastRehearsedAt: z.date().nullable(),
});
export type RoutineView = z.infer<typeof RoutineView>;

/**
 * What the rehearsal's voice reads, in the rehearsal's order (the breaths are not spoken): the
 * trigger, the physical action, then each step. `GET /api/routines/:id/speech/:index.mp3` takes
 * an index into this list.
 */
export const routineSpeechTexts = (routine: Pick<RoutineView, "triggerDescription" | "physicalAction" | "steps">) => [
  routine.triggerDescription,
  routine.physicalAction,
  ...routine.steps,
];

/** Speech renders (a text not rendered yet) a user may start per hour. */
export const ROUTINE_SPEECH_RENDERS_PER_HOUR = 60;
