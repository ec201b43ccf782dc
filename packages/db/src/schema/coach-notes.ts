import { COACH_NOTE_MAX } from "@onepercent/validators/coach-notes";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bound } from "./checks";
import { id, now, timestamptz } from "./columns";
import { journalEntries } from "./journal";
import { routines } from "./routines";
import { teams } from "./teams";
import { userMention, userRef } from "./user-columns";

// A coach's short note on an athlete's shared item (issue 29 part 5, decision 035 "Notes"): a
// journal entry or a routine. The note is the athlete's (`user_id`): they read it, answer it once
// or hide it, whatever they share later; the team's coaches read it only while the item is shared.

export const coachNotes = pgTable(
  "coach_notes",
  {
    id: id(),
    /** The athlete whose item it is. */
    userId: userRef(),
    /** The team it was written through (its coaches read it); null once the team is deleted. */
    teamId: uuid().references(() => teams.id, { onDelete: "set null" }),
    coachId: userMention(),
    /** The coach's name as it was, so the athlete still reads who wrote it. */
    coachName: text().notNull(),
    /** The item: exactly one of the two (deleting the item deletes its notes). */
    journalEntryId: uuid().references(() => journalEntries.id, { onDelete: "cascade" }),
    routineId: uuid().references(() => routines.id, { onDelete: "cascade" }),
    text: text().notNull(),
    reply: text(),
    repliedAt: timestamptz(),
    hiddenAt: timestamptz(),
    createdAt: now(),
  },
  (table) => [
    index("coach_notes_user_id_idx").on(table.userId, table.createdAt),
    index("coach_notes_team_id_idx").on(table.teamId, table.userId),
    index("coach_notes_journal_entry_id_idx").on(table.journalEntryId),
    index("coach_notes_routine_id_idx").on(table.routineId),
    check(
      "coach_notes_values",
      sql`num_nonnulls(${table.journalEntryId}, ${table.routineId}) = 1
        and char_length(${table.text}) between 1 and ${bound(COACH_NOTE_MAX)}
        and (${table.reply} is null or char_length(${table.reply}) between 1 and ${bound(COACH_NOTE_MAX)})`,
    ),
  ],
);
