import {
  JOURNAL_LEVELS,
  SHARE_AREAS,
  SHARE_LEVELS,
  type ShareArea,
  type ShareLevel,
  SWITCH_LEVELS,
  TEAM_NAME_MAX,
} from "@onepercent/validators/teams";
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bound, oneOf } from "./checks";
import { id, now, partOf } from "./columns";
import { userMention, userRef } from "./user-columns";

// Teams, their coaches and athletes, and what each athlete shares with each team (issue 29,
// decision 035). The checks hold the validators' levels (validators/src/teams.ts).

const SWITCH = SWITCH_LEVELS;
const JOURNAL = JOURNAL_LEVELS;

/** A coach's team; athletes join it with its code (32 random bytes, base64url), which its coaches can change. */
export const teams = pgTable(
  "teams",
  {
    id: id(),
    name: text().notNull(),
    joinCode: text().notNull(),
    /** The coach who made it; kept when that account is removed. */
    createdBy: userMention(),
    createdAt: now(),
  },
  (table) => [
    uniqueIndex("teams_join_code_unique").on(table.joinCode),
    check("teams_name", sql`char_length(${table.name}) between 1 and ${bound(TEAM_NAME_MAX)}`),
  ],
);

/** The coaches of a team (the one who made it first). */
export const teamCoaches = pgTable(
  "team_coaches",
  {
    teamId: partOf(() => teams.id),
    userId: userRef(),
    addedAt: now(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index("team_coaches_user_id_idx").on(table.userId, table.teamId),
  ],
);

/**
 * An athlete in a team, with what they share with its coaches: the row is the membership and the
 * settings at once, so leaving (deleting it) ends every share in the same statement.
 */
export const teamMembers = pgTable(
  "team_members",
  {
    teamId: partOf(() => teams.id),
    userId: userRef(),
    joinedAt: now(),
    shareUsage: text({ enum: SWITCH }).notNull().default("shared"),
    shareHabits: text({ enum: SWITCH }).notNull().default("none"),
    shareFocus: text({ enum: SWITCH }).notNull().default("none"),
    shareRoutines: text({ enum: SWITCH }).notNull().default("none"),
    shareJournals: text({ enum: JOURNAL }).notNull().default("none"),
    shareMvpMindset: text({ enum: SWITCH }).notNull().default("none"),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index("team_members_user_id_idx").on(table.userId, table.teamId),
    check(
      "team_members_levels",
      sql`${table.shareUsage} in ${oneOf(SWITCH)} and ${table.shareHabits} in ${oneOf(SWITCH)}
        and ${table.shareFocus} in ${oneOf(SWITCH)} and ${table.shareRoutines} in ${oneOf(SWITCH)}
        and ${table.shareJournals} in ${oneOf(JOURNAL)} and ${table.shareMvpMindset} in ${oneOf(SWITCH)}`,
    ),
  ],
);

/**
 * Every change of what an athlete shares with a team (joining and leaving included), which the
 * athlete can read. It outlives the membership; the team's name is kept as it was, so a deleted
 * team's changes still read (its id becomes null).
 */
export const teamShareChanges = pgTable(
  "team_share_changes",
  {
    userId: userRef(),
    teamId: uuid().references(() => teams.id, { onDelete: "set null" }),
    teamName: text().notNull(),
    area: text().$type<ShareArea>().notNull(),
    fromLevel: text().$type<ShareLevel>().notNull(),
    toLevel: text().$type<ShareLevel>().notNull(),
    changedAt: now(),
  },
  (table) => [
    index("team_share_changes_user_id_idx").on(table.userId, table.changedAt),
    index("team_share_changes_team_id_idx").on(table.teamId),
    check(
      "team_share_changes_values",
      sql`${table.area} in ${oneOf(SHARE_AREAS)} and ${table.fromLevel} in ${oneOf(SHARE_LEVELS)}
        and ${table.toLevel} in ${oneOf(SHARE_LEVELS)}`,
    ),
  ],
);
