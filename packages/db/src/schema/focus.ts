import {
  BREATH_CYCLES_MAX,
  BREATH_PHASE_MAX_SECONDS,
  BREATHWORK_PRESET_NAME_MAX,
  BREATHWORK_SESSION_MAX_SECONDS,
  GRID_DURATION_MAX_MS,
  GRID_DURATION_MIN_MS,
  GRID_SIZES,
  RELAXATION_MINUTES,
  RELAXATION_NOTES_MAX,
} from "@onepercent/validators";
import { type SQL, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bound, oneOf } from "./checks";
import { now, timestamps, timestamptz } from "./columns";
import { ownedTable } from "./owned-table";
import { ownedRecord } from "./user-columns";

// The Focus area (training-and-tools.md §3): breathwork presets and sessions, relaxation sessions
// and concentration grid attempts. The checks mirror the validators' bounds.

/** A user's own breathwork presets; a name is theirs once, whatever its case. */
export const breathworkPresets = pgTable(
  "breathwork_presets",
  {
    ...ownedRecord(),
    name: text().notNull(),
    /** The name as it is compared: a saved name replaces the preset of the same name in any case. */
    nameKey: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${breathworkPresets.name})`),
    inhale: integer().notNull(),
    hold1: integer().notNull(),
    exhale: integer().notNull(),
    hold2: integer().notNull(),
    cycles: integer().notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("breathwork_presets_user_id_name_key_idx").on(table.userId, table.nameKey),
    check(
      "breathwork_presets_timing",
      sql`${table.inhale} between 1 and ${bound(BREATH_PHASE_MAX_SECONDS)}
        and ${table.hold1} between 0 and ${bound(BREATH_PHASE_MAX_SECONDS)}
        and ${table.exhale} between 1 and ${bound(BREATH_PHASE_MAX_SECONDS)}
        and ${table.hold2} between 0 and ${bound(BREATH_PHASE_MAX_SECONDS)}
        and ${table.cycles} between 1 and ${bound(BREATH_CYCLES_MAX)}`,
    ),
    check(
      "breathwork_presets_name",
      sql`char_length(${table.name}) between 1 and ${bound(BREATHWORK_PRESET_NAME_MAX)}`,
    ),
  ],
);

/** A breathwork session: the preset's name (kept when the preset is deleted), active seconds, breaths. */
export const breathworkSessions = ownedTable(
  "breathwork_sessions",
  {
    preset: text().notNull(),
    completed: boolean().notNull(),
    durationSeconds: integer().notNull(),
    cycles: integer().notNull(),
    /** When the session started (the legacy `date`). */
    startedAt: timestamptz().notNull(),
    /** When it was saved: the daily cap counts saves. */
    createdAt: now(),
  },
  (table) => table.startedAt,
  (table) => [
    index("breathwork_sessions_user_id_created_at_idx").on(table.userId, table.createdAt),
    check(
      "breathwork_sessions_values",
      sql`${table.durationSeconds} between 0 and ${bound(BREATHWORK_SESSION_MAX_SECONDS)}
        and ${table.cycles} between 0 and ${bound(BREATH_CYCLES_MAX)}`,
    ),
  ],
);

/** A relaxation session: the chosen length and the seconds actually relaxed. */
export const relaxationSessions = ownedTable(
  "relaxation_sessions",
  {
    durationMinutes: integer().notNull(),
    actualDurationSeconds: integer().notNull(),
    notes: text().notNull().default(""),
    /** Whether the whole length was relaxed. */
    completed: boolean().notNull(),
    createdAt: now(),
  },
  (table) => table.createdAt,
  (table) => [
    check(
      "relaxation_sessions_values",
      sql`${table.durationMinutes} in ${oneOf(RELAXATION_MINUTES)}
        and ${table.actualDurationSeconds} between 0 and ${table.durationMinutes} * 60
        and char_length(${table.notes}) <= ${bound(RELAXATION_NOTES_MAX)}`,
    ),
  ],
);

/** A finished concentration grid game: its time in ms and the grid's size. */
export const concentrationAttempts = ownedTable(
  "concentration_attempts",
  {
    durationMs: integer().notNull(),
    gridSize: integer().notNull(),
    createdAt: now(),
  },
  (table) => table.createdAt,
  (table) => [
    check(
      "concentration_attempts_values",
      sql`${table.gridSize} in ${oneOf(GRID_SIZES)}
        and ${table.durationMs} between ${bound(GRID_DURATION_MIN_MS)} and ${bound(GRID_DURATION_MAX_MS)}`,
    ),
  ],
);

export type BreathworkPresetRow = typeof breathworkPresets.$inferSelect;
export type BreathworkSessionRow = typeof breathworkSessions.$inferSelect;
export type RelaxationSessionRow = typeof relaxationSessions.$inferSelect;
export type ConcentrationAttemptRow = typeof concentrationAttempts.$inferSelect;
