import type { AudioStorage } from "@onepercent/audio";
import { createSession } from "@onepercent/auth";
import {
  adminAuditLog,
  adminUnlocks,
  aiAudioItems,
  aiFiles,
  analyticsEvents,
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
  emailOutbox,
  invitations,
  journalEntries,
  logins,
  mentalImageryItems,
  mindsetProcesses,
  mindsets,
  mvps,
  objectives,
  passwordResets,
  plannerTasks,
  pushSubscriptions,
  rateLimits,
  relaxationSessions,
  reminderPreferences,
  reminders,
  roleGoals,
  routines,
  sql,
  starterTasks,
  tasks,
} from "@onepercent/db";
import { DEFAULT_AUDIO_SETTINGS, DEFAULT_IMAGERY_SETTINGS } from "@onepercent/validators";
import { newFileKey } from "../services/ai/ai-files";

// What the account tests share: a user with a row in every table that can hold one of theirs,
// and a walk over every table of the database for anything that still names them.

/** Bytes that stand for an audio file (the export and the deletion never decode them). */
const AUDIO_BYTES = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8]);

/**
 * Gives `user` a row in every table of theirs (habits with a check, journals, planner, focus,
 * routines, mvp, mindset, AI files and libraries, conversations, contact, sessions, logins,
 * reminders and push subscriptions…) and the rows that only mention them (throttle counters,
 * outbox e-mails, an invitation, an audit entry, analytics). The audio file's bytes go into `storage`. Answers the audio file's storage key.
 */
export async function seedEverything(
  db: Database,
  storage: AudioStorage,
  user: { id: string; email: string },
  admin: { id: string },
): Promise<{ storageKey: string }> {
  const userId = user.id;
  const session = await createSession(db, userId, true, new Date(), "password");
  await db.insert(adminUnlocks).values({ sessionId: session.token.id, userId });
  await db.insert(logins).values({ userId, method: "password" });
  await db.insert(passwordResets).values({
    userId,
    codeHash: "code-hash",
    tokenHash: `token-hash-${userId}`,
    expiresAt: new Date(Date.now() + 60_000),
  });
  await db.insert(mvps).values({ userId, mission: "Lead by example", vision: ["Captain"], principles: ["Effort"] });
  await db.insert(mindsets).values({ userId, oneWordFocus: "Calm" });
  await db.insert(mindsetProcesses).values({ userId });
  const [routine] = await db
    .insert(routines)
    .values({
      userId,
      name: "Free throw",
      triggerDescription: "Step to the line",
      physicalAction: "Bounce twice",
      steps: ["Breathe", "See it go in"],
    })
    .returning({ id: routines.id });
  if (!routine) throw new Error("no routine");
  await db
    .insert(coachNotes)
    .values({ userId, coachId: admin.id, coachName: "Sam Rivera", routineId: routine.id, text: "Keep the rhythm" });
  const [habit] = await db
    .insert(dailyActions)
    .values({ userId, action: 'Stretch, then "visualise"' })
    .returning({ id: dailyActions.id });
  if (!habit) throw new Error("no habit");
  await db
    .insert(dailyActionChecks)
    .values({ actionId: habit.id, userId, date: "2026-11-20", status: "completed", note: "felt loose" });
  await db.insert(reminders).values([
    { userId, kind: "habit", actionId: habit.id, time: "07:30", days: ["MO", "WE"], nextDueAt: new Date() },
    { userId, kind: "journal", time: "21:00", days: ["SU"], enabled: false },
  ]);
  await db.insert(reminderPreferences).values({ userId, channel: "email", quietStart: "22:00", quietEnd: "07:00" });
  await db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.test/send/endpoint-${userId}`,
    p256dh: `p256dh-key-${userId}`,
    auth: `auth-secret-${userId}`,
  });
  await db.insert(journalEntries).values({
    userId,
    type: "daily",
    date: "2026-11-20",
    content: { wins: ["Won, 3-1"], gratitudes: ["Coach"], well: "Passing\nand moving", better: "", how: "", notes: "" },
  });
  const [goal] = await db
    .insert(roleGoals)
    .values({ userId, role: "Teammate", goal: "Encourage" })
    .returning({ id: roleGoals.id });
  if (!goal) throw new Error("no role goal");
  await db
    .insert(objectives)
    .values({ userId, roleGoalId: goal.id, objective: "Talk more", startDate: "2026-11-16", endDate: "2026-11-29" });
  await db.insert(plannerTasks).values({ userId, roleGoalId: goal.id, task: "Call a teammate", date: "2026-11-20" });
  await db.insert(tasks).values({ userId, title: "Pack the bag" });
  await db.insert(dailyCheckins).values({ userId, date: "2026-11-20", moodText: "Ready" });
  await db.insert(starterTasks).values({ userId, task: "mvp" });
  await db
    .insert(breathworkPresets)
    .values({ userId, name: "Box", inhale: 4, hold1: 4, exhale: 4, hold2: 4, cycles: 4 });
  await db
    .insert(breathworkSessions)
    .values({ userId, preset: "Box", completed: true, durationSeconds: 64, cycles: 4, startedAt: new Date() });
  await db
    .insert(relaxationSessions)
    .values({ userId, durationMinutes: 2, actualDurationSeconds: 120, completed: true });
  await db.insert(concentrationAttempts).values({ userId, durationMs: 42_000, gridSize: 5 });
  const storageKey = newFileKey(userId, "mp3");
  const stored = await storage.put(storageKey, AUDIO_BYTES);
  const [file] = await db
    .insert(aiFiles)
    .values({
      userId,
      storageKey,
      mimeType: "audio/mpeg",
      sizeBytes: stored.size,
      durationSeconds: 1,
      origin: "generated",
    })
    .returning({ id: aiFiles.id });
  if (!file) throw new Error("no file");
  await db.insert(aiAudioItems).values({
    userId,
    title: "Game day calm",
    script: "Breathe",
    settings: DEFAULT_AUDIO_SETTINGS,
    kind: "generated",
    fileId: file.id,
  });
  await db
    .insert(mentalImageryItems)
    .values({ userId, title: "Point guard", script: "See the court", settings: DEFAULT_IMAGERY_SETTINGS });
  await db.insert(coachConversations).values({ userId, messages: [{ role: "user", content: "Nerves?" }] });
  await db.insert(contactMessages).values({ userId, subject: "Hello", message: "A question" });
  await db.insert(analyticsEvents).values({ userId, name: "Page View", occurredAt: new Date() });
  await db
    .insert(emailOutbox)
    .values({ sender: "OnePercent <a@onepercent.test>", recipient: user.email, subject: "Code", body: "123456" });
  await db.insert(rateLimits).values([
    { key: `login:account:${user.email}`, count: 1, windowStartedAt: new Date() },
    { key: `change-password:account:${userId}`, count: 1, windowStartedAt: new Date() },
  ]);
  await db.insert(invitations).values({
    name: "Invited",
    email: user.email,
    code: `code-${userId}`,
    status: "used",
    createdBy: admin.id,
    usedBy: userId,
    usedAt: new Date(),
    expiresAt: new Date(Date.now() + 60_000),
  });
  await db
    .insert(adminAuditLog)
    .values({ adminId: admin.id, targetUserId: userId, targetEmail: user.email, action: "disable" });
  return { storageKey };
}

/** Every table of the database's public schema. */
export async function publicTables(db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: sql<string>`table_name` })
    .from(sql`information_schema.tables`)
    .where(sql`table_schema = 'public' and table_type = 'BASE TABLE'`)
    .orderBy(sql`table_name`);
  return rows.map((row) => row.name);
}

/**
 * The tables where some row still names `user` (its id or its e-mail anywhere in the row, every
 * column and JSON included), with how many rows; empty when nothing of theirs is left.
 */
export async function tablesNaming(db: Database, user: { id: string; email: string }): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await publicTables(db)) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`${sql.identifier(table)} as t`)
      .where(sql`strpos(t::text, ${user.id}) > 0 or strpos(lower(t::text), ${user.email.toLowerCase()}) > 0`);
    if ((row?.count ?? 0) > 0) found[table] = row?.count ?? 0;
  }
  return found;
}
