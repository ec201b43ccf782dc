import { and, emailOutbox, eq, pushSubscriptions, reminders, sql } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testMailer } from "../../testing";
import { type PushService, startPushService } from "../../testing/push-service";
import {
  checkHabitDone,
  seedHabit,
  seedPreferences,
  seedReminder,
  seedSubscription,
} from "../../testing/reminder-seeds";
import { dispatchDueReminders, type ReminderDelivery } from "./dispatch";
import { verifyDoneToken } from "./done-token";
import { nextDueAt } from "./schedule";
import { generateVapidKeys } from "./vapid-keys";

const database = useTestDatabase();
const vapid = { ...generateVapidKeys(), subject: "mailto:reminders@onepercent.test" };
const signingKey = "reminders-signing-key-0123456789abcdefghij";
let push: PushService;

const delivery = (overrides: Partial<ReminderDelivery> = {}): ReminderDelivery => ({
  db: database.db,
  mailer: testMailer(database.db),
  vapid,
  tokenSigningKey: signingKey,
  origin: "https://app.onepercent.test",
  // The stand-in push service on this machine is the one push service its subscriptions may name.
  pushServices: [push.origin],
  ...overrides,
});

const at = (iso: string) => new Date(iso);
const wallClock = (instant: Date | null, timeZone: string) =>
  instant && new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "short" }).format(instant);

async function reminderRow(id: string) {
  const [row] = await database.db.select().from(reminders).where(eq(reminders.id, id));
  if (!row) throw new Error("the reminder is gone");
  return row;
}

/** An athlete in `timeZone` with one browser subscribed to the stand-in push service. */
async function subscribedAthlete(timeZone = "Europe/Berlin") {
  const user = await createUser(database.db, { timeZone });
  const subscription = push.subscribe();
  await seedSubscription(database.db, user.id, subscription);
  return { user, subscription };
}

const outboxTo = (email: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

beforeAll(async () => {
  push = await startPushService(vapid);
});
afterAll(() => push.close());
beforeEach(async () => {
  // Each case dispatches at its own fixed instant: no earlier case's reminder may be due then.
  await database.db.execute(sql`delete from reminders`);
  push.clear();
});

describe("sending due reminders by web push", () => {
  it("delivers a habit's reminder that the push service verifies and the browser decrypts, with a Done token", async () => {
    const { user, subscription } = await subscribedAthlete();
    const actionId = await seedHabit(database.db, user.id, "Visualise ten free throws");
    const due = at("2026-06-10T05:30:00Z"); // 07:30 in Berlin
    const habit = await seedReminder(database.db, {
      userId: user.id,
      kind: "habit",
      actionId,
      time: "07:30",
      nextDueAt: due,
    });
    const journal = await seedReminder(database.db, {
      userId: user.id,
      kind: "journal",
      time: "07:30",
      nextDueAt: due,
    });

    const summary = await dispatchDueReminders(delivery(), due);

    expect(summary).toEqual({ claimed: 2, sent: 2, skipped: 0, dropped: 0, failed: 0 });
    expect(push.refusals).toEqual([]);
    const byTag = new Map(push.received.map((message) => [message.payload.tag, message]));
    const habitPush = byTag.get(`reminder-${habit.id}`);
    expect(habitPush).toMatchObject({
      name: subscription.name,
      ttl: "3600",
      urgency: "normal",
      topic: habit.id.replaceAll("-", ""),
      payload: { title: "Visualise ten free throws", url: "/daily-success-checklist" },
    });
    const token = habitPush?.payload.doneToken ?? "";
    expect(verifyDoneToken(signingKey, token, due)).toEqual({ userId: user.id, actionId, date: "2026-06-10" });
    expect(byTag.get(`reminder-${journal.id}`)?.payload).toEqual({
      title: "Daily journal",
      body: "A few minutes to write about your day.",
      url: "/daily-journal",
      tag: `reminder-${journal.id}`,
    });
    const moved = await reminderRow(habit.id);
    expect(moved.lastDueAt).toEqual(due);
    expect(moved.nextDueAt).toEqual(at("2026-06-11T05:30:00Z"));
    expect(await outboxTo(user.email)).toEqual([]);
  });

  it("removes a subscription the push service answers 404 or 410, and e-mails once no browser is left", async () => {
    const due = at("2026-06-11T16:00:00Z");
    const { user: stillReached, subscription: kept } = await subscribedAthlete();
    const expired = push.subscribe();
    await seedSubscription(database.db, stillReached.id, expired);
    push.answer(expired.name, 410);
    const { user: allGone, subscription: first } = await subscribedAthlete();
    const second = push.subscribe();
    await seedSubscription(database.db, allGone.id, second);
    push.answer(first.name, 404);
    push.answer(second.name, 410);
    for (const userId of [stillReached.id, allGone.id]) {
      await seedReminder(database.db, { userId, kind: "journal", time: "18:00", nextDueAt: due });
    }

    const summary = await dispatchDueReminders(delivery(), due);

    expect(summary).toMatchObject({ claimed: 2, sent: 2, failed: 0 });
    expect(push.received.map((message) => message.name)).toEqual([kept.name]);
    const endpoints = await database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    const left = endpoints.map((row) => row.endpoint);
    expect(left).toContain(kept.endpoint);
    for (const gone of [expired, first, second]) expect(left).not.toContain(gone.endpoint);
    expect(await outboxTo(stillReached.email)).toEqual([]);
    expect(await outboxTo(allGone.email)).toMatchObject([{ subject: "Reminder: Daily journal" }]);
  });
});

describe("daylight-saving days", () => {
  it.each([
    ["Europe/Berlin", "spring", "2026-03-28T06:30:00Z", "2026-03-29T05:30:00Z", "2026-03-30T05:30:00Z"],
    ["Europe/Berlin", "autumn", "2026-10-24T05:30:00Z", "2026-10-25T06:30:00Z", "2026-10-26T06:30:00Z"],
    ["America/New_York", "spring", "2026-03-07T12:30:00Z", "2026-03-08T11:30:00Z", "2026-03-09T11:30:00Z"],
    ["America/New_York", "autumn", "2026-10-31T11:30:00Z", "2026-11-01T12:30:00Z", "2026-11-02T12:30:00Z"],
  ])("sends 07:30 in %s at 07:30 local on the %s change", async (zone, _season, dayBefore, changeDay, dayAfter) => {
    const { user } = await subscribedAthlete(zone);
    const rule = { time: "07:30", days: ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const };
    const reminder = await seedReminder(database.db, {
      userId: user.id,
      kind: "journal",
      time: rule.time,
      nextDueAt: nextDueAt(rule, zone, at(dayBefore.replace("30:00", "29:00"))),
    });

    await dispatchDueReminders(delivery(), at(dayBefore));
    expect((await reminderRow(reminder.id)).nextDueAt).toEqual(at(changeDay));
    const aMinuteEarly = new Date(at(changeDay).getTime() - 60_000);
    expect(await dispatchDueReminders(delivery(), aMinuteEarly)).toMatchObject({ claimed: 0 });
    expect(await dispatchDueReminders(delivery(), at(changeDay))).toMatchObject({ claimed: 1, sent: 1 });

    const row = await reminderRow(reminder.id);
    expect(wallClock(row.lastDueAt, zone)).toMatch(/ 07:30$/);
    expect(row.lastDueAt).toEqual(at(changeDay));
    expect(row.nextDueAt).toEqual(at(dayAfter));
    expect(push.received).toHaveLength(2);
  });
});

describe("reminders that are not sent", () => {
  it("skips one in quiet hours (past midnight) and moves it to its next day", async () => {
    const { user } = await subscribedAthlete();
    await seedPreferences(database.db, user.id, { channel: "push", quietStart: "22:00", quietEnd: "07:00" });
    const due = at("2026-07-01T20:30:00Z"); // 22:30 in Berlin
    const late = await seedReminder(database.db, { userId: user.id, kind: "journal", time: "22:30", nextDueAt: due });

    expect(await dispatchDueReminders(delivery(), due)).toMatchObject({ claimed: 1, skipped: 1, sent: 0 });
    expect(push.received).toEqual([]);
    expect(await reminderRow(late.id)).toMatchObject({ lastDueAt: due, nextDueAt: at("2026-07-02T20:30:00Z") });

    // Outside the quiet hours the same athlete is reminded.
    const noon = at("2026-07-02T10:00:00Z");
    await seedReminder(database.db, { userId: user.id, kind: "weekly_review", time: "12:00", nextDueAt: noon });
    expect(await dispatchDueReminders(delivery(), noon)).toMatchObject({ claimed: 1, sent: 1 });
  });

  it("skips a habit already checked done that local day, not one done another day", async () => {
    const { user } = await subscribedAthlete("America/New_York");
    const done = await seedHabit(database.db, user.id, "Stretch for ten minutes");
    const doneYesterday = await seedHabit(database.db, user.id, "Hydrate");
    const due = at("2026-07-03T01:00:00Z"); // 21:00 on 2 July in New York (3 July in UTC)
    await checkHabitDone(database.db, user.id, done, "2026-07-02");
    await checkHabitDone(database.db, user.id, doneYesterday, "2026-07-01");
    for (const actionId of [done, doneYesterday]) {
      await seedReminder(database.db, { userId: user.id, kind: "habit", actionId, time: "21:00", nextDueAt: due });
    }

    expect(await dispatchDueReminders(delivery(), due)).toMatchObject({ claimed: 2, sent: 1, skipped: 1 });
    expect(push.received.map((message) => message.payload.title)).toEqual(["Hydrate"]);
  });

  it("sends one missed by less than an hour late, and drops an older one", async () => {
    const { user } = await subscribedAthlete();
    const now = at("2026-07-04T12:00:00Z");
    const missed = await seedReminder(database.db, {
      userId: user.id,
      kind: "journal",
      time: "13:01",
      nextDueAt: at("2026-07-04T11:01:00Z"),
    });
    const tooOld = await seedReminder(database.db, {
      userId: user.id,
      kind: "weekly_review",
      time: "12:59",
      nextDueAt: at("2026-07-04T10:59:00Z"),
    });

    expect(await dispatchDueReminders(delivery(), now)).toMatchObject({ claimed: 2, sent: 1, dropped: 1 });
    expect(push.received.map((message) => message.payload.tag)).toEqual([`reminder-${missed.id}`]);
    // Both move on to their next instant after now, not to one that has passed meanwhile.
    expect((await reminderRow(missed.id)).nextDueAt).toEqual(at("2026-07-05T11:01:00Z"));
    expect((await reminderRow(tooOld.id)).nextDueAt).toEqual(at("2026-07-05T10:59:00Z"));
  });

  it("leaves a disabled reminder alone", async () => {
    const { user } = await subscribedAthlete();
    const due = at("2026-07-05T08:00:00Z");
    const off = await seedReminder(database.db, {
      userId: user.id,
      kind: "journal",
      time: "10:00",
      nextDueAt: due,
      enabled: false,
    });
    expect(await dispatchDueReminders(delivery(), due)).toMatchObject({ claimed: 0 });
    expect((await reminderRow(off.id)).nextDueAt).toEqual(due);
  });
});

describe("reminders by e-mail", () => {
  it("puts the reminder in the outbox for the e-mail channel, with a link to the page", async () => {
    const { user } = await subscribedAthlete();
    await seedPreferences(database.db, user.id, { channel: "email" });
    const due = at("2026-07-06T17:00:00Z");
    await seedReminder(database.db, { userId: user.id, kind: "weekly_review", time: "19:00", nextDueAt: due });

    expect(await dispatchDueReminders(delivery(), due)).toMatchObject({ claimed: 1, sent: 1 });
    expect(push.received).toEqual([]);
    const [mail] = await outboxTo(user.email);
    expect(mail?.subject).toBe("Reminder: Weekly review");
    expect(mail?.body).toContain("Open OnePercent: https://app.onepercent.test/weekly-journal");
  });

  it("e-mails a push reminder when the server has no VAPID keys", async () => {
    const { user } = await subscribedAthlete();
    const due = at("2026-07-07T05:00:00Z");
    const actionId = await seedHabit(database.db, user.id, "Ten minutes of imagery");
    await seedReminder(database.db, { userId: user.id, kind: "habit", actionId, time: "07:00", nextDueAt: due });

    expect(await dispatchDueReminders(delivery({ vapid: null }), due)).toMatchObject({ claimed: 1, sent: 1 });
    expect(push.received).toEqual([]);
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, user.email), eq(emailOutbox.subject, "Reminder: Ten minutes of imagery")));
    expect(mails).toHaveLength(1);
  });

  it("posts nothing to a stored subscription that is not on an allowed push service, and e-mails instead", async () => {
    const { user } = await subscribedAthlete();
    const due = at("2026-07-08T16:00:00Z");
    await seedReminder(database.db, { userId: user.id, kind: "journal", time: "18:00", nextDueAt: due });

    const elsewhere = delivery({ pushServices: ["https://fcm.googleapis.com"] });
    expect(await dispatchDueReminders(elsewhere, due)).toMatchObject({ claimed: 1, sent: 1 });
    expect(push.received).toEqual([]);
    expect(await outboxTo(user.email)).toHaveLength(1);
  });
});
