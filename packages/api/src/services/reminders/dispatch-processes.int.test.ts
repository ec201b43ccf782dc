import { connectPostgres, type DatabaseHandle, emailOutbox, eq, reminders } from "@onepercent/db";
import { createTestDatabase, createUser, type TestDatabase } from "@onepercent/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testMailer } from "../../testing";
import { type PushService, startPushService } from "../../testing/push-service";
import { seedPreferences, seedReminder, seedSubscription } from "../../testing/reminder-seeds";
import { type DispatchSummary, dispatchDueReminders, type ReminderDelivery } from "./dispatch";
import { generateVapidKeys } from "./vapid-keys";

const url = process.env.DATABASE_URL;
const ATHLETES = 240;

/**
 * Two schedulers, each with a connection pool of its own (as two server processes have), on one
 * PostgreSQL: every due reminder is claimed by one of them and sent once (decision 032).
 * PostgreSQL only: PGlite is one connection in one process.
 */
describe.skipIf(!url)("two schedulers on one PostgreSQL (PostgreSQL only)", () => {
  const vapid = { ...generateVapidKeys(), subject: "mailto:reminders@onepercent.test" };
  let first: TestDatabase;
  let second: DatabaseHandle;
  let push: PushService;

  beforeAll(async () => {
    first = await createTestDatabase();
    if (!first.url) throw new Error("the test database has no URL");
    second = connectPostgres(first.url, 3);
    push = await startPushService(vapid);
  });
  afterAll(async () => {
    await push?.close();
    await second?.close();
    await first?.dispose();
  });

  const delivery = (handle: DatabaseHandle): ReminderDelivery => ({
    db: handle.db,
    mailer: testMailer(handle.db),
    vapid,
    tokenSigningKey: "two-schedulers-signing-key-0123456789abcd",
    origin: "https://app.onepercent.test",
    pushServices: [push.origin],
  });

  it("send each due reminder exactly once", async () => {
    const due = new Date("2026-08-01T18:00:00Z");
    const emails: string[] = [];
    await Promise.all(
      Array.from({ length: ATHLETES }, async (_, index) => {
        const user = await createUser(first.db, { timeZone: "Europe/Berlin" });
        if (index % 2 === 0) await seedSubscription(first.db, user.id, push.subscribe(`athlete-${index}`));
        else {
          await seedPreferences(first.db, user.id, { channel: "email" });
          emails.push(user.email);
        }
        await seedReminder(first.db, { userId: user.id, kind: "journal", time: "20:00", nextDueAt: due });
      }),
    );

    // Small batches, so the two take turns on the table while the other holds its rows.
    const options = { batchSize: 8, concurrency: 4 };
    const summaries: DispatchSummary[] = await Promise.all([
      dispatchDueReminders(delivery(first), due, options),
      dispatchDueReminders(delivery(second), due, options),
    ]);

    expect(summaries.map((summary) => summary.claimed).reduce((sum, claimed) => sum + claimed, 0)).toBe(ATHLETES);
    expect(summaries.map((summary) => summary.sent).reduce((sum, sent) => sum + sent, 0)).toBe(ATHLETES);
    expect(push.refusals).toEqual([]);
    const names = push.received.map((message) => message.name);
    expect(names).toHaveLength(ATHLETES / 2);
    expect(new Set(names).size).toBe(ATHLETES / 2);
    const outbox = await first.db.select({ recipient: emailOutbox.recipient }).from(emailOutbox);
    expect(outbox.map((mail) => mail.recipient).sort()).toEqual([...emails].sort());
    const moved = await first.db
      .select({ lastDueAt: reminders.lastDueAt })
      .from(reminders)
      .where(eq(reminders.kind, "journal"));
    expect(moved.every((row) => row.lastDueAt?.getTime() === due.getTime())).toBe(true);
    // Nothing is left for a third look.
    expect(await dispatchDueReminders(delivery(second), due, options)).toMatchObject({ claimed: 0 });
  });
});
