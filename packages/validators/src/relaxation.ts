import { z } from "zod";
import { Id } from "./ids";
import { focusMessages } from "./messages/focus";

/** training-and-tools.md §9: the three lengths, labelled Quick, Short and Standard (§2). */
export const RELAXATION_MINUTES = [1, 2, 4] as const;
export type RelaxationMinutes = (typeof RELAXATION_MINUTES)[number];
export const RELAXATION_DEFAULT_MINUTES: RelaxationMinutes = 4;
export const RELAXATION_NOTES_MAX = 1000;

export const relaxationLabel = (minutes: RelaxationMinutes) =>
  minutes === 1 ? "Quick" : minutes === 2 ? "Short" : "Standard";

/** Where the guided track of each length is served (§7). */
export const relaxationTrackPath = (minutes: RelaxationMinutes) => `/audio/relaxation/${minutes}min-relaxation.mp3`;

/** POST /relaxation/sessions: the chosen length, the seconds actually relaxed (0 to the length), notes. */
export const RelaxationSessionInput = z
  .object({
    durationMinutes: z.union(
      RELAXATION_MINUTES.map((minutes) => z.literal(minutes)),
      focusMessages.relaxationLengthInvalid,
    ),
    actualDurationSeconds: z
      .number(focusMessages.relaxationDurationInvalid)
      .min(0, focusMessages.relaxationDurationInvalid)
      .transform(Math.round),
    notes: z.string().trim().max(RELAXATION_NOTES_MAX, focusMessages.relaxationNotesTooLong).default(""),
  })
  .refine((session) => session.actualDurationSeconds <= session.durationMinutes * 60, {
    message: focusMessages.relaxationDurationInvalid,
    path: ["actualDurationSeconds"],
  });
export type RelaxationSessionInput = z.infer<typeof RelaxationSessionInput>;

export const RelaxationSessionView = z.object({
  id: Id,
  durationMinutes: z.number().int(),
  actualDurationSeconds: z.number().int(),
  notes: z.string(),
  /** Whether the whole length was relaxed. */
  completed: z.boolean(),
  createdAt: z.date(),
});
export type RelaxationSessionView = z.infer<typeof RelaxationSessionView>;

/** §2 completion: "m:ss". */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
