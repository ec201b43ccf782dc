import { breathworkPresets, breathworkSessions, concentrationAttempts, relaxationSessions } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { focusMessages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { athlete } = testCallers(database);

/** Every row of the Focus tables, to prove another user's calls changed nothing. */
async function snapshot() {
  const [presets, sessions, relaxation, attempts] = await Promise.all([
    database.db.select().from(breathworkPresets),
    database.db.select().from(breathworkSessions),
    database.db.select().from(relaxationSessions),
    database.db.select().from(concentrationAttempts),
  ]);
  return { presets, sessions, relaxation, attempts };
}

describe("focus: isolation", () => {
  it("shows another user none of the owner's presets, sessions or attempts, and lets them change none", async () => {
    const owner = await athlete();
    const other = await athlete();
    const timing = { inhale: 5, hold1: 0, exhale: 5, hold2: 0, cycles: 6 };
    await owner.caller.focus.breathwork.savePreset({ name: "Owner Calm", ...timing });
    await owner.caller.focus.breathwork.saveSession({ preset: "Owner Calm", completed: true, duration: 60 });
    await owner.caller.focus.relaxation.saveSession({ durationMinutes: 1, actualDurationSeconds: 60 });
    await owner.caller.focus.concentration.saveAttempt({ duration: 25_000, gridSize: 5 });
    const before = await snapshot();

    const { breathwork, concentration } = other.caller.focus;
    expect(await breathwork.data()).toMatchObject({ customPresets: [], lastUsed: null });
    const history = await breathwork.history();
    expect([history.history, history.stats.totalSessions]).toEqual([[], 0]);
    expect(await concentration.stats()).toMatchObject({ stats: { totalAttempts: 0, bestTime: null }, history: [] });

    expect(await refusal(breathwork.deletePreset({ name: "Owner Calm" }))).toEqual({
      code: "NOT_FOUND",
      message: focusMessages.presetNotFound,
    });
    expect(await concentration.clearHistory()).toEqual({ deleted: 0 });
    expect(await snapshot()).toEqual(before);

    // The owner's preset name means nothing to the other user: no cycles from it, and the name is free.
    const session = await breathwork.saveSession({ preset: "Owner Calm", completed: true, duration: 60 });
    expect(session.cycles).toBe(0);
    await breathwork.savePreset({ name: "owner calm", ...timing, cycles: 2 });
    expect((await owner.caller.focus.breathwork.data()).customPresets).toEqual([
      { name: "Owner Calm", ...timing, custom: true },
    ]);
    expect((await owner.caller.focus.concentration.stats()).stats.totalAttempts).toBe(1);
    expect((await owner.caller.focus.breathwork.history()).history).toHaveLength(1);
  });
});
