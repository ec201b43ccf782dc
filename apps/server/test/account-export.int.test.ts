import path from "node:path";
import { ACCOUNT_EXPORT_PATH } from "@onepercent/api/rest";
import { localAudioStorage } from "@onepercent/audio";
import {
  aiAudioItems,
  aiFiles,
  dailyActionChecks,
  dailyActions,
  eq,
  journalEntries,
  mvps,
  sessions,
  users,
} from "@onepercent/db";
import { ACCOUNT_EXPORTS_PER_HOUR, DEFAULT_AUDIO_SETTINGS, localDate, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { parseCsv, readZip } from "./support/account-zip";
import { cookieUser } from "./support/ai-kit";
import { bearer, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();

const AUDIO = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

/** Gives a user a journal, a habit with a check, an MVP and a saved audio track (bytes in the app's storage). */
async function seed(userId: string, words: string) {
  const { db } = t;
  await db.insert(mvps).values({ userId, mission: `Mission ${words}`, vision: ["Captain"], principles: [] });
  await db.insert(journalEntries).values({
    userId,
    type: "daily",
    date: "2026-11-20",
    content: {
      wins: [`Won, "${words}"`],
      gratitudes: ["Coach"],
      well: "Passing\nand moving",
      better: "",
      how: "",
      notes: "=1+1",
    },
  });
  const [habit] = await db
    .insert(dailyActions)
    .values({ userId, action: `Stretch, ${words}` })
    .returning();
  if (!habit) throw new Error("no habit");
  await db
    .insert(dailyActionChecks)
    .values({ actionId: habit.id, userId, date: "2026-11-20", status: "completed", note: "loose, easy" });
  const storage = localAudioStorage(path.join(t.dataDir, "audio"));
  const storageKey = `ai/${userId}/${crypto.randomUUID()}.mp3`;
  await storage.put(storageKey, AUDIO);
  const [file] = await db
    .insert(aiFiles)
    .values({
      userId,
      storageKey,
      mimeType: "audio/mpeg",
      sizeBytes: AUDIO.length,
      durationSeconds: 1,
      origin: "generated",
    })
    .returning();
  if (!file) throw new Error("no file");
  await db.insert(aiAudioItems).values({
    userId,
    title: `Game day ${words}`,
    settings: DEFAULT_AUDIO_SETTINGS,
    kind: "generated",
    fileId: file.id,
  });
  return { storageKey };
}

const exportWith = (headers: Record<string, string>) => t.request(ACCOUNT_EXPORT_PATH, { headers });

const json = (entries: Map<string, Buffer>, name: string): unknown =>
  JSON.parse(entries.get(name)?.toString("utf8") ?? "null");

describe("GET /api/account/export", () => {
  it("answers 401 without a session, with a wrong cookie or a tampered bearer token", async () => {
    const attempts: Record<string, string>[] = [{}, { cookie: "op_session=nope.nope" }, bearer("x.y").headers];
    for (const headers of attempts) {
      const response = await exportWith(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: messages.sessionExpired });
    }
  });

  it("streams a ZIP of the caller's data: JSON per area, CSV for journals and habits, their audio; nothing of anyone else", async () => {
    const me = await cookieUser(t);
    const other = await cookieUser(t);
    await seed(me.userId, "mine");
    await seed(other.userId, "theirs");
    const [otherUser] = await t.db.select().from(users).where(eq(users.id, other.userId));
    const [meUser] = await t.db.select().from(users).where(eq(users.id, me.userId));
    if (!otherUser || !meUser) throw new Error("users missing");

    const response = await exportWith({ cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const day = localDate(new Date(), meUser.timeZone);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="onepercent-data-${day}.zip"`);
    const zip = Buffer.from(await response.arrayBuffer());
    const entries = readZip(zip);

    const names = [...entries.keys()];
    for (const area of [
      "profile",
      "mvp",
      "mindset",
      "routines",
      "habits",
      "habit-checks",
      "journals",
      "planner-tasks",
    ]) {
      expect(names).toContain(`${area}.json`);
    }
    for (const area of [
      "focus-breathwork-sessions",
      "ai-visualization-library",
      "ai-coach-conversations",
      "logins",
      "sessions",
    ]) {
      expect(names).toContain(`${area}.json`);
    }
    expect(names).toContain("journals.csv");
    expect(names).toContain("habits.csv");

    // The profile is the caller's, without the password hash.
    expect(json(entries, "profile.json")).toMatchObject({ id: me.userId, email: meUser.email, googleLinked: false });
    const everything = [...entries.values()].map((bytes) => bytes.toString("latin1")).join("\n");
    expect(everything).not.toContain(meUser.passwordHash);
    expect(everything).not.toContain("passwordHash");
    expect(everything).not.toContain(other.userId);
    expect(everything).not.toContain(otherUser.email);
    expect(everything).not.toContain("theirs");
    // Sessions are listed by device and times, never by id or secret.
    const mySessions = await t.db.select().from(sessions).where(eq(sessions.userId, me.userId));
    for (const session of mySessions) {
      expect(everything).not.toContain(session.id);
      expect(everything).not.toContain(session.secretHash);
    }
    expect(json(entries, "sessions.json")).toEqual([expect.objectContaining({ signedInWith: "registration" })]);
    expect(json(entries, "mvp.json")).toEqual([expect.objectContaining({ mission: "Mission mine" })]);

    // The spreadsheets: commas, quotes and line breaks survive; a formula stays text.
    const journals = parseCsv(entries.get("journals.csv")?.toString("utf8") ?? "");
    const [header, row] = journals;
    expect(journals).toHaveLength(2);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell("type")).toBe("daily");
    expect(cell("date")).toBe("2026-11-20");
    expect(cell("wins")).toBe('Won, "mine"');
    expect(cell("well")).toBe("Passing\nand moving");
    expect(cell("notes")).toBe("'=1+1");
    const habits = parseCsv(entries.get("habits.csv")?.toString("utf8") ?? "");
    expect(habits[0]).toEqual(["habit", "category", "frequency", "customDays", "timeOfDay", "date", "status", "note"]);
    expect(habits.slice(1)).toEqual([
      ["Stretch, mine", "Other", "daily", "", "anytime", "2026-11-20", "completed", "loose, easy"],
    ]);

    // The audio file, named after its library title, byte for byte.
    const audio = names.filter((name) => name.startsWith("audio/"));
    expect(audio).toHaveLength(1);
    expect(audio[0]).toMatch(/^audio\/\d{4}-\d{2}-\d{2}-game-day-mine-[0-9a-f]{8}\.mp3$/);
    expect(entries.get(audio[0] ?? "")?.equals(AUDIO)).toBe(true);
  });

  it("works with a bearer token (REST clients) and leaves out an audio file whose bytes are gone", async () => {
    const { token, userId } = await signUp(t);
    const { storageKey } = await seed(userId, "bearer");
    await localAudioStorage(path.join(t.dataDir, "audio")).delete(storageKey);
    const response = await exportWith(bearer(token).headers);
    expect(response.status).toBe(200);
    const entries = readZip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()].filter((name) => name.startsWith("audio/"))).toEqual([]);
    expect(json(entries, "profile.json")).toMatchObject({ id: userId });
  });

  it(`allows ${ACCOUNT_EXPORTS_PER_HOUR} exports an hour per user, also when asked at once; then 429 with Retry-After`, async () => {
    const me = await cookieUser(t);
    const answers = await Promise.all(
      Array.from({ length: ACCOUNT_EXPORTS_PER_HOUR + 3 }, () => exportWith({ cookie: me.cookie })),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array.from({ length: ACCOUNT_EXPORTS_PER_HOUR }, () => 200),
      ...Array.from({ length: 3 }, () => 429),
    ]);
    const refused = answers.find((response) => response.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({ message: messages.tooManyAttempts });
    await Promise.all(answers.filter((response) => response.status === 200).map((response) => response.arrayBuffer()));
    // Another user's allowance is their own.
    const other = await cookieUser(t);
    expect((await exportWith({ cookie: other.cookie })).status).toBe(200);
  });
});
