import { type Database, relaxationSessions } from "@onepercent/db";
import { focusMessages, type RelaxationSessionInput, type RelaxationSessionView } from "@onepercent/validators";
import { inserted } from "../records";
import { saveWithinDailyCap } from "./daily-cap";

// The relaxation timer (training-and-tools.md §2, §4, §7): the caller's sessions.

const sessionColumns = {
  id: relaxationSessions.id,
  durationMinutes: relaxationSessions.durationMinutes,
  actualDurationSeconds: relaxationSessions.actualDurationSeconds,
  notes: relaxationSessions.notes,
  completed: relaxationSessions.completed,
  createdAt: relaxationSessions.createdAt,
};

/** POST /relaxation/sessions: a session is complete when the whole chosen length was relaxed. */
export const saveRelaxationSession = (
  db: Database,
  userId: string,
  input: RelaxationSessionInput,
  now = new Date(),
): Promise<RelaxationSessionView> =>
  saveWithinDailyCap(db, relaxationSessions, userId, now, async (tx) => {
    const completed = input.actualDurationSeconds >= input.durationMinutes * 60;
    const rows = await tx
      .insert(relaxationSessions)
      .values({ userId, ...input, completed, createdAt: now })
      .returning(sessionColumns);
    return inserted(rows, focusMessages.breathworkSaveFailed);
  });
