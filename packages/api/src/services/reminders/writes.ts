import { and, type Database, eq, isNull, reminders } from "@onepercent/db";
import type { IdInput } from "@onepercent/validators";
import {
  REMINDERS_MAX,
  type ReminderKind,
  type ReminderView,
  reminderMessages,
  type SetReminderInput,
} from "@onepercent/validators/reminders";
import { deleteOwned, inserted, oneAtATime, ownedBy, refuseAtLimit } from "../shared/records";
import { dueAfter, lockOwnedHabit, ownedReminder, type RemindersUser } from "./rows";

// The caller's reminders: one per habit, one for the daily journal, one for the weekly review.

/** The id of the user's reminder of `kind` (for `actionId`), if there is one. */
async function reminderOf(db: Database, userId: string, kind: ReminderKind, actionId: string | null) {
  const [row] = await db
    .select({ id: reminders.id })
    .from(reminders)
    .where(
      and(
        eq(reminders.userId, userId),
        eq(reminders.kind, kind),
        actionId === null ? isNull(reminders.actionId) : eq(reminders.actionId, actionId),
      ),
    );
  return row?.id;
}

/**
 * Sets a reminder and answers it: the one `id` names (NOT_FOUND when it is not the caller's), else
 * the caller's reminder of the same kind and habit, else a new one (at most REMINDERS_MAX). A
 * habit's reminder names one of the caller's habits (NOT_FOUND otherwise). Its next due instant is
 * computed in the caller's zone (null while disabled). The caller's writes run one at a time (their
 * user row is held), so parallel calls can neither pass the limit nor make two of one kind.
 */
export const setReminder = (
  db: Database,
  user: RemindersUser,
  input: SetReminderInput,
  now = new Date(),
): Promise<ReminderView> =>
  oneAtATime(db, user.id, async (tx) => {
    const actionId = input.kind === "habit" ? input.actionId : null;
    if (actionId !== null) await lockOwnedHabit(tx, user.id, actionId);
    const values = {
      kind: input.kind,
      actionId,
      time: input.time,
      days: input.days,
      enabled: input.enabled,
      nextDueAt: dueAfter(input, user.timeZone, now),
    };
    const sameKind = await reminderOf(tx, user.id, input.kind, actionId);
    const target = input.id === undefined ? sameKind : (await ownedReminder(tx, user.id, input.id)).id;
    if (target === undefined) {
      await refuseAtLimit(tx, reminders, user.id, REMINDERS_MAX, reminderMessages.tooMany);
      const rows = await tx
        .insert(reminders)
        .values({ userId: user.id, ...values, createdAt: now, updatedAt: now })
        .returning({ id: reminders.id });
      return ownedReminder(tx, user.id, inserted(rows, reminderMessages.saveFailed).id);
    }
    // The reminder changed to a kind and habit another one had: that one gives way to it.
    if (sameKind !== undefined && sameKind !== target)
      await tx.delete(reminders).where(ownedBy(reminders, user.id, sameKind));
    await tx
      .update(reminders)
      .set({ ...values, updatedAt: now })
      .where(ownedBy(reminders, user.id, target));
    return ownedReminder(tx, user.id, target);
  });

/** Removes the caller's reminder (NOT_FOUND for any other id). */
export async function removeReminder(db: Database, userId: string, { id }: IdInput): Promise<{ ok: true }> {
  await deleteOwned(db, reminders, userId, id);
  return { ok: true };
}
