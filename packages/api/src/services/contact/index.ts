import { contactMessages, type Database, eq, users } from "@onepercent/db";
import type { Mailer } from "@onepercent/email";
import { AppError, CONTACT_MAX_PER_HOUR, type ContactInput, messages } from "@onepercent/validators";
import { notFound } from "../../errors";
import { reserveSlots } from "../shared/rate-limit";

export interface ContactDelivery {
  mailer: Mailer;
  /** The provider's address. */
  to: string;
}

/**
 * Keeps the message, then e-mails it to the provider with the sender as Reply-To. The row is
 * kept even when delivery fails (emailed_at stays empty) and the caller is told to try again.
 */
export async function sendContactMessage(
  db: Database,
  userId: string,
  input: ContactInput,
  delivery: ContactDelivery,
): Promise<{ id: string; message: string }> {
  await reserveSlots(db, [{ key: `contact:user:${userId}`, max: CONTACT_MAX_PER_HOUR }], 60 * 60);
  const [sender] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!sender) throw notFound();
  const [row] = await db
    .insert(contactMessages)
    .values({ userId, subject: input.subject, message: input.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new AppError("UNAVAILABLE", messages.contactFailed);
  try {
    await delivery.mailer.send({
      to: delivery.to,
      replyTo: `${sender.name} <${sender.email}>`,
      subject: `[OnePercent] ${input.subject}`,
      text: `${input.message}\n\n— ${sender.name} <${sender.email}>\nSent through Contact Us on ${row.createdAt.toISOString()} (message ${row.id}).`,
    });
  } catch (error) {
    throw new AppError("UNAVAILABLE", messages.contactFailed, { cause: error });
  }
  await db.update(contactMessages).set({ emailedAt: new Date() }).where(eq(contactMessages.id, row.id));
  return { id: row.id, message: messages.contactSent };
}
