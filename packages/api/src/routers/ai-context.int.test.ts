import {
  breathworkSessions,
  concentrationAttempts,
  dailyActionChecks,
  dailyActions,
  journalEntries,
  mindsets,
  mvps,
  relaxationSessions,
  routines,
} from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { identitySentences } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { athleteContext, NOTE_EXCERPT_CHARS } from "../services/ai/athlete-context";

const database = useTestDatabase();

/** Wednesday 18 March 2026, noon in Los Angeles: the week started on Monday the 16th. */
const NOW = new Date("2026-03-18T19:00:00Z");
const ZONE = "America/Los_Angeles";
/** Noon of a day in Los Angeles (PDT, UTC-7, from 8 March 2026). */
const at = (day: string, hour = 12) => new Date(Date.parse(`${day}T00:00:00Z`) + (hour + 7) * 60 * 60 * 1000);

const weekly = (date: string, rating: number, lessons = "Breathe before serving") => ({
  type: "weekly" as const,
  date,
  content: { goals: "Serve at 90%", wins: "Two aces", lessons, nextFocus: "Footwork", rating },
});

async function seedAthlete() {
  const user = await createUser(database.db, {
    name: "Mia Torres",
    sport: "Volleyball",
    sportPosition: "Setter",
    timeZone: ZONE,
    onboardingResponses: null,
  });
  const userId = user.id;
  const identityStatement = { iHave: ["a strong work ethic"], iAm: ["a leader"], iLove: [], iGive: ["my best"] };
  await database.db.insert(mvps).values({
    userId,
    mission: "Lift my team",
    vision: ["Start for varsity", "Play in college"],
    principles: ["Serve 50 balls"],
  });
  await database.db.insert(mindsets).values({
    userId,
    oneWordFocus: "Calm",
    keysToKeepItSimple: ["Eyes up"],
    affirmations: ["I am ready", "I love pressure"],
    selfTalk: ["Next ball", "Stay loose"],
    beliefs: ["Effort is a choice"],
    identityStatement,
  });
  await database.db.insert(routines).values({
    userId,
    name: "Serve",
    triggerDescription: "Ball in hand",
    physicalAction: "Three bounces",
    steps: ["See the target", "Toss"],
  });
  // Breathwork: three in the week of the 9th (one of them late on Sunday the 15th, local time), one this week.
  await database.db
    .insert(breathworkSessions)
    .values(
      [at("2026-03-09"), at("2026-03-11"), at("2026-03-15", 22), at("2026-03-17"), at("2025-12-01")].map(
        (startedAt) => ({ userId, preset: "Box", completed: true, durationSeconds: 240, cycles: 4, startedAt }),
      ),
    );
  await database.db.insert(relaxationSessions).values({
    userId,
    durationMinutes: 2,
    actualDurationSeconds: 120,
    completed: true,
    createdAt: at("2026-03-10"),
  });
  await database.db.insert(concentrationAttempts).values(
    [at("2026-03-16"), at("2026-03-17")].map((createdAt) => ({
      userId,
      durationMs: 30_000,
      gridSize: 5,
      createdAt,
    })),
  );
  await database.db.insert(journalEntries).values(
    [
      weekly("2026-03-02", 4),
      weekly("2026-03-14", 8, "x".repeat(NOTE_EXCERPT_CHARS + 50)),
      {
        type: "performance" as const,
        date: "2026-03-12",
        content: {
          event: "League final",
          preparation: "Visualisation",
          mentalState: "Calm",
          performance: "Solid",
          strengths: "Blocking",
          improvements: "Serve receive",
          nextSteps: "Extra reps",
          performanceRating: 6,
          mentalRating: 9,
        },
      },
      {
        type: "daily" as const,
        date: "2026-03-17",
        content: { wins: ["Aced twice"], gratitudes: [], well: "", better: "", how: "", notes: "Felt sharp" },
      },
    ].map((entry) => ({ ...entry, userId })),
  );
  const [habit] = await database.db
    .insert(dailyActions)
    .values({ userId, action: "Stretch", createdAt: at("2026-03-09") })
    .returning();
  if (!habit) throw new Error("no habit");
  await database.db.insert(dailyActionChecks).values(
    ["2026-03-09", "2026-03-10", "2026-03-11"].map((date) => ({
      actionId: habit.id,
      userId,
      date,
      status: "completed" as const,
    })),
  );
  return { userId, identityStatement };
}

describe("what the coach knows about the athlete", () => {
  it("reads the caller's profile, MVP, mindset, identity, routines, journal, habits and practice", async () => {
    const { userId, identityStatement } = await seedAthlete();
    // Another athlete's practice in the same weeks is not theirs.
    const other = await createUser(database.db, { timeZone: ZONE });
    await database.db.insert(breathworkSessions).values({
      userId: other.id,
      preset: "Box",
      completed: true,
      durationSeconds: 60,
      cycles: 1,
      startedAt: at("2026-03-10"),
    });

    const athlete = await athleteContext(database.db, userId, NOW);
    expect(athlete).toMatchObject({
      name: "Mia Torres",
      sport: "Volleyball",
      position: "Setter",
      role: "Athlete",
      mission: "Lift my team",
      vision: "Start for varsity Play in college",
      processGoals: ["Serve 50 balls"],
      oneWordFocus: "Calm",
      keysToKeepItSimple: ["Eyes up"],
      affirmations: ["I am ready", "I love pressure"],
      selfTalk: "Next ball Stay loose",
      beliefs: "Effort is a choice",
      identity: identitySentences(identityStatement).map((item) => item.sentence),
      onboarding: {},
      routines: [
        {
          name: "Serve",
          triggerDescription: "Ball in hand",
          physicalAction: "Three bounces",
          steps: ["See the target", "Toss"],
        },
      ],
      habits: [{ name: "Stretch", rate: 0.3 }],
    });
    expect(athlete.journal.map(({ date, kind, rating }) => ({ date, kind, rating }))).toEqual([
      { date: "2026-03-17", kind: "daily", rating: null },
      { date: "2026-03-14", kind: "weekly", rating: 8 },
      { date: "2026-03-12", kind: "performance", rating: 6 },
      { date: "2026-03-02", kind: "weekly", rating: 4 },
    ]);
    expect(athlete.journal[0]?.note).toBe("Felt sharp / Aced twice");
    expect(athlete.journal[1]?.note.length).toBeLessThanOrEqual(NOTE_EXCERPT_CHARS + 1);
    expect(athlete.journal[1]?.note.endsWith("…")).toBe(true);
    expect(athlete.journal[2]?.note).toContain("League final");

    expect(athlete.practice).toHaveLength(12);
    expect(athlete.practice[0]?.weekStart).toBe("2025-12-29");
    const byWeek = new Map(athlete.practice.map((week) => [week.weekStart, week]));
    expect(byWeek.get("2026-03-16")).toEqual({
      weekStart: "2026-03-16",
      breathworkSessions: 1,
      relaxationSessions: 0,
      concentrationGames: 2,
      habitRate: 0,
      performanceRating: null,
    });
    expect(byWeek.get("2026-03-09")).toEqual({
      weekStart: "2026-03-09",
      breathworkSessions: 3,
      relaxationSessions: 1,
      concentrationGames: 0,
      habitRate: 3 / 7,
      performanceRating: 7,
    });
    expect(byWeek.get("2026-03-02")).toMatchObject({ breathworkSessions: 0, habitRate: null, performanceRating: 4 });
  });

  it("reads empty lists and texts for a new athlete", async () => {
    const user = await createUser(database.db);
    const athlete = await athleteContext(database.db, user.id, NOW);
    expect(athlete).toMatchObject({
      mission: "",
      vision: "",
      affirmations: [],
      identity: [],
      routines: [],
      habits: [],
      journal: [],
    });
    expect(athlete.practice.every((week) => week.breathworkSessions === 0 && week.habitRate === null)).toBe(true);
  });
});
