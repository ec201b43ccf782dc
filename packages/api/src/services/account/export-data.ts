import { sessionUserColumns } from "@onepercent/auth";
import {
  aiAudioItems,
  aiFiles,
  analyticsEvents,
  asc,
  breathworkPresets,
  breathworkSessions,
  coachConversations,
  concentrationAttempts,
  contactMessages,
  type Database,
  dailyActionChecks,
  dailyActions,
  dailyCheckins,
  eq,
  journalEntries,
  logins,
  mentalImageryItems,
  mindsetProcesses,
  mindsets,
  mvps,
  objectives,
  plannerTasks,
  relaxationSessions,
  roleGoals,
  routines,
  sessions,
  starterTasks,
  tasks,
  users,
} from "@onepercent/db";
import { deviceName } from "./device-name";

// What "Download my data" holds (issue 16 part 5): every row of the user's, area by area, without
// secrets (the password hash, session ids and secrets, storage keys). Rows that are the user's but
// hold secrets only (password_resets, admin_unlocks) are left out.

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

/** The signed-in devices as /profile lists them; never a session's id or secret. */
async function sessionsOf(db: Database, userId: string) {
  const rows = await db
    .select({
      userAgent: sessions.userAgent,
      signedInWith: sessions.signedInWith,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  return rows.map((row) => ({ device: deviceName(row.userAgent), ...row }));
}

/** The user's audio files without their storage keys (the bytes are in the ZIP's audio folder). */
const aiFilesOf = (db: Database, userId: string) =>
  db
    .select({
      id: aiFiles.id,
      mimeType: aiFiles.mimeType,
      sizeBytes: aiFiles.sizeBytes,
      durationSeconds: aiFiles.durationSeconds,
      origin: aiFiles.origin,
      createdAt: aiFiles.createdAt,
    })
    .from(aiFiles)
    .where(eq(aiFiles.userId, userId))
    .orderBy(asc(aiFiles.createdAt));

/**
 * Every area of the user's data, read in one transaction (one consistent picture). The list is
 * checked against the schema by account-export.int.test.ts: a new table with a user column must
 * be added here or to its list of tables left out.
 */
export async function readExportAreas(db: Database, userId: string): Promise<ExportArea[]> {
  return db.transaction(async (tx) => {
    const areas: [string, () => Promise<unknown>][] = [
      ["profile", () => profileOf(tx, userId)],
      ["mvp", () => tx.select().from(mvps).where(eq(mvps.userId, userId))],
      ["mindset", () => tx.select().from(mindsets).where(eq(mindsets.userId, userId))],
      ["mindset-process", () => tx.select().from(mindsetProcesses).where(eq(mindsetProcesses.userId, userId))],
      [
        "routines",
        () => tx.select().from(routines).where(eq(routines.userId, userId)).orderBy(asc(routines.createdAt)),
      ],
      [
        "habits",
        () => tx.select().from(dailyActions).where(eq(dailyActions.userId, userId)).orderBy(asc(dailyActions.order)),
      ],
      [
        "habit-checks",
        () =>
          tx
            .select()
            .from(dailyActionChecks)
            .where(eq(dailyActionChecks.userId, userId))
            .orderBy(asc(dailyActionChecks.date)),
      ],
      [
        "journals",
        () =>
          tx.select().from(journalEntries).where(eq(journalEntries.userId, userId)).orderBy(asc(journalEntries.date)),
      ],
      ["planner-roles-and-goals", () => tx.select().from(roleGoals).where(eq(roleGoals.userId, userId))],
      ["planner-objectives", () => tx.select().from(objectives).where(eq(objectives.userId, userId))],
      ["planner-tasks", () => tx.select().from(plannerTasks).where(eq(plannerTasks.userId, userId))],
      ["tasks", () => tx.select().from(tasks).where(eq(tasks.userId, userId))],
      ["daily-check-ins", () => tx.select().from(dailyCheckins).where(eq(dailyCheckins.userId, userId))],
      ["starter-tasks", () => tx.select().from(starterTasks).where(eq(starterTasks.userId, userId))],
      [
        "focus-breathwork-presets",
        () => tx.select().from(breathworkPresets).where(eq(breathworkPresets.userId, userId)),
      ],
      [
        "focus-breathwork-sessions",
        () => tx.select().from(breathworkSessions).where(eq(breathworkSessions.userId, userId)),
      ],
      [
        "focus-relaxation-sessions",
        () => tx.select().from(relaxationSessions).where(eq(relaxationSessions.userId, userId)),
      ],
      [
        "focus-concentration-attempts",
        () => tx.select().from(concentrationAttempts).where(eq(concentrationAttempts.userId, userId)),
      ],
      ["ai-audio-files", () => aiFilesOf(tx, userId)],
      ["ai-visualization-library", () => tx.select().from(aiAudioItems).where(eq(aiAudioItems.userId, userId))],
      [
        "ai-mental-imagery-library",
        () => tx.select().from(mentalImageryItems).where(eq(mentalImageryItems.userId, userId)),
      ],
      [
        "ai-coach-conversations",
        () => tx.select().from(coachConversations).where(eq(coachConversations.userId, userId)),
      ],
      ["contact-messages", () => tx.select().from(contactMessages).where(eq(contactMessages.userId, userId))],
      ["logins", () => tx.select().from(logins).where(eq(logins.userId, userId)).orderBy(asc(logins.loggedInAt))],
      ["sessions", () => sessionsOf(tx, userId)],
      ["analytics-events", () => tx.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId))],
    ];
    const read: ExportArea[] = [];
    for (const [name, rows] of areas) read.push({ name, rows: await rows() });
    return read;
  });
}
