import { eq, reminders } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { REMINDER_KIND_LABELS, reminderMessages } from "@onepercent/validators/reminders";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { syncTimeZone } from "../session-context";
import { refusal, testApiConfig, testCallers } from "../testing";

const database = useTestDatabase();
const { athlete, callerFor, contextFor } = testCallers(database);

/** Wednesday 25 March 2026, 13:00 in Berlin (still CET, UTC+1; the clocks go forward on Sunday). */
const NOW = new Date("2026-03-25T12:00:00.000Z");
const EVERY_DAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the fixed clock on a minute (rows made one after the other are listed in that order). */
const aMinuteLater = () => vi.setSystemTime(Date.now() + 60_000);
const berliner = () => athlete({ timeZone: "Europe/Berlin" });

describe("reminders: the caller's settings", () => {
  it("starts with push, no quiet hours, no reminders, the caller's habits and zone", async () => {
    const { caller } = await berliner();
    const stretch = await caller.habits.create({ action: "Stretch" });
    expect(await caller.reminders.settings()).toEqual({
      channel: "push",
      quietHours: null,
      timeZone: "Europe/Berlin",
      reminders: [],
      habits: [{ id: stretch.id, action: "Stretch" }],
      pushPublicKey: null,
    });
    expect(await caller.reminders.next()).toBeNull();
  });

  it("answers the server's VAPID public key when push is on, never its private key", async () => {
    const { id } = await berliner();
    const vapid = {
      publicKey: "BPublicKey_base64url",
      privateKey: "private-key-never-sent",
      subject: "mailto:team@onepercent.test",
    };
    const caller = await callerFor(id, { config: { ...testApiConfig, vapid } });
    const settings = await caller.reminders.settings();
    expect(settings.pushPublicKey).toBe(vapid.publicKey);
    expect(JSON.stringify(settings)).not.toContain(vapid.privateKey);
  });

  it("sets a reminder per habit, the journal and the weekly review, due at their local times", async () => {
    const { caller } = await berliner();
    const stretch = await caller.habits.create({ action: "Stretch" });
    const habit = await caller.reminders.set({
      kind: "habit",
      actionId: stretch.id,
      time: "07:30",
      days: [...EVERY_DAY],
    });
    expect(habit).toMatchObject({
      kind: "habit",
      actionId: stretch.id,
      label: "Stretch",
      time: "07:30",
      days: [...EVERY_DAY],
      enabled: true,
      // Thursday 07:30 CET.
      nextDueAt: new Date("2026-03-26T06:30:00.000Z"),
    });
    aMinuteLater();
    // Days come back in week order whatever order they were given in.
    const journal = await caller.reminders.set({ kind: "journal", time: "21:00", days: ["SA", "SU"] });
    expect(journal).toMatchObject({
      actionId: null,
      label: REMINDER_KIND_LABELS.journal,
      days: ["SU", "SA"],
      // Saturday 28 March, 21:00 CET.
      nextDueAt: new Date("2026-03-28T20:00:00.000Z"),
    });
    aMinuteLater();
    const review = await caller.reminders.set({ kind: "weekly_review", time: "18:00", days: ["SU"] });
    // Sunday 29 March is the first day of summer time: 18:00 CEST.
    expect(review.nextDueAt).toEqual(new Date("2026-03-29T16:00:00.000Z"));
    expect(review.label).toBe(REMINDER_KIND_LABELS.weekly_review);

    const settings = await caller.reminders.settings();
    expect(settings.reminders.map((reminder) => reminder.id)).toEqual([habit.id, journal.id, review.id]);
    expect(await caller.reminders.next()).toEqual({
      at: new Date("2026-03-26T06:30:00.000Z"),
      kind: "habit",
      label: "Stretch",
      url: "/daily-success-checklist",
    });
  });

  it("changes the existing reminder of a kind or habit instead of adding a second, by id or by kind", async () => {
    const { id, caller } = await berliner();
    const first = await caller.reminders.set({ kind: "journal", time: "21:00", days: ["MO"] });
    const again = await caller.reminders.set({ kind: "journal", time: "20:15", days: ["TU"] });
    expect(again.id).toBe(first.id);
    const disabled = await caller.reminders.set({
      id: first.id,
      kind: "journal",
      time: "20:15",
      days: ["TU"],
      enabled: false,
    });
    expect(disabled).toMatchObject({ id: first.id, enabled: false, nextDueAt: null });
    expect(await caller.reminders.next()).toBeNull();
    const rows = await database.db.select().from(reminders).where(eq(reminders.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ time: "20:15", days: ["TU"], enabled: false, nextDueAt: null });
  });

  it("moves a reminder to a habit that had one: that one gives way", async () => {
    const { id, caller } = await berliner();
    const [run, swim] = [await caller.habits.create({ action: "Run" }), await caller.habits.create({ action: "Swim" })];
    const forRun = await caller.reminders.set({ kind: "habit", actionId: run.id, time: "06:00", days: ["MO"] });
    await caller.reminders.set({ kind: "habit", actionId: swim.id, time: "17:00", days: ["TU"] });
    const moved = await caller.reminders.set({
      id: forRun.id,
      kind: "habit",
      actionId: swim.id,
      time: "06:00",
      days: ["MO"],
    });
    expect(moved).toMatchObject({ id: forRun.id, actionId: swim.id, label: "Swim", time: "06:00" });
    expect(await database.db.$count(reminders, eq(reminders.userId, id))).toBe(1);
  });

  it("removes a reminder, and a habit's reminder goes with its habit", async () => {
    const { caller } = await berliner();
    const run = await caller.habits.create({ action: "Run" });
    const journal = await caller.reminders.set({ kind: "journal", time: "21:00", days: ["MO"] });
    await caller.reminders.set({ kind: "habit", actionId: run.id, time: "06:00", days: ["MO"] });
    expect(await caller.reminders.remove({ id: journal.id })).toEqual({ ok: true });
    expect(await refusal(caller.reminders.remove({ id: journal.id }))).toEqual({
      code: "NOT_FOUND",
      message: messages.notFound,
    });
    await caller.habits.delete({ id: run.id });
    expect((await caller.reminders.settings()).reminders).toEqual([]);
  });

  it("saves the channel and quiet hours", async () => {
    const { caller } = await berliner();
    const quiet = { start: "22:00", end: "07:00" };
    expect(await caller.reminders.setPreferences({ channel: "email", quietHours: quiet })).toEqual({
      channel: "email",
      quietHours: quiet,
    });
    expect(await caller.reminders.settings()).toMatchObject({ channel: "email", quietHours: quiet });
    await caller.reminders.setPreferences({ channel: "push", quietHours: null });
    expect(await caller.reminders.settings()).toMatchObject({ channel: "push", quietHours: null });
  });

  it("refuses what it cannot keep, with the screen's messages", async () => {
    const { caller } = await berliner();
    const { set, setPreferences } = caller.reminders;
    const refused = (call: Promise<unknown>) => refusal(call).then(({ message }) => message);
    expect(await refused(set({ kind: "journal", time: "25:00", days: ["MO"] }))).toBe(reminderMessages.timeInvalid);
    expect(await refused(set({ kind: "journal", time: "7:30", days: ["MO"] }))).toBe(reminderMessages.timeInvalid);
    expect(await refused(set({ kind: "journal", time: "07:30", days: [] }))).toBe(reminderMessages.daysRequired);
    // @ts-expect-error a day code the week does not have is refused at run time too
    expect(await refused(set({ kind: "journal", time: "07:30", days: ["XX"] }))).toBe(reminderMessages.daysRequired);
    // @ts-expect-error a kind that does not exist is refused at run time too
    expect(await refused(set({ kind: "lunch", time: "07:30", days: ["MO"] }))).toBe(reminderMessages.kindInvalid);
    // @ts-expect-error a habit's reminder without its habit is refused at run time too
    expect(await refused(set({ kind: "habit", time: "07:30", days: ["MO"] }))).toBe(reminderMessages.habitRequired);
    // @ts-expect-error a channel that does not exist is refused at run time too
    expect(await refused(setPreferences({ channel: "sms", quietHours: null }))).toBe(reminderMessages.channelInvalid);
    const silent = { start: "22:00", end: "22:00" };
    expect(await refused(setPreferences({ channel: "push", quietHours: silent }))).toBe(
      reminderMessages.quietHoursInvalid,
    );
    expect((await caller.reminders.settings()).reminders).toEqual([]);
  });
});

describe("reminders: the caller's own only", () => {
  it("refuses another user's habit, and answers another user's reminder like a missing one", async () => {
    const owner = await berliner();
    const intruder = await berliner();
    const run = await owner.caller.habits.create({ action: "Run" });
    const mine = await owner.caller.reminders.set({ kind: "habit", actionId: run.id, time: "06:00", days: ["MO"] });
    const notFound = { code: "NOT_FOUND", message: messages.notFound };

    expect(
      await refusal(intruder.caller.reminders.set({ kind: "habit", actionId: run.id, time: "06:00", days: ["MO"] })),
    ).toEqual(notFound);
    expect(
      await refusal(intruder.caller.reminders.set({ id: mine.id, kind: "journal", time: "06:00", days: ["MO"] })),
    ).toEqual(notFound);
    expect(await refusal(intruder.caller.reminders.remove({ id: mine.id }))).toEqual(notFound);
    expect(
      await refusal(
        intruder.caller.reminders.set({ kind: "habit", actionId: crypto.randomUUID(), time: "06:00", days: ["MO"] }),
      ),
    ).toEqual(notFound);
    expect((await intruder.caller.reminders.settings()).reminders).toEqual([]);
    expect(await intruder.caller.reminders.next()).toBeNull();

    expect((await owner.caller.reminders.settings()).reminders).toEqual([mine]);
  });
});

describe("reminders: the caller's time zone", () => {
  it("keeps the local times when the browser reports another zone; disabled ones stay off", async () => {
    const { id, caller } = await berliner();
    const run = await caller.habits.create({ action: "Run" });
    await caller.reminders.set({ kind: "habit", actionId: run.id, time: "07:30", days: [...EVERY_DAY] });
    aMinuteLater();
    await caller.reminders.set({ kind: "journal", time: "21:00", days: ["MO"], enabled: false });

    const context = await contextFor(id);
    await syncTimeZone(database.db, context.auth, "America/New_York");
    // The next request is in the new zone (the host syncs the zone before each call).
    const settings = await (await callerFor(id)).reminders.settings();
    expect(settings.timeZone).toBe("America/New_York");
    // Just past 08:00 in New York (EDT, UTC-4): Thursday 07:30 EDT is next.
    expect(settings.reminders.map((reminder) => reminder.nextDueAt)).toEqual([
      new Date("2026-03-26T11:30:00.000Z"),
      null,
    ]);
  });
});
