import { breathworkPresets, breathworkSessions, eq } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import {
  BREATHWORK_CUSTOM_PRESETS_MAX,
  type BreathworkPresetInput,
  BUILT_IN_PRESETS,
  focusMessages,
  localDate,
} from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { athlete } = testCallers(database);

const timing = { inhale: 4, hold1: 2, exhale: 6, hold2: 0, cycles: 3 };
const preset = (name: string, changes: Partial<BreathworkPresetInput> = {}) => ({ name, ...timing, ...changes });
const presetsOf = (userId: string) =>
  database.db.select().from(breathworkPresets).where(eq(breathworkPresets.userId, userId));

describe("breathwork presets", () => {
  it("lists the built-in presets, then none of the caller's and no last preset", async () => {
    const { caller } = await athlete();
    expect(await caller.focus.breathwork.data()).toEqual({
      presets: BUILT_IN_PRESETS,
      customPresets: [],
      lastUsed: null,
    });
  });

  it("saves a custom preset and replaces its timing when the name comes again in any case", async () => {
    const { id, caller } = await athlete();
    const { savePreset } = caller.focus.breathwork;
    expect(await savePreset(preset("  Calm Down "))).toEqual({ ...preset("Calm Down"), custom: true });
    const replaced = await savePreset(preset("CALM down", { inhale: 5, hold1: 0, cycles: 8 }));
    expect(replaced).toEqual({ ...preset("CALM down", { inhale: 5, hold1: 0, cycles: 8 }), custom: true });
    expect(await presetsOf(id)).toHaveLength(1);
    expect((await caller.focus.breathwork.data()).customPresets).toEqual([replaced]);
  });

  it("lists the caller's presets by name, whatever the case", async () => {
    const { caller } = await athlete();
    for (const name of ["Zen", "alpha", "Match Point", "beta"]) await caller.focus.breathwork.savePreset(preset(name));
    const { customPresets } = await caller.focus.breathwork.data();
    expect(customPresets.map((item) => item.name)).toEqual(["alpha", "beta", "Match Point", "Zen"]);
    expect(customPresets.every((item) => item.custom)).toBe(true);
  });

  it("refuses a built-in preset's name in any case and saves nothing", async () => {
    const { id, caller } = await athlete();
    for (const name of ["Box Breathing", " box breathing ", "RESONANCE"]) {
      expect(await refusal(caller.focus.breathwork.savePreset(preset(name)))).toEqual({
        code: "BAD_REQUEST",
        message: focusMessages.presetNameBuiltIn,
      });
    }
    expect(await presetsOf(id)).toEqual([]);
  });

  it("refuses bad timing with the spec's message", async () => {
    const { caller } = await athlete();
    expect(await refusal(caller.focus.breathwork.savePreset(preset("Calm", { inhale: 0 })))).toEqual({
      code: "BAD_REQUEST",
      message: focusMessages.presetValuesInvalid,
    });
    expect(await refusal(caller.focus.breathwork.savePreset(preset("   ")))).toEqual({
      code: "BAD_REQUEST",
      message: focusMessages.presetNameRequired,
    });
  });

  it("keeps at most 20 custom presets, while a saved name can still be replaced", async () => {
    const { id, caller } = await athlete();
    for (let index = 0; index < BREATHWORK_CUSTOM_PRESETS_MAX; index += 1) {
      await caller.focus.breathwork.savePreset(preset(`Preset ${index}`));
    }
    expect(await refusal(caller.focus.breathwork.savePreset(preset("One more")))).toEqual({
      code: "BAD_REQUEST",
      message: focusMessages.presetsTooMany,
    });
    expect(await caller.focus.breathwork.savePreset(preset("preset 3", { cycles: 9 }))).toMatchObject({ cycles: 9 });
    expect(await presetsOf(id)).toHaveLength(BREATHWORK_CUSTOM_PRESETS_MAX);
  });

  it("holds the limit when 25 presets are sent at once", async () => {
    const { id, caller } = await athlete();
    const names = Array.from({ length: 25 }, (_, index) => `Parallel ${index}`);
    const results = await Promise.allSettled(names.map((name) => caller.focus.breathwork.savePreset(preset(name))));
    const refused = results.filter((result) => result.status === "rejected");
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(BREATHWORK_CUSTOM_PRESETS_MAX);
    expect(refused).toHaveLength(5);
    for (const result of refused) expect(String(result.reason)).toContain(focusMessages.presetsTooMany);
    expect(await presetsOf(id)).toHaveLength(BREATHWORK_CUSTOM_PRESETS_MAX);
  });

  it("deletes a preset by name in any case, then answers Preset not found", async () => {
    const { id, caller } = await athlete();
    await caller.focus.breathwork.savePreset(preset("Pre Game"));
    await caller.focus.breathwork.savePreset(preset("Post Game"));
    expect(await caller.focus.breathwork.deletePreset({ name: " pre game " })).toEqual({ name: "Pre Game" });
    expect((await presetsOf(id)).map((row) => row.name)).toEqual(["Post Game"]);
    for (const name of ["Pre Game", "Box Breathing", "no such preset"]) {
      expect(await refusal(caller.focus.breathwork.deletePreset({ name }))).toEqual({
        code: "NOT_FOUND",
        message: focusMessages.presetNotFound,
      });
    }
  });
});

describe("breathwork sessions", () => {
  const box = { preset: "Box Breathing", completed: false };

  it("derives the cycles from the preset when they are not given", async () => {
    const { caller } = await athlete();
    const { saveSession, savePreset } = caller.focus.breathwork;
    // Box Breathing: 16 s a cycle, 5 cycles.
    expect(await saveSession({ ...box, completed: true, duration: 80 })).toMatchObject({ cycles: 5, duration: 80 });
    expect(await saveSession({ ...box, duration: 47.6 })).toMatchObject({ cycles: 3, duration: 48 });
    expect(await saveSession({ ...box, duration: 15 })).toMatchObject({ cycles: 0 });
    expect(await saveSession({ ...box, duration: 500 })).toMatchObject({ cycles: 5 });
    expect(await saveSession({ ...box, preset: "box breathing", duration: 32 })).toMatchObject({ cycles: 2 });
    // The caller's own preset (12 s a cycle, 3 cycles), found by its name in any case.
    await savePreset(preset("Free Throw"));
    expect(await saveSession({ preset: "free throw", completed: false, duration: 25 })).toMatchObject({ cycles: 2 });
    expect(await saveSession({ preset: "Free Throw", completed: true, duration: 36 })).toMatchObject({ cycles: 3 });
    // A preset since deleted (or never known) gives no cycles; given cycles are kept.
    expect(await saveSession({ preset: "Gone", completed: true, duration: 60 })).toMatchObject({ cycles: 0 });
    expect(await saveSession({ ...box, duration: 60, cycles: 7 })).toMatchObject({ cycles: 7 });
  });

  it("dates a session now unless told, takes a little clock drift and refuses a later start", async () => {
    const { id, caller } = await athlete();
    const before = Date.now();
    const saved = await caller.focus.breathwork.saveSession({ ...box, duration: 20 });
    expect(saved.date.getTime()).toBeGreaterThanOrEqual(before);
    expect(saved.date.getTime()).toBeLessThanOrEqual(Date.now());
    const soon = new Date(Date.now() + 4 * 60_000).toISOString();
    expect((await caller.focus.breathwork.saveSession({ ...box, duration: 20, date: soon })).date.toISOString()).toBe(
      soon,
    );
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    expect(await refusal(caller.focus.breathwork.saveSession({ ...box, duration: 20, date: later }))).toEqual({
      code: "BAD_REQUEST",
      message: focusMessages.breathworkSessionInvalid,
    });
    expect(await database.db.$count(breathworkSessions, eq(breathworkSessions.userId, id))).toBe(2);
  });

  it("remembers the preset of the session that started last", async () => {
    const { caller } = await athlete();
    const { saveSession, data } = caller.focus.breathwork;
    await saveSession({ preset: "Resonance", completed: true, duration: 120, date: "2026-11-20T10:00:00Z" });
    await saveSession({ preset: "4-7-8 Relax", completed: true, duration: 76, date: "2026-11-18T10:00:00Z" });
    expect((await data()).lastUsed).toBe("Resonance");
    await saveSession({ preset: "Cyclic Sighing", completed: false, duration: 30 });
    expect((await data()).lastUsed).toBe("Cyclic Sighing");
  });

  it("refuses an invalid session with one message", async () => {
    const { caller } = await athlete();
    expect(await refusal(caller.focus.breathwork.saveSession({ ...box, duration: -1 }))).toEqual({
      code: "BAD_REQUEST",
      message: focusMessages.breathworkSessionInvalid,
    });
  });

  it("answers the history of the last 30 days in the caller's zone", async () => {
    const { id, caller } = await athlete({ timeZone: "Pacific/Kiritimati" });
    await caller.focus.breathwork.saveSession({ ...box, duration: 40 });
    const { history, days, stats } = await caller.focus.breathwork.history();
    expect(history).toHaveLength(1);
    expect(days).toHaveLength(30);
    // Kiritimati (UTC+14) is a day ahead of most zones: the last row is its today.
    expect(days.at(-1)).toEqual({ date: localDate(new Date(), "Pacific/Kiritimati"), sessions: 1, seconds: 40 });
    expect(stats).toMatchObject({ totalSessions: 1, recentSessions: 1, totalTime: 40 });
    expect(await database.db.$count(breathworkSessions, eq(breathworkSessions.userId, id))).toBe(1);
  });
});
