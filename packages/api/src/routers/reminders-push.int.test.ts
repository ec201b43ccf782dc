import { dailyActionChecks, eq, pushSubscriptions } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { localDate } from "@onepercent/validators";
import { reminderMessages } from "@onepercent/validators/reminders";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DONE_TOKEN_LIFETIME_MS, signDoneToken } from "../services/reminders/done-token";
import { refusal, testApiConfig, testCallers } from "../testing";

const database = useTestDatabase();
const { athlete, callerFor } = testCallers(database);

/** Wednesday 25 March 2026, 08:00 in Berlin. */
const NOW = new Date("2026-03-25T07:00:00.000Z");
const ZONE = "Europe/Berlin";
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const subscription = (name: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}-${crypto.randomUUID()}`,
  keys: { p256dh: `p256dh-${name}`, auth: `auth-${name}` },
});
const subscriptionsAt = (endpoint: string) =>
  database.db
    .select({ userId: pushSubscriptions.userId, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));

describe("reminders.push: the browsers a user is reminded in", () => {
  it("keeps one subscription per endpoint, with its newest keys, and forgets it", async () => {
    const { id, caller } = await athlete();
    const browser = subscription("phone");
    expect(await caller.reminders.push.subscribe(browser)).toEqual({ ok: true });
    await caller.reminders.push.subscribe({ ...browser, keys: { p256dh: "p256dh-new", auth: "auth-new" } });
    expect(await subscriptionsAt(browser.endpoint)).toEqual([{ userId: id, p256dh: "p256dh-new", auth: "auth-new" }]);
    expect(await caller.reminders.push.unsubscribe({ endpoint: browser.endpoint })).toEqual({ ok: true });
    expect(await subscriptionsAt(browser.endpoint)).toEqual([]);
    // Forgetting it again is fine.
    expect(await caller.reminders.push.unsubscribe({ endpoint: browser.endpoint })).toEqual({ ok: true });
  });

  it("moves an endpoint to whoever subscribed last; another user cannot unsubscribe it", async () => {
    const first = await athlete();
    const second = await athlete();
    const shared = subscription("family-tablet");
    await first.caller.reminders.push.subscribe(shared);
    await second.caller.reminders.push.subscribe(shared);
    expect(await subscriptionsAt(shared.endpoint)).toEqual([expect.objectContaining({ userId: second.id })]);
    await first.caller.reminders.push.unsubscribe({ endpoint: shared.endpoint });
    expect(await subscriptionsAt(shared.endpoint)).toHaveLength(1);
  });

  it("refuses what is not a browser's push subscription", async () => {
    const { caller } = await athlete();
    const refused = { code: "BAD_REQUEST", message: reminderMessages.subscriptionInvalid };
    const ftp = { ...subscription("x"), endpoint: "ftp://push.example.test/x" };
    expect(await refusal(caller.reminders.push.subscribe(ftp))).toEqual(refused);
    // An address that is not a browser's push service: the server would be made to post into its own network.
    for (const endpoint of [
      "http://127.0.0.1:5432/x",
      "https://push.example.test/send/x",
      "http://fcm.googleapis.com/x",
    ]) {
      expect(await refusal(caller.reminders.push.subscribe({ ...subscription("x"), endpoint }))).toEqual(refused);
    }
    expect(await subscriptionsAt("https://push.example.test/send/x")).toEqual([]);
    expect(await refusal(caller.reminders.push.subscribe({ ...subscription("x"), endpoint: "not a url" }))).toEqual(
      refused,
    );
  });
});

describe("reminders.done: a habit reminder's Done, with no session", () => {
  async function habitOf(timeZone = ZONE) {
    const owner = await athlete({ timeZone });
    const habit = await owner.caller.habits.create({ action: "Visualise ten free throws" });
    return { ...owner, habit };
  }
  const tokenFor = (userId: string, actionId: string, date: string, signedAt = NOW) =>
    signDoneToken(testApiConfig.tokenSigningKey, { userId, actionId, date }, signedAt);
  const checksOf = (actionId: string) =>
    database.db
      .select({ date: dailyActionChecks.date, status: dailyActionChecks.status })
      .from(dailyActionChecks)
      .where(eq(dailyActionChecks.actionId, actionId));
  const invalid = { code: "BAD_REQUEST", message: reminderMessages.doneLinkInvalid };
  const today = localDate(NOW, ZONE);

  it("checks the habit for the token's day, once however often it is pressed", async () => {
    const { id, habit } = await habitOf();
    const anonymous = await callerFor(null);
    const token = tokenFor(id, habit.id, today);
    expect(await anonymous.reminders.done({ token })).toEqual({ ok: true });
    expect(await anonymous.reminders.done({ token })).toEqual({ ok: true });
    expect(await checksOf(habit.id)).toEqual([{ date: today, status: "completed" }]);
  });

  it("still works the next day for the day it was sent, until it expires after 48 hours", async () => {
    const { id, habit } = await habitOf();
    const token = tokenFor(id, habit.id, today);
    vi.setSystemTime(NOW.getTime() + 20 * 60 * 60 * 1000);
    expect(await (await callerFor(null)).reminders.done({ token })).toEqual({ ok: true });
    vi.setSystemTime(NOW.getTime() + DONE_TOKEN_LIFETIME_MS);
    expect(await refusal((await callerFor(null)).reminders.done({ token }))).toEqual(invalid);
  });

  it("refuses a token that is forged, changed, expired, or names a day that can no longer be changed", async () => {
    const { id, habit } = await habitOf();
    const anonymous = await callerFor(null);
    const good = tokenFor(id, habit.id, today);
    const [payload = "", signature = ""] = good.split(".");
    const forged = signDoneToken(
      "another-key-0123456789abcdefghijklmnop",
      { userId: id, actionId: habit.id, date: today },
      NOW,
    );
    const refused = [
      forged,
      `${payload}x.${signature}`,
      `${payload}.${signature.slice(0, -2)}`,
      tokenFor(id, habit.id, today, new Date(NOW.getTime() - DONE_TOKEN_LIFETIME_MS)),
      tokenFor(id, habit.id, "2026-03-20", new Date(NOW.getTime() - 1000)),
      "",
    ];
    for (const token of refused) expect(await refusal(anonymous.reminders.done({ token }))).toEqual(invalid);
    // @ts-expect-error a body without a token is refused at run time too
    expect(await refusal(anonymous.reminders.done({}))).toEqual(invalid);
    expect(await checksOf(habit.id)).toEqual([]);
  });

  it("refuses a habit that was deleted, or that is not the user's the token names", async () => {
    const owner = await habitOf();
    const other = await habitOf();
    const anonymous = await callerFor(null);
    const token = tokenFor(owner.id, owner.habit.id, today);
    await owner.caller.habits.delete({ id: owner.habit.id });
    expect(await refusal(anonymous.reminders.done({ token }))).toEqual(invalid);
    // Signed with the right key, but the habit is someone else's: nothing is checked.
    const crossed = tokenFor(owner.id, other.habit.id, today);
    expect(await refusal(anonymous.reminders.done({ token: crossed }))).toEqual(invalid);
    expect(await checksOf(other.habit.id)).toEqual([]);
  });
});
