import { signDoneToken } from "@onepercent/api";
import { dailyActionChecks, eq } from "@onepercent/db";
import { localDate, messages } from "@onepercent/validators";
import { reminderMessages } from "@onepercent/validators/reminders";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { bearer, jsonOf, restCalls, signUp, TEST_TOKEN_SIGNING_KEY, useTestApp } from "./support/test-app";

// POST /api/reminders/done (issue 28): the "Done" of a habit's push reminder, sent by the service
// worker without a session; the signed token names the user, the habit and the day.

const t = useTestApp();
const { send } = restCalls(t);
const PATH = "/api/reminders/done";

/** Wednesday 25 March 2026, 09:00 UTC (the zone of a REST registration). */
const NOW = new Date("2026-03-25T09:00:00.000Z");
const TODAY = localDate(NOW, "UTC");
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const Created = z.looseObject({ _id: z.string() });

/** A new athlete with one habit, and a Done token for it today. */
async function athleteWithHabit() {
  const { token, userId } = await signUp(t);
  const created = await t.postJson("/api/daily-actions", { action: "Ten free throws" }, bearer(token));
  const habitId = Created.parse(await jsonOf(created, 201))._id;
  const done = signDoneToken(TEST_TOKEN_SIGNING_KEY, { userId, actionId: habitId, date: TODAY }, NOW);
  return { token, userId, habitId, done };
}
const checksOf = (actionId: string) =>
  t.db
    .select({ date: dailyActionChecks.date, status: dailyActionChecks.status })
    .from(dailyActionChecks)
    .where(eq(dailyActionChecks.actionId, actionId));
const invalid = { message: reminderMessages.doneLinkInvalid };

describe("POST /api/reminders/done", () => {
  it("checks the habit for the token's day without a session, once however often it is sent", async () => {
    const { habitId, done } = await athleteWithHabit();
    expect(await jsonOf(await send("POST", PATH, null, { token: done }))).toEqual({ ok: true });
    expect(await jsonOf(await send("POST", PATH, null, { token: done }))).toEqual({ ok: true });
    expect(await checksOf(habitId)).toEqual([{ date: TODAY, status: "completed" }]);
  });

  it("answers 400 with one message for a forged, changed or expired token, or a body without one", async () => {
    const { userId, habitId, done } = await athleteWithHabit();
    const claim = { userId, actionId: habitId, date: TODAY };
    const [payload = "", signature = ""] = done.split(".");
    const refused: unknown[] = [
      { token: signDoneToken("another-signing-key-0123456789abcdefghij", claim, NOW) },
      { token: `${payload}.${signature.slice(0, -3)}` },
      { token: signDoneToken(TEST_TOKEN_SIGNING_KEY, claim, new Date(NOW.getTime() - 48 * 60 * 60 * 1000)) },
      { token: "" },
      { token: 42 },
      {},
      [done],
      "done",
    ];
    for (const body of refused) expect(await jsonOf(await send("POST", PATH, null, body), 400)).toEqual(invalid);
    expect(await checksOf(habitId)).toEqual([]);
  });

  it("refuses malformed JSON like any other REST path", async () => {
    const response = await t.request(PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(await jsonOf(response, 400)).toEqual({ message: messages.malformedJson });
  });

  it("answers 400 once the habit is deleted, and never checks a habit of another user", async () => {
    const owner = await athleteWithHabit();
    const other = await athleteWithHabit();
    expect((await send("DELETE", `/api/daily-actions/${owner.habitId}`, owner.token)).status).toBe(200);
    expect(await jsonOf(await send("POST", PATH, null, { token: owner.done }), 400)).toEqual(invalid);
    const crossed = signDoneToken(
      TEST_TOKEN_SIGNING_KEY,
      { userId: owner.userId, actionId: other.habitId, date: TODAY },
      NOW,
    );
    // Another user's session changes nothing: the token alone decides.
    expect(await jsonOf(await send("POST", PATH, other.token, { token: crossed }), 400)).toEqual(invalid);
    expect(await checksOf(other.habitId)).toEqual([]);
  });
});
