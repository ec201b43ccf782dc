import { emailOutbox, eq, reminderPreferences, reminders } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { createMailer } from "@onepercent/email";
import { describe, expect, it } from "vitest";
import { startReminders } from "../src/jobs/reminders";
import { createLogger } from "../src/runtime/logger";

const database = useTestDatabase();

describe("the reminders job", () => {
  it("sends what is due as it starts, and stop() waits for that run", async () => {
    const { db } = database;
    const user = await createUser(db, { timeZone: "Europe/Berlin" });
    await db.insert(reminderPreferences).values({ userId: user.id, channel: "email" });
    const due = new Date("2026-09-01T19:00:00Z");
    const [reminder] = await db
      .insert(reminders)
      .values({ userId: user.id, kind: "journal", time: "21:00", days: ["TU"], nextDueAt: due })
      .returning();
    const mailer = createMailer({ from: "OnePercent <job@onepercent.test>", db, log: () => {} });
    const delivery = {
      db,
      mailer,
      vapid: null,
      tokenSigningKey: "job-signing-key-0123456789abcdefghijklmno",
      origin: "https://app.test",
    };

    const job = startReminders(delivery, 3600, createLogger("silent"), () => due);
    await job.stop();

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, user.email));
    expect(mails.map((mail) => mail.subject)).toEqual(["Reminder: Daily journal"]);
    const [moved] = await db
      .select()
      .from(reminders)
      .where(eq(reminders.id, reminder?.id ?? ""));
    // Tuesdays only: a week later, at 21:00 in Berlin again.
    expect(moved?.nextDueAt).toEqual(new Date("2026-09-08T19:00:00Z"));
  });
});
