import { type Database, routines } from "@onepercent/db";
import { ROUTINE_SPEECH_RENDERS_PER_HOUR, routineSpeechTexts } from "@onepercent/validators";
import { reserveSlots } from "../shared/rate-limit";
import { ownedBy } from "../shared/records";

// The rehearsal's voice (issue 14): the spoken text of one element of the caller's routine.

/** The text read out for element `index` of the caller's routine; null for another user's or an unknown routine or index. */
export async function routineSpeechText(
  db: Database,
  userId: string,
  id: string,
  index: number,
): Promise<string | null> {
  const [routine] = await db
    .select({
      triggerDescription: routines.triggerDescription,
      physicalAction: routines.physicalAction,
      steps: routines.steps,
    })
    .from(routines)
    .where(ownedBy(routines, userId, id));
  return routine ? (routineSpeechTexts(routine)[index] ?? null) : null;
}

const HOUR_SECONDS = 60 * 60;

/**
 * Counts one speech render against the caller's hourly allowance; past it the render is refused
 * (AppError RATE_LIMITED with the wait), so the voice cannot be used to keep the server busy.
 */
export async function reserveSpeechRender(db: Database, userId: string, now = new Date()): Promise<void> {
  await reserveSlots(
    db,
    [{ key: `routine-speech:${userId}`, max: ROUTINE_SPEECH_RENDERS_PER_HOUR }],
    HOUR_SECONDS,
    now,
  );
}
