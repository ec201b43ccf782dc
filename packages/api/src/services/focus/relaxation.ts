import { relaxationSessions } from "@onepercent/db";
import { focusMessages, type RelaxationSessionInput, RelaxationSessionView } from "@onepercent/validators";
import { focusRecordSaver } from "./daily-cap";

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
export const saveRelaxationSession = focusRecordSaver({
  table: relaxationSessions,
  columns: sessionColumns,
  view: RelaxationSessionView,
  failure: focusMessages.breathworkSaveFailed,
  values: (input: RelaxationSessionInput, userId, now) => {
    const completed = input.actualDurationSeconds >= input.durationMinutes * 60;
    return { userId, ...input, completed, createdAt: now };
  },
});
