import { restRoutes } from "@onepercent/api/rest";
import { concentrationAttempts } from "@onepercent/db";
import { BUILT_IN_PRESETS, FOCUS_RECORDS_PER_DAY, focusMessages, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, jsonOf, restCalls, SPA_MARKER, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();
const { send } = restCalls(t);

const Session = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  preset: z.string(),
  completed: z.boolean(),
  duration: z.number(),
  cycles: z.number(),
  date: z.iso.datetime(),
});
const Relaxation = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  durationMinutes: z.number(),
  actualDurationSeconds: z.number(),
  notes: z.string(),
  completed: z.boolean(),
  createdAt: z.iso.datetime(),
});
const Attempt = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  date: z.iso.datetime(),
  duration: z.number(),
  gridSize: z.number(),
});
const Message = (message: string) => ({ message });

const focusRoutes = restRoutes.filter((route) => /breathwork|relaxation|concentration-grid/.test(route.path));
const calm = { name: "My Calm", inhale: 4, hold1: 0, exhale: 6, hold2: 0, cycles: 6 };

describe("Focus paths without a session", () => {
  it("are all here, under the spec's paths and their /api twins", () => {
    expect(focusRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      [
        "GET /breathwork",
        "POST /breathwork/session",
        "GET /breathwork/history",
        "POST /breathwork/preset",
        "DELETE /breathwork/preset/:name",
        "POST /relaxation/sessions",
      ]
        .flatMap((row) => [row, row.replace(" /", " /api/")])
        .concat([
          "GET /api/concentration-grid/stats",
          "POST /api/concentration-grid/attempt",
          "DELETE /api/concentration-grid/attempts",
        ])
        .sort(),
    );
  });

  it.each(focusRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s: 401",
    async (_, route) => {
      const body = route.method === "GET" ? undefined : {};
      const response = await send(route.method, route.path.replace(":name", "Calm"), null, body);
      expect(await jsonOf(response, 401)).toEqual(Message(messages.sessionExpired));
    },
  );

  it("leaves GET /breathwork to the app when a browser navigates to it", async () => {
    const response = await t.request("/breathwork", { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(SPA_MARKER);
  });
});

describe("breathwork", () => {
  it("GET /breathwork answers the presets, the caller's own and the last one used", async () => {
    const { token } = await signUp(t);
    expect(await jsonOf(await send("GET", "/breathwork", token))).toEqual({
      presets: BUILT_IN_PRESETS,
      customPresets: [],
      lastUsed: null,
    });
    await jsonOf(await send("POST", "/api/breathwork/preset", token, calm));
    await send("POST", "/breathwork/session", token, { preset: "My Calm", completed: true, duration: 60 });
    expect(await jsonOf(await send("GET", "/api/breathwork", token))).toMatchObject({
      customPresets: [{ ...calm, custom: true }],
      lastUsed: "My Calm",
    });
  });

  it("POST /breathwork/session saves a session (201) and refuses a bad one (400)", async () => {
    const { token } = await signUp(t);
    const date = "2026-01-10T08:00:00.000Z";
    const body = { preset: "Box Breathing", completed: false, duration: 40, date };
    const saved = Session.parse(await jsonOf(await send("POST", "/breathwork/session", token, body), 201));
    expect(saved).toMatchObject({ preset: "Box Breathing", completed: false, duration: 40, cycles: 2, date });
    expect(saved._id).toBe(saved.id);
    for (const bad of [
      { ...body, duration: -5 },
      { ...body, completed: "no" },
      { ...body, date: "2999-01-01T00:00:00Z" },
    ]) {
      const refused = await send("POST", "/api/breathwork/session", token, bad);
      expect(await jsonOf(refused, 400)).toEqual(Message(focusMessages.breathworkSessionInvalid));
    }
    const blank = await send("POST", "/breathwork/session", token, { ...body, preset: " " });
    expect(await jsonOf(blank, 400)).toEqual(Message(focusMessages.presetNameRequired));
  });

  it("GET /breathwork/history answers the sessions, the stats and 30 days", async () => {
    const { token } = await signUp(t);
    await send("POST", "/breathwork/session", token, { preset: "Resonance", completed: true, duration: 120 });
    const body = z
      .object({
        history: z.array(Session),
        stats: z.record(z.string(), z.number()),
        days: z.array(z.object({ date: z.string(), sessions: z.number(), seconds: z.number() })),
      })
      .parse(await jsonOf(await send("GET", "/breathwork/history", token)));
    expect(body.history).toHaveLength(1);
    expect(body.history[0]).toMatchObject({ preset: "Resonance", cycles: 12 });
    expect(body.stats).toEqual({
      totalSessions: 1,
      totalTime: 120,
      completedSessions: 1,
      recentTotalTime: 120,
      recentCompletedSessions: 1,
      recentSessions: 1,
    });
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toMatchObject({ sessions: 1, seconds: 120 });
    expect(await jsonOf(await send("GET", "/api/breathwork/history", token))).toEqual(body);
  });

  it("POST /breathwork/preset saves or replaces a preset and refuses bad ones with the spec's messages", async () => {
    const { token } = await signUp(t);
    expect(await jsonOf(await send("POST", "/breathwork/preset", token, calm))).toEqual({ ...calm, custom: true });
    const replaced = { ...calm, name: "MY CALM", cycles: 9 };
    expect(await jsonOf(await send("POST", "/breathwork/preset", token, replaced))).toEqual({
      ...replaced,
      custom: true,
    });
    const refusals: [unknown, string][] = [
      [{ ...calm, name: "box breathing" }, focusMessages.presetNameBuiltIn],
      [{ ...calm, name: "  " }, "Please provide a name for your preset"],
      [{ ...calm, inhale: 0 }, "Please ensure all values are valid"],
      [{ ...calm, hold2: 61 }, "Please ensure all values are valid"],
    ];
    for (const [body, message] of refusals) {
      expect(await jsonOf(await send("POST", "/breathwork/preset", token, body), 400)).toEqual(Message(message));
    }
    const { customPresets } = z
      .object({ customPresets: z.array(z.object({ name: z.string() })) })
      .parse(await jsonOf(await send("GET", "/breathwork", token)));
    expect(customPresets.map((preset) => preset.name)).toEqual(["MY CALM"]);
  });

  it("DELETE /breathwork/preset/:name deletes the caller's preset, then answers 404", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await send("POST", "/breathwork/preset", owner.token, calm);
    const path = `/breathwork/preset/${encodeURIComponent("my calm")}`;
    expect(await jsonOf(await send("DELETE", path, other.token), 404)).toEqual(Message(focusMessages.presetNotFound));
    expect(await jsonOf(await send("DELETE", path, owner.token))).toEqual({
      message: focusMessages.presetDeleted,
      name: "My Calm",
    });
    for (const again of [path, `/api${path}`, "/breathwork/preset/Box%20Breathing"]) {
      expect(await jsonOf(await send("DELETE", again, owner.token), 404)).toEqual(Message("Preset not found"));
    }
  });
});

describe("relaxation", () => {
  it("POST /relaxation/sessions saves a session (201) that counts on the dashboard", async () => {
    const { token } = await signUp(t);
    const body = { durationMinutes: 4, actualDurationSeconds: 240, notes: "Calm before the match" };
    const saved = Relaxation.parse(await jsonOf(await send("POST", "/relaxation/sessions", token, body), 201));
    expect(saved).toMatchObject({ ...body, completed: true });
    const early = await send("POST", "/api/relaxation/sessions", token, {
      durationMinutes: 2,
      actualDurationSeconds: 30,
    });
    expect(Relaxation.parse(await jsonOf(early, 201))).toMatchObject({ completed: false, notes: "" });
    // 270 s this week: relaxationMinutes and the legacy meditationMinutes agree.
    const weekly = await jsonOf(await t.request("/api/users/weekly-performance", bearer(token)));
    expect(weekly).toMatchObject({ relaxationMinutes: 5, meditationMinutes: 5 });
  });

  it("refuses a length other than 1, 2 or 4 minutes and more time than chosen", async () => {
    const { token } = await signUp(t);
    const three = await send("POST", "/relaxation/sessions", token, { durationMinutes: 3, actualDurationSeconds: 1 });
    expect(await jsonOf(three, 400)).toEqual(Message(focusMessages.relaxationLengthInvalid));
    const over = await send("POST", "/relaxation/sessions", token, { durationMinutes: 1, actualDurationSeconds: 90 });
    expect(await jsonOf(over, 400)).toEqual(Message(focusMessages.relaxationDurationInvalid));
  });
});

describe("concentration grid", () => {
  it("saves attempts (201), answers the stats and history, and clears them", async () => {
    const { token } = await signUp(t);
    const empty = await jsonOf(await send("GET", "/api/concentration-grid/stats", token));
    expect(empty).toMatchObject({ stats: { bestTime: null, totalAttempts: 0 }, history: [] });
    const first = await send("POST", "/api/concentration-grid/attempt", token, { duration: 45_000, gridSize: 6 });
    expect(Attempt.parse(await jsonOf(first, 201))).toMatchObject({ duration: 45_000, gridSize: 6 });
    await send("POST", "/api/concentration-grid/attempt", token, { duration: 35_000, gridSize: 6 });
    const body = z
      .object({ stats: z.looseObject({ bestTime: z.number() }), history: z.array(Attempt) })
      .parse(await jsonOf(await send("GET", "/api/concentration-grid/stats", token)));
    expect(body.stats).toMatchObject({ bestTime: 35_000, averageTime: 40_000, totalAttempts: 2 });
    expect(body.history).toHaveLength(2);

    expect(await jsonOf(await send("DELETE", "/api/concentration-grid/attempts", token))).toEqual({
      message: focusMessages.historyCleared,
      deleted: 2,
    });
    expect(await jsonOf(await send("GET", "/api/concentration-grid/stats", token))).toMatchObject({ history: [] });
  });

  it("refuses a bad attempt (400) and one past the daily cap (429 with Retry-After)", async () => {
    const { token, userId } = await signUp(t);
    const badSize = await send("POST", "/api/concentration-grid/attempt", token, { duration: 45_000, gridSize: 7 });
    expect(await jsonOf(badSize, 400)).toEqual(Message(focusMessages.gridSizeInvalid));
    const tooFast = await send("POST", "/api/concentration-grid/attempt", token, { duration: 10, gridSize: 4 });
    expect(await jsonOf(tooFast, 400)).toEqual(Message(focusMessages.gridDurationInvalid));

    const row = { userId, durationMs: 20_000, gridSize: 4, createdAt: new Date() };
    await t.db.insert(concentrationAttempts).values(Array.from({ length: FOCUS_RECORDS_PER_DAY }, () => row));
    const capped = await send("POST", "/api/concentration-grid/attempt", token, { duration: 45_000, gridSize: 6 });
    expect(await jsonOf(capped, 429)).toEqual(Message(focusMessages.focusDailyLimit));
    expect(Number(capped.headers.get("retry-after"))).toBeGreaterThan(23 * 60 * 60);
  });
});

describe("POST /users/starter-task for the Focus tasks", () => {
  it.each(["firstBreathCycle", "firstRelaxationSession", "firstConcentrationGame"])("records %s", async (task) => {
    const { token } = await signUp(t);
    const response = await send("POST", "/users/starter-task", token, { task, completed: true });
    expect(await jsonOf(response)).toEqual({ success: true, task, completed: true });
  });
});
