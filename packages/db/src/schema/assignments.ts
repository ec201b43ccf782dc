import {
  ASSIGNMENT_KINDS,
  ASSIGNMENT_TITLE_STORED_MAX,
  type AssignmentItem,
  type AssignmentKind,
  type CreatedItem,
  OFFER_STATUSES,
  type OfferStatus,
  PROGRAM_WEEKS_MAX,
} from "@onepercent/validators/assignments";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { bound, oneOf } from "./checks";
import { id, now, partOf, timestamptz } from "./columns";
import { teams } from "./teams";
import { userMention, userRef } from "./user-columns";

// What a coach hands athletes (issue 29 part 4, decision 035 "Assignments"): a habit, a routine, a
// breathwork preset or a program of them over some weeks, offered to each athlete, who accepts or
// declines. What an accepted offer made lives in the athlete's own lists; the offer names it.

/**
 * A coach's assignment to a team (one athlete or every member). It outlives the team (its id
 * becomes null) so the athletes who accepted it still read who it came from; the coach's and the
 * team's names are kept as they were.
 */
export const assignments = pgTable(
  "assignments",
  {
    id: id(),
    teamId: uuid().references(() => teams.id, { onDelete: "set null" }),
    teamName: text().notNull(),
    createdBy: userMention(),
    coachName: text().notNull(),
    kind: text().$type<AssignmentKind>().notNull(),
    title: text().notNull(),
    /** The items as the coach wrote them (the validators' create inputs, parsed): one, or a program's. */
    items: jsonb().$type<AssignmentItem[]>().notNull(),
    /** A program's length; null for a single item. */
    weeks: integer(),
    createdAt: now(),
  },
  (table) => [
    index("assignments_team_id_idx").on(table.teamId, table.createdAt),
    check(
      "assignments_values",
      sql`${table.kind} in ${oneOf(ASSIGNMENT_KINDS)}
        and char_length(${table.title}) between 1 and ${bound(ASSIGNMENT_TITLE_STORED_MAX)}
        and jsonb_typeof(${table.items}) = 'array' and jsonb_array_length(${table.items}) >= 1
        and (${table.weeks} is null or ${table.weeks} between 1 and ${bound(PROGRAM_WEEKS_MAX)})`,
    ),
  ],
);

/**
 * One athlete's offer of an assignment, and their answer. Accepting records what it made in the
 * athlete's lists (`created`: kind and id of each item) and, for a program, its weeks (start, end).
 */
export const assignmentOffers = pgTable(
  "assignment_offers",
  {
    assignmentId: partOf(() => assignments.id),
    userId: userRef(),
    status: text().$type<OfferStatus>().notNull().default("pending"),
    offeredAt: now(),
    answeredAt: timestamptz(),
    created: jsonb().$type<CreatedItem[]>().notNull().default(sql`'[]'::jsonb`),
    startsOn: date({ mode: "string" }),
    endsOn: date({ mode: "string" }),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.userId] }),
    index("assignment_offers_user_id_idx").on(table.userId, table.offeredAt),
    check("assignment_offers_status", sql`${table.status} in ${oneOf(OFFER_STATUSES)}`),
  ],
);
