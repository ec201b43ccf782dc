import { sessionUserColumns } from "@onepercent/auth";
import {
  aiAudioItems,
  aiFiles,
  analyticsEvents,
  asc,
  assignmentOffers,
  breathworkPresets,
  breathworkSessions,
  coachConversations,
  coachNotes,
  concentrationAttempts,
  contactMessages,
  type Database,
  dailyActionChecks,
  dailyActions,
  dailyCheckins,
  eq,
  getTableColumns,
  journalEntries,
  logins,
  mentalImageryItems,
  mindsetProcesses,
  mindsets,
  mvps,
  objectives,
  type PgColumn,
  type PgTable,
  plannerTasks,
  pushSubscriptions,
  relaxationSessions,
  reminderPreferences,
  reminders,
  roleGoals,
  routines,
  sessions,
  starterTasks,
  tasks,
  users,
} from "@onepercent/db";
import { deviceName } from "./device-name";
import { deviceColumns } from "./devices";

// What "Download my data" holds (issue 16 part 5): every row of the user's, area by area, without
// secrets (the password hash, session ids and secrets, storage keys, push endpoints and keys).
// Rows that are the user's but hold secrets only (password_resets, admin_unlocks) are left out.

/** One area of the export: its JSON file's name and its rows. */
export interface ExportArea {
  name: string;
  rows: unknown;
}

/** The user's own record, without the password hash. */
async function profileOf(db: Database, userId: string) {
  const [user] = await db
    .select({
      ...sessionUserColumns,
      onboardingResponses: users.onboardingResponses,
      googleSubject: users.googleSubject,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const { googleSubject, ...rest } = user;
  return { ...rest, googleLinked: googleSubject !== null };
}

/** A table of rows that each belong to one user. */
type UserTable = PgTable & { userId: PgColumn };

/** How an area's rows are read: from the database, for the user. */
type AreaRead = (db: Database, userId: string) => Promise<unknown>;

/** The user's rows of `table`: every column unless `columns` names them, in `order` when given. */
const userRows =
  (table: UserTable, { order, columns }: { order?: PgColumn; columns?: Record<string, PgColumn> } = {}) =>
  (db: Database, userId: string) => {
    const rows = db
      .select(columns ?? getTableColumns(table))
      .from(table)
      .where(eq(table.userId, userId));
    return order ? rows.orderBy(asc(order)) : rows;
  };

/** The signed-in devices as /profile lists them; never a session's id or secret. */
async function sessionsOf(db: Database, userId: string) {
  const rows = await db
    .select({ ...deviceColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  return rows.map((row) => ({ device: deviceName(row.userAgent), ...row }));
}

/** The user's audio files without their storage keys (the bytes are in the ZIP's audio folder). */
const { userId: _owner, storageKey: _key, ...aiFileColumns } = getTableColumns(aiFiles);

/** Coaches' notes on the user's items, by the coach's name as it was (never another account's id). */
const { coachId: _coach, ...coachNoteColumns } = getTableColumns(coachNotes);

/** The browsers that get push reminders: when each subscribed, never its endpoint or keys. */
const pushSubscriptionColumns = { id: pushSubscriptions.id, createdAt: pushSubscriptions.createdAt };

/**
 * Every area of the export with its file name. The list is checked against the schema by
 * account-export.int.test.ts: a new table with a user column must be added here or to its list of
 * tables left out.
 */
const AREAS: [string, AreaRead][] = [
  ["profile", profileOf],
  ["mvp", userRows(mvps)],
  ["mindset", userRows(mindsets)],
  ["mindset-process", userRows(mindsetProcesses)],
  ["routines", userRows(routines, { order: routines.createdAt })],
  ["coach-notes", userRows(coachNotes, { order: coachNotes.createdAt, columns: coachNoteColumns })],
  ["coach-offers", userRows(assignmentOffers, { order: assignmentOffers.offeredAt })],
  ["habits", userRows(dailyActions, { order: dailyActions.order })],
  ["habit-checks", userRows(dailyActionChecks, { order: dailyActionChecks.date })],
  ["journals", userRows(journalEntries, { order: journalEntries.date })],
  ["planner-roles-and-goals", userRows(roleGoals)],
  ["planner-objectives", userRows(objectives)],
  ["planner-tasks", userRows(plannerTasks)],
  ["tasks", userRows(tasks)],
  ["daily-check-ins", userRows(dailyCheckins)],
  ["starter-tasks", userRows(starterTasks)],
  ["focus-breathwork-presets", userRows(breathworkPresets)],
  ["focus-breathwork-sessions", userRows(breathworkSessions)],
  ["focus-relaxation-sessions", userRows(relaxationSessions)],
  ["focus-concentration-attempts", userRows(concentrationAttempts)],
  ["ai-audio-files", userRows(aiFiles, { order: aiFiles.createdAt, columns: aiFileColumns })],
  ["ai-visualization-library", userRows(aiAudioItems)],
  ["ai-mental-imagery-library", userRows(mentalImageryItems)],
  ["ai-coach-conversations", userRows(coachConversations)],
  ["reminders", userRows(reminders, { order: reminders.createdAt })],
  ["reminder-preferences", userRows(reminderPreferences)],
  [
    "push-subscriptions",
    userRows(pushSubscriptions, { order: pushSubscriptions.createdAt, columns: pushSubscriptionColumns }),
  ],
  ["contact-messages", userRows(contactMessages)],
  ["logins", userRows(logins, { order: logins.loggedInAt })],
  ["sessions", sessionsOf],
  ["analytics-events", userRows(analyticsEvents)],
];

/** Every area of the user's data, read in one transaction (one consistent picture). */
export async function readExportAreas(db: Database, userId: string): Promise<ExportArea[]> {
  return db.transaction(async (tx) => {
    const read: ExportArea[] = [];
    for (const [name, rows] of AREAS) read.push({ name, rows: await rows(tx, userId) });
    return read;
  });
}
