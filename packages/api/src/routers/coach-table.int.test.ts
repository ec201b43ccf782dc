import {
  breathworkSessions,
  concentrationAttempts,
  type Database,
  dailyActionChecks,
  dailyActions,
  eq,
  journalEntries,
  logins,
  mvps,
  relaxationSessions,
  routines,
  sessions,
} from "@onepercent/db";
import { samplePerformanceJournal, sampleWeeklyJournal, useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { teamMessages } from "@onepercent/validators/messages/teams";
import { SHARE_AREAS } from "@onepercent/validators/teams";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refusal } from "../testing";
import { teamCallers } from "../testing/teams";

const database = useTestDatabase();
const t = teamCallers(database);

/** Wednesday 17 June 2026, noon UTC (the athletes' zone): this week began on Sunday 14 June. */
const NOW = new Date("2026-06-17T12:00:00.000Z");
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (day: string) => new Date(`${day}T10:00:00.000Z`);
const EVERYTHING = {
  usage: "shared",
  habits: "shared",
  focus: "shared",
  routines: "shared",
  journals: "ratings",
  mvpMindset: "shared",
} as const;

/** Two habits, focus sessions, routines, five weeks of journals, an MVP and sign-ins, this week and before it. */
async function seedWeeks(db: Database, userId: string) {
  const [stretch, read] = await db
    .insert(dailyActions)
    .values([
      { userId, action: "Stretch", createdAt: at("2026-06-01") },
      { userId, action: "Read", createdAt: at("2026-06-01") },
    ])
    .returning({ id: dailyActions.id });
  if (!stretch || !read) throw new Error("no habits");
  const done = (actionId: string, date: string) => ({
    actionId,
    userId,
    date,
    status: "completed" as const,
    note: "private",
  });
  await db
    .insert(dailyActionChecks)
    .values([
      done(stretch.id, "2026-06-14"),
      done(stretch.id, "2026-06-15"),
      done(stretch.id, "2026-06-16"),
      done(stretch.id, "2026-06-17"),
      done(read.id, "2026-06-17"),
    ]);
  const breath = { userId, preset: "Box", completed: true, durationSeconds: 64 };
  await db.insert(breathworkSessions).values([
    { ...breath, cycles: 4, startedAt: at("2026-06-15") },
    { ...breath, cycles: 9, startedAt: at("2026-06-10") },
  ]);
  await db.insert(relaxationSessions).values({
    userId,
    durationMinutes: 4,
    actualDurationSeconds: 150,
    completed: false,
    createdAt: at("2026-06-16"),
  });
  await db
    .insert(concentrationAttempts)
    .values({ userId, durationMs: 42_000, gridSize: 5, createdAt: at("2026-06-17") });
  const routine = { userId, triggerDescription: "Step to the line", physicalAction: "Bounce", steps: ["See it in"] };
  await db.insert(routines).values([
    { ...routine, name: "Free throw", rehearsals: 3, lastRehearsedAt: at("2026-06-16") },
    { ...routine, name: "Serve", rehearsals: 2, lastRehearsedAt: at("2026-06-12") },
  ]);
  const { type: _p, date: _pd, ...performance } = samplePerformanceJournal;
  const { type: _w, date: _wd, ...weekly } = sampleWeeklyJournal;
  const ratings = [
    ["2026-05-26", 8],
    ["2026-06-02", 7],
    ["2026-06-09", 6],
    ["2026-06-16", 5],
  ] as const;
  await db.insert(journalEntries).values([
    ...ratings.map(([date, performanceRating]) => ({
      userId,
      type: "performance" as const,
      date,
      content: { ...performance, performanceRating, mentalRating: 6 },
    })),
    { userId, type: "weekly", date: "2026-06-14", content: { ...weekly, rating: 7 } },
    {
      userId,
      type: "daily",
      date: "2026-06-15",
      content: { wins: ["Won"], gratitudes: [], well: "Passing", better: "", how: "", notes: "" },
    },
  ]);
  await db.insert(mvps).values({ userId, mission: "Lead", vision: ["Captain"], principles: ["Effort"] });
  await db.insert(logins).values([
    { userId, method: "password", loggedInAt: at("2026-06-15") },
    { userId, method: "password", loggedInAt: at("2026-06-10") },
  ]);
}

describe("coach.teams.get: the team table", () => {
  it("shows each athlete's figures of this week only for the areas they share, with the flags they allow", async () => {
    const coach = await t.coachWithTeam("Falcons");
    const all = await t.member(coach.team, { name: "Avery All" });
    const usageOnly = await t.member(coach.team, { name: "Blair Usage" });
    const silent = await t.member(coach.team, { name: "Casey Quiet" });
    await all.caller.teams.sharing.update({ teamId: coach.team.id, data: EVERYTHING });
    await silent.caller.teams.sharing.update({ teamId: coach.team.id, data: { usage: "none" } });
    for (const athlete of [all, usageOnly, silent]) await seedWeeks(database.db, athlete.id);
    // Blair and Casey were last active eight days ago.
    const eightDaysAgo = new Date(NOW.getTime() - 8 * 24 * 60 * 60 * 1000);
    for (const athlete of [usageOnly, silent]) {
      await database.db.update(sessions).set({ lastActiveAt: eightDaysAgo }).where(eq(sessions.userId, athlete.id));
      await database.db.update(logins).set({ loggedInAt: eightDaysAgo }).where(eq(logins.userId, athlete.id));
    }

    const table = await coach.caller.coach.teams.get({ teamId: coach.team.id });
    expect(table.team).toMatchObject({ id: coach.team.id, name: "Falcons", athleteCount: 3 });
    const [avery, blair, casey] = table.athletes;
    expect(avery).toEqual({
      athleteId: all.id,
      name: "Avery All",
      joinedAt: expect.any(Date),
      flags: [{ code: "ratings-falling", message: teamMessages.ratingsFalling }],
      usage: { lastActiveAt: NOW, signInsThisWeek: 1 },
      // Stretch 4 of 4 days this week, Read 1 of 4: 5 of 8; Stretch's run since Sunday.
      habits: { habits: 2, completionThisWeek: 63, bestCurrentStreak: 4 },
      focus: { breathworkSessions: 1, breathCycles: 4, relaxationMinutes: 3, concentrationGames: 1 },
      routines: { routines: 2, rehearsals: 5, lastRehearsedAt: at("2026-06-16") },
      journals: {
        entriesThisWeek: 3,
        performanceRating: 5,
        mentalRating: 6,
        weeklyRating: 7,
        performanceTrend: [null, 8, 7, 6, 5],
      },
      mvpMindset: { mvpSaved: true, mindsetSaved: false },
    });
    expect(blair).toEqual({
      athleteId: usageOnly.id,
      name: "Blair Usage",
      joinedAt: expect.any(Date),
      flags: [{ code: "inactive", message: teamMessages.inactive }],
      usage: { lastActiveAt: eightDaysAgo, signInsThisWeek: 0 },
    });
    // Nothing shared: the name and nothing else, not even a flag.
    expect(casey).toEqual({ athleteId: silent.id, name: "Casey Quiet", joinedAt: expect.any(Date), flags: [] });
  });

  it("answers what is revoked on the very next request", async () => {
    const coach = await t.coachWithTeam();
    const athlete = await t.member(coach.team);
    await seedWeeks(database.db, athlete.id);
    const target = { teamId: coach.team.id, athleteId: athlete.id };
    await athlete.caller.teams.sharing.update({ teamId: coach.team.id, data: { habits: "shared" } });
    expect((await coach.caller.coach.athletes.area({ ...target, area: "habits" })).area).toBe("habits");

    await athlete.caller.teams.sharing.update({ teamId: coach.team.id, data: { habits: "none" } });
    expect(await refusal(coach.caller.coach.athletes.area({ ...target, area: "habits" }))).toEqual({
      code: "NOT_FOUND",
      message: messages.notFound,
    });
    expect((await coach.caller.coach.athletes.get(target)).areas).not.toHaveProperty("habits");
    const [row] = (await coach.caller.coach.teams.get({ teamId: coach.team.id })).athletes;
    expect(row).not.toHaveProperty("habits");
  });
});

describe("coach.athletes: the athlete page", () => {
  it("reads each shared area with the athlete's own services, without their private notes or steps", async () => {
    const coach = await t.coachWithTeam("Falcons");
    const athlete = await t.member(coach.team, { name: "Avery All" });
    await seedWeeks(database.db, athlete.id);
    await athlete.caller.teams.sharing.update({ teamId: coach.team.id, data: EVERYTHING });
    const target = { teamId: coach.team.id, athleteId: athlete.id };

    const page = await coach.caller.coach.athletes.get(target);
    expect(page.athlete).toEqual({ id: athlete.id, name: "Avery All" });
    expect(Object.keys(page.areas)).toEqual([...SHARE_AREAS]);
    const { usage, habits, focus, routines: shared, journals, mvpMindset } = page.areas;
    expect(usage).toEqual({ lastActiveAt: NOW, signInsThisWeek: 1, signInsLastWeek: 1 });
    const own = await athlete.caller.habits.list();
    expect(habits?.thisWeek).toEqual(own.thisWeek);
    expect(habits?.actions.map((action) => [action.action, action.streaks.current])).toEqual(
      own.actions.map((action) => [action.action, action.streaks.current]),
    );
    expect(JSON.stringify(habits)).not.toContain("private");
    expect(focus?.breathwork.stats).toEqual((await athlete.caller.focus.breathwork.history()).stats);
    expect(focus?.concentration.stats.totalAttempts).toBe(1);
    expect(focus?.relaxation).toEqual({ recentSessions: 1, recentMinutes: 3 });
    const ownRoutines = await athlete.caller.routines.list();
    expect(shared?.routines.map((routine) => [routine.name, routine.rehearsals]).sort()).toEqual([
      ["Free throw", 3],
      ["Serve", 2],
    ]);
    expect(shared?.routines.map((routine) => routine._id)).toEqual(ownRoutines.map((routine) => routine._id));
    expect(JSON.stringify(shared)).not.toContain("Step to the line");
    expect(journals).toEqual({ level: "ratings", trends: await athlete.caller.journal.trends() });
    expect(JSON.stringify(journals)).not.toContain(samplePerformanceJournal.event);
    expect(mvpMindset).toEqual({ mvp: await athlete.caller.mvp.get(), mindset: null });

    // Full entries: the trend weeks' entries, newest first, as the athlete saved them.
    await athlete.caller.teams.sharing.update({ teamId: coach.team.id, data: { journals: "full" } });
    const full = await coach.caller.coach.athletes.area({ ...target, area: "journals" });
    if (full.area !== "journals") throw new Error("the journals area");
    expect(full.data.entries?.map((entry) => [entry.type, entry.date])).toEqual([
      ["performance", "2026-06-16"],
      ["daily", "2026-06-15"],
      ["weekly", "2026-06-14"],
      ["performance", "2026-06-09"],
      ["performance", "2026-06-02"],
      ["performance", "2026-05-26"],
    ]);
    expect(full.data.entries?.[0]).toMatchObject({ event: samplePerformanceJournal.event, performanceRating: 5 });
  });
});
