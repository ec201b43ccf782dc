import { dailyActionChecks, dailyActions, eq } from "@onepercent/db";
import { addDays, dayCodeOf, type HabitList, localDate, messages, weekStartOf } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, dataOf, jsonOf, restCalls, signUp, trpcCalls, useTestApp } from "./support/test-app";

const t = useTestApp();
const { send } = restCalls(t);
const json = jsonOf;

const today = () => localDate(new Date(), "UTC");

/** The legacy daily action (planning-and-reflection.md §3), as far as the tests read it. */
const LegacyAction = z.looseObject({
  _id: z.string(),
  action: z.string(),
  completionRate: z.number(),
  firstCheck: z.boolean().optional(),
  dailyStatus: z.array(
    z.object({ day: z.string(), date: z.string(), status: z.string(), timestamp: z.string().nullable() }).loose(),
  ),
});
const ResetAnswer = z.object({ reset: z.number(), weekStart: z.string(), actions: z.array(LegacyAction) }).loose();

async function addAction(token: string, body: Record<string, unknown> = {}) {
  const created: unknown = await json(
    await t.postJson("/api/daily-actions", { action: "Visualize the first serve", ...body }, bearer(token)),
    201,
  );
  return LegacyAction.parse(created);
}

describe("GET /api/daily-actions and POST /api/daily-actions", () => {
  it("creates an action and lists it in the legacy shape with this week's dailyStatus", async () => {
    const { token } = await signUp(t);
    const created = LegacyAction.parse(
      await json(
        await t.postJson(
          "/api/daily-actions",
          {
            action: "  Stretch  ",
            category: "Wellness",
            frequency: "daily",
            timeOfDay: "morning",
            dailyStatus: [],
            order: 0,
          },
          bearer(token),
        ),
        201,
      ),
    );
    expect(created).toMatchObject({
      action: "Stretch",
      category: "Wellness",
      frequency: "daily",
      timeOfDay: "morning",
      order: 0,
      completionRate: 0,
    });
    expect(created.dailyStatus.map((day) => day.day)).toEqual(["SU", "MO", "TU", "WE", "TH", "FR", "SA"]);
    expect(created.dailyStatus[0]).toMatchObject({ status: "pending", timestamp: null, date: weekStartOf(today()) });

    const list = await json(await t.request("/api/daily-actions", bearer(token)));
    expect(list).toEqual([created]);
    expect(await json(await t.request("/api/daily-checklist", bearer(token)))).toEqual([created]);
  });

  it("saves a custom action without days (the spec has no days field): every day applies", async () => {
    const { token } = await signUp(t);
    const created = await addAction(token, { frequency: "custom", dailyStatus: [] });
    expect(created).toMatchObject({ frequency: "custom", customDays: [] });
    const incomplete = await json(await t.request("/api/daily-actions/incomplete-today", bearer(token)));
    expect(incomplete).toMatchObject([{ _id: created._id }]);
    const code = dayCodeOf(today());
    const done = await send("PUT", `/api/daily-actions/${created._id}/day/${code}`, token, { status: "completed" });
    expect(LegacyAction.parse(await json(done)).dailyStatus.find((day) => day.day === code)?.status).toBe("completed");
    const edited = await json(
      await send("PUT", `/api/daily-actions/${created._id}`, token, { ...created, action: "Swim laps" }),
    );
    expect(edited).toMatchObject({ action: "Swim laps", frequency: "custom", customDays: [] });
  });

  it("answers completionRate as the completed statuses over the seven days of the week, rounded", async () => {
    const { token, userId } = await signUp(t);
    const { _id } = await addAction(token);
    // Added a week ago, done today and on two earlier days of this week's grid (inserted as stored data).
    await t.db
      .update(dailyActions)
      .set({ createdAt: new Date(`${addDays(weekStartOf(today()), -7)}T12:00:00Z`) })
      .where(eq(dailyActions.id, _id));
    const week = Array.from({ length: 7 }, (_, index) => addDays(weekStartOf(today()), index));
    const others = week.filter((date) => date !== today()).slice(0, 2);
    await t.db
      .insert(dailyActionChecks)
      .values(others.map((date) => ({ actionId: _id, userId, date, status: "completed" as const })));
    const answer = await send("PUT", `/api/daily-actions/${_id}/day/${dayCodeOf(today())}`, token, {
      status: "completed",
    });
    const body = LegacyAction.parse(await json(answer));
    expect(body.dailyStatus.filter((day) => day.status === "completed")).toHaveLength(3);
    expect(body.completionRate).toBe(43);
    // Added today and done today: one of seven days, although every scheduled day so far is done.
    const fresh = await addAction(token, { action: "Breathe 4-7-8" });
    await send("PUT", `/api/daily-actions/${fresh._id}/day/${dayCodeOf(today())}`, token, { status: "completed" });
    const listed = z.array(LegacyAction).parse(await json(await t.request("/api/daily-actions", bearer(token))));
    expect(listed.map((action) => action.completionRate)).toEqual([43, 14]);
  });

  it("refuses a blank action (400) and anonymous callers (401)", async () => {
    const { token } = await signUp(t);
    expect(await json(await t.postJson("/api/daily-actions", { action: " " }, bearer(token)), 400)).toEqual({
      message: "Please enter an action description",
    });
    expect((await t.postJson("/api/daily-actions", { action: "Run" })).status).toBe(401);
    expect((await t.request("/api/daily-actions")).status).toBe(401);
    expect((await t.request("/api/daily-actions/incomplete-today")).status).toBe(401);
    expect(await json(await t.request("/api/daily-actions", bearer(token)))).toEqual([]);
  });
});

describe("PUT /api/daily-actions/{id}/day/{dayCode}", () => {
  it("completes today by its day code and reports the first check", async () => {
    const { token } = await signUp(t);
    const { _id } = await addAction(token);
    const code = dayCodeOf(today());
    const body = LegacyAction.parse(
      await json(await send("PUT", `/api/daily-actions/${_id}/day/${code}`, token, { status: "completed" })),
    );
    expect(body.firstCheck).toBe(true);
    expect(body.dailyStatus.find((day) => day.day === code)).toMatchObject({ status: "completed" });
    expect(body.completionRate).toBeGreaterThan(0);

    const incomplete = await json(await t.request("/api/daily-actions/incomplete-today", bearer(token)));
    expect(incomplete).toEqual([]);
    const again = LegacyAction.parse(
      await json(await send("PUT", `/api/daily-actions/${_id}/day/${code}`, token, { status: "pending" })),
    );
    expect(again.firstCheck).toBe(false);
    expect(await json(await t.request("/api/daily-checklist/incomplete", bearer(token)))).toHaveLength(1);
  });

  it("back-fills the previous day of an action added today, by REST and by tRPC: it counts in the streak", async () => {
    const { token } = await signUp(t);
    const trpc = trpcCalls(t);
    const auth = bearer(token).headers;
    const streaksOf = async (id: string) =>
      (await dataOf<HabitList>(await trpc.query("habits.list", auth))).actions.find((action) => action.id === id)
        ?.streaks;
    const yesterday = addDays(today(), -1);

    const legacy = await addAction(token);
    const answer = await send("PUT", `/api/daily-actions/${legacy._id}/day/${dayCodeOf(yesterday)}`, token, {
      status: "completed",
    });
    expect(answer.status).toBe(200);
    expect(await t.db.select().from(dailyActionChecks).where(eq(dailyActionChecks.actionId, legacy._id))).toMatchObject(
      [{ date: yesterday, status: "completed" }],
    );
    // Done yesterday, today still open: a run of one.
    expect(await streaksOf(legacy._id)).toEqual({ current: 1, best: 1 });

    const created = await dataOf<{ id: string }>(
      await trpc.mutate(
        "habits.create",
        {
          action: "Breathe before the serve",
          category: "Other",
          frequency: "daily",
          customDays: [],
          timeOfDay: "anytime",
        },
        auth,
      ),
    );
    const set = await trpc.mutate("habits.setDay", { id: created.id, date: yesterday, status: "completed" }, auth);
    expect(set.status).toBe(200);
    await trpc.mutate("habits.setDay", { id: created.id, date: today(), status: "completed" }, auth);
    expect(await streaksOf(created.id)).toEqual({ current: 2, best: 2 });
  });

  it("refuses days other than today and the previous day, changing nothing", async () => {
    const { token } = await signUp(t);
    const { _id } = await addAction(token);
    const old = dayCodeOf(addDays(today(), -3));
    const response = await send("PUT", `/api/daily-actions/${_id}/day/${old}`, token, { status: "completed" });
    expect(await json(response, 400)).toEqual({ message: messages.habitOnlyTodayAndYesterday });
    expect(await t.db.$count(dailyActionChecks, eq(dailyActionChecks.actionId, _id))).toBe(0);
    const bad = await send("PUT", `/api/daily-actions/${_id}/day/${dayCodeOf(today())}`, token, { status: "missed" });
    expect(await json(bad, 400)).toEqual({ message: messages.habitInvalidStatus });
    expect((await send("PUT", `/api/daily-actions/${_id}/day/XX`, token, { status: "completed" })).status).toBe(400);
  });

  it("answers 404 for another user's action and 401 without a token", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const { _id } = await addAction(owner.token);
    const path = `/api/daily-actions/${_id}/day/${dayCodeOf(today())}`;
    expect(await json(await send("PUT", path, intruder.token, { status: "completed" }), 404)).toEqual({
      message: messages.notFound,
    });
    expect((await send("PUT", path, null, { status: "completed" })).status).toBe(401);
    expect(await t.db.$count(dailyActionChecks, eq(dailyActionChecks.actionId, _id))).toBe(0);
  });
});

describe("PUT and DELETE /api/daily-actions/{id}", () => {
  it("edits the caller's action from the whole edited record", async () => {
    const { token } = await signUp(t);
    const created = await addAction(token);
    const body = await json(
      await send("PUT", `/api/daily-actions/${created._id}`, token, {
        ...created,
        action: "Visualize every serve",
        frequency: "weekdays",
      }),
    );
    expect(body).toMatchObject({ _id: created._id, action: "Visualize every serve", frequency: "weekdays" });
    expect(await json(await send("PUT", `/api/daily-actions/${created._id}`, token, { action: "" }), 400)).toEqual({
      message: messages.habitActionRequired,
    });
  });

  it("answers 404 to another user's action for edit and delete, and 401 without a token", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const { _id } = await addAction(owner.token);
    expect((await send("PUT", `/api/daily-actions/${_id}`, intruder.token, { action: "Mine" })).status).toBe(404);
    expect((await send("DELETE", `/api/daily-actions/${_id}`, intruder.token)).status).toBe(404);
    expect((await send("DELETE", `/api/daily-actions/${_id}`, null)).status).toBe(401);
    const [row] = await t.db.select().from(dailyActions).where(eq(dailyActions.id, _id));
    expect(row?.action).toBe("Visualize the first serve");

    expect(await json(await send("DELETE", `/api/daily-actions/${_id}`, owner.token))).toMatchObject({ _id });
    expect((await send("DELETE", `/api/daily-actions/${_id}`, owner.token)).status).toBe(404);
  });
});

describe("POST /api/daily-actions/reset", () => {
  it("sets this week's checks of the caller back to pending and keeps earlier weeks", async () => {
    const { token, userId } = await signUp(t);
    const other = await signUp(t);
    const mine = await addAction(token);
    const theirs = await addAction(other.token);
    const code = dayCodeOf(today());
    await send("PUT", `/api/daily-actions/${mine._id}/day/${code}`, token, { status: "completed" });
    await send("PUT", `/api/daily-actions/${theirs._id}/day/${code}`, other.token, { status: "completed" });
    const earlier = addDays(weekStartOf(today()), -2);
    await t.db.insert(dailyActionChecks).values({ actionId: mine._id, userId, date: earlier, status: "completed" });

    const body = ResetAnswer.parse(await json(await send("POST", "/api/daily-actions/reset", token, {})));
    expect(body).toMatchObject({ reset: 1, weekStart: weekStartOf(today()) });
    expect(body.actions[0]?.dailyStatus.every((day) => day.status === "pending")).toBe(true);

    const statuses = await t.db
      .select({ actionId: dailyActionChecks.actionId, date: dailyActionChecks.date, status: dailyActionChecks.status })
      .from(dailyActionChecks);
    expect(statuses).toEqual(
      expect.arrayContaining([
        { actionId: mine._id, date: earlier, status: "completed" },
        { actionId: mine._id, date: today(), status: "pending" },
        { actionId: theirs._id, date: today(), status: "completed" },
      ]),
    );
    expect((await send("POST", "/api/daily-actions/reset", null, {})).status).toBe(401);
  });
});
