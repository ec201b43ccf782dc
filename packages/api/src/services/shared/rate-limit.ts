import { and, type Database, eq, inArray, or, rateLimits, type SQL, sql, type WithSubquery } from "@onepercent/db";
import { AppError, messages } from "@onepercent/validators";

export interface Limit {
  key: string;
  max: number;
  /** How much this attempt counts (1 unless stated: an audio quota counts a track's minutes). */
  weight?: number;
}

/** A slot held on one counter: the window it was counted in, so a refund never touches a later window. */
export interface Slot {
  key: string;
  windowStartedAt: Date;
  /** What the attempt counted (1 unless stated). */
  weight?: number;
}

function rateLimited(seconds: number): AppError {
  return new AppError("RATE_LIMITED", messages.tooManyAttempts, { retryAfterSeconds: seconds });
}

/** One limit per key (the strictest), in key order so that concurrent statements lock rows in one order. */
function distinctLimits(limits: Limit[]): Limit[] {
  const byKey = new Map<string, Required<Limit>>();
  for (const { key, max, weight = 1 } of limits) {
    const known = byKey.get(key);
    byKey.set(key, { key, max: Math.min(max, known?.max ?? max), weight: Math.max(weight, known?.weight ?? weight) });
  }
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The reservation as a data-modifying CTE `reserved`: each key of `wanted` (distinctLimits) counted once, in key order. */
function reservation(db: Database, wanted: Limit[], windowSeconds: number, now: Date) {
  // An ISO string with a cast: postgres-js does not serialise Date parameters inside raw SQL.
  const expired = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - windowSeconds * 1000).toISOString()}::timestamptz`;
  return db.$with("reserved").as(
    db
      .insert(rateLimits)
      .values(wanted.map(({ key, weight = 1 }) => ({ key, count: weight, windowStartedAt: now })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then excluded.count else ${rateLimits.count} + excluded.count end`,
          windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt }),
  );
}
export type Reservation = ReturnType<typeof reservation>;

/**
 * Counts this attempt against every key in one statement (fixed windows in the database, so
 * limits hold across processes, parallel requests and tRPC batches) and answers the slots held,
 * with the rows of `read`, which runs the reservation and may read more in the same statement.
 * When any counter is over its maximum, the slots are given back and the call is refused with
 * 429 and the wait: no work may be done (docs/decisions/013-throttles.md).
 */
export async function reserveSlotsReading<Row extends { key: string; count: number; windowStartedAt: Date }>(
  db: Database,
  throttle: { limits: Limit[]; windowSeconds: number; now: Date },
  read: (reserved: Reservation) => Promise<Row[]>,
): Promise<{ slots: Slot[]; rows: Row[] }> {
  const { windowSeconds, now } = throttle;
  const wanted = distinctLimits(throttle.limits);
  if (wanted.length === 0) return { slots: [], rows: [] };
  const rows = await read(reservation(db, wanted, windowSeconds, now));
  let wait = 0;
  for (const row of rows) {
    const max = wanted.find((limit) => limit.key === row.key)?.max ?? 0;
    if (row.count <= max) continue;
    const resetsAt = row.windowStartedAt.getTime() + windowSeconds * 1000;
    // A parallel call may have opened the window a moment after this call's `now`: the wait is
    // never longer than the window itself.
    wait = Math.max(wait, 1, Math.min(windowSeconds, Math.ceil((resetsAt - now.getTime()) / 1000)));
  }
  const weightOf = (key: string) => wanted.find((limit) => limit.key === key)?.weight ?? 1;
  const slots = rows.map(({ key, windowStartedAt }) =>
    weightOf(key) === 1 ? { key, windowStartedAt } : { key, windowStartedAt, weight: weightOf(key) },
  );
  if (wait > 0) {
    await refundSlots(db, slots);
    throw rateLimited(wait);
  }
  return { slots, rows };
}

/** The reservation alone: the slots held on every key of `limits`. */
export async function reserveSlots(
  db: Database,
  limits: Limit[],
  windowSeconds: number,
  now = new Date(),
): Promise<Slot[]> {
  const throttle = { limits, windowSeconds, now };
  const reserved = await reserveSlotsReading(db, throttle, (cte) => db.with(cte).select().from(cte));
  return reserved.slots;
}

/**
 * The keys of the rows matching `where`, locked in key order as reserveSlots locks them, so
 * that concurrent statements on the same counters wait for each other but never deadlock.
 */
const lockedInKeyOrder = (db: Database, where: SQL | undefined) =>
  db.select({ key: rateLimits.key }).from(rateLimits).where(where).orderBy(rateLimits.key).for("update");

/** What a refund takes off each counter: 1, or each slot's weight. */
function refunded(slots: Slot[]): SQL {
  const weighted = slots.filter((slot) => (slot.weight ?? 1) !== 1);
  if (weighted.length === 0) return sql`1`;
  const cases = weighted.map((slot) => sql`when ${slot.key} then ${slot.weight ?? 1}::int`);
  return sql`(case ${rateLimits.key} ${sql.join(cases, sql` `)} else 1 end)`;
}

/** Gives slots back (never below zero; a counter whose window has since restarted is left alone). */
export async function refundSlots(db: Database, slots: Slot[]): Promise<void> {
  if (slots.length === 0) return;
  const held = or(
    ...slots.map((slot) => and(eq(rateLimits.key, slot.key), eq(rateLimits.windowStartedAt, slot.windowStartedAt))),
  );
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${refunded(slots)}, 0)` })
    .where(inArray(rateLimits.key, lockedInKeyOrder(db, held)));
}

/**
 * After a success: forgets the counters of `clear` and gives back the other `slots` (never below
 * zero; a counter whose window has since restarted is left alone), as CTEs that the statement
 * recording the success runs with it. The rows are locked in key order first, as every
 * statement on the counters locks them.
 */
export function settlement(db: Database, clear: string[], slots: Slot[]): WithSubquery[] {
  const refund = slots.filter((slot) => !clear.includes(slot.key));
  const keys = [...clear, ...refund.map((slot) => slot.key)];
  if (keys.length === 0) return [];
  const locked = db.$with("settled_keys").as(lockedInKeyOrder(db, inArray(rateLimits.key, keys)));
  const lockedKeys = db.select({ key: locked.key }).from(locked);
  const held = or(
    ...refund.map((slot) => and(eq(rateLimits.key, slot.key), eq(rateLimits.windowStartedAt, slot.windowStartedAt))),
  );
  const cleared = db
    .$with("cleared_limits")
    .as(db.delete(rateLimits).where(and(inArray(rateLimits.key, lockedKeys), inArray(rateLimits.key, clear))));
  const refunded = db.$with("refunded_limits").as(
    db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(inArray(rateLimits.key, lockedKeys), held ?? sql`false`)),
  );
  return [locked, cleared, refunded];
}

/** The settlement of a success that records nothing else. */
async function settleSuccess(db: Database, clear: string[], slots: Slot[]): Promise<void> {
  const ctes = settlement(db, clear, slots);
  const [locked] = ctes;
  if (locked)
    await db
      .with(...ctes)
      .select()
      .from(locked);
}

/**
 * For rules that count only failures (sign-in, admin unlock, change password): the slot is
 * reserved before `attempt` runs, so parallel attempts cannot outnumber the limit. `attempt`
 * answers undefined for a failure, which stays counted; a success clears `clearOnSuccess` and
 * gives the other slots back; an error (a busy server) gives every slot back.
 */
export async function countFailures<T>(
  db: Database,
  throttle: { limits: Limit[]; windowSeconds: number; clearOnSuccess: string[]; now?: Date },
  attempt: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const slots = await reserveSlots(db, throttle.limits, throttle.windowSeconds, throttle.now);
  let result: T | undefined;
  try {
    result = await attempt();
  } catch (error) {
    await refundSlots(db, slots);
    throw error;
  }
  if (result === undefined) return undefined;
  await settleSuccess(db, throttle.clearOnSuccess, slots);
  return result;
}
