import {
  ROUTINE_CLIENT_ID_MAX,
  ROUTINE_NAME_MAX,
  ROUTINE_STEPS_MAX,
  ROUTINE_STEPS_MIN,
  ROUTINE_TEXT_MAX,
} from "@onepercent/validators";
import { sql } from "drizzle-orm";
import { check, integer, jsonb, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bound } from "./checks";
import { timestamps, timestamptz } from "./columns";
import { ownedTable } from "./owned-table";

// Performance routines (training-and-tools.md §2 Routine builder, §3 Routine; issue 14). The checks
// mirror the validators' limits; the validators trim, so a stored text is never blank.

/** A POSIX regex matching a text of at least `length` characters (a regex bound is at most 255). */
function atLeastChars(length: number): string {
  const parts: string[] = [];
  for (let left = length; left > 0; left -= 255) parts.push(`.{${Math.min(left, 255)}}`);
  return parts.join("");
}

/** A step that is no text, an empty one, or one longer than the validators allow. */
const badStep = sql.raw(
  `'$[*] ? (@.type() != "string" || @ == "" || @ like_regex "${atLeastChars(ROUTINE_TEXT_MAX + 1)}" flag "s")'`,
);

/** A user's routine: a trigger, a breath, a physical action and steps back to the present. */
export const routines = ownedTable(
  "routines",
  {
    name: text().notNull(),
    triggerDescription: text().notNull(),
    physicalAction: text().notNull(),
    steps: jsonb().$type<string[]>().notNull(),
    /** The key a client chose for its create: the same key never makes a second routine of the user. */
    clientId: text(),
    rehearsals: integer().notNull().default(0),
    lastRehearsedAt: timestamptz(),
    ...timestamps(),
  },
  (table) => table.createdAt,
  (table) => [
    uniqueIndex("routines_user_id_client_id_idx")
      .on(table.userId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    check(
      "routines_texts",
      sql`char_length(${table.name}) between 1 and ${bound(ROUTINE_NAME_MAX)}
        and char_length(${table.triggerDescription}) between 1 and ${bound(ROUTINE_TEXT_MAX)}
        and char_length(${table.physicalAction}) between 1 and ${bound(ROUTINE_TEXT_MAX)}
        and (${table.clientId} is null or char_length(${table.clientId}) between 1 and ${bound(ROUTINE_CLIENT_ID_MAX)})`,
    ),
    check(
      "routines_steps",
      sql`jsonb_typeof(${table.steps}) = 'array'
        and jsonb_array_length(${table.steps}) between ${bound(ROUTINE_STEPS_MIN)} and ${bound(ROUTINE_STEPS_MAX)}
        and not jsonb_path_exists(${table.steps}, ${badStep})`,
    ),
    check("routines_rehearsals", sql`${table.rehearsals} >= 0`),
  ],
);

export type Routine = typeof routines.$inferSelect;
