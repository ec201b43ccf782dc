import { createHash } from "node:crypto";
import { and, type Database, eq, idempotencyKeys, lt } from "@onepercent/db";
import { AppError, messages } from "@onepercent/validators";
import superjson, { type SuperJSONResult } from "superjson";
import { z } from "zod";

/** Keys are kept this long: far longer than any client retries (the sweeper removes older ones). */
export const IDEMPOTENCY_KEEP_HOURS = 24;

/** A stored answer: what superjson.serialize wrote (Dates and the like survive the round trip). */
const StoredAnswer = z.custom<SuperJSONResult>(
  (value) => typeof value === "object" && value !== null && "json" in value,
);

const hashOf = (input: unknown) => createHash("sha256").update(JSON.stringify(input)).digest("base64url");

/**
 * Runs a create at most once per key (decision 025). With a key, the create runs in a transaction
 * that first claims the key: a concurrent request with the same key waits on that row and then
 * gets the stored answer; a retry after the answer was lost gets it too; a failure rolls the
 * claim back with the create, so a retry runs it again. A key reused for another operation or
 * another input is refused. Without a key the create just runs.
 */
async function runOnce<T>(
  db: Database,
  userId: string,
  operation: string,
  key: string | undefined,
  input: unknown,
  create: (db: Database) => Promise<T>,
): Promise<T> {
  if (key === undefined) return create(db);
  const requestHash = hashOf(input);
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, operation, requestHash, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(mine);
      const answer = StoredAnswer.safeParse(stored?.response);
      if (!stored || stored.operation !== operation || stored.requestHash !== requestHash || !answer.success) {
        throw new AppError("BAD_INPUT", messages.idempotencyKeyReused);
      }
      return superjson.deserialize<T>(answer.data);
    }
    const answer = await create(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: superjson.serialize(answer) })
      .where(mine);
    return answer;
  });
}

type Keyed = { idempotencyKey?: string | undefined };

/**
 * The resolver of an idempotent create (`idempotentProcedure.input(...)`): `resolve` runs at most
 * once per key, with the input minus the key and the database of the key's transaction.
 */
export const once =
  <R extends object, C extends { db: Database; user: { id: string } }, O>(
    resolve: (opts: { ctx: C; input: R }) => Promise<O>,
  ) =>
  ({ ctx, input, path }: { ctx: C; input: R & Keyed; path: string }): Promise<O> => {
    const rest: R & Keyed = { ...input };
    Reflect.deleteProperty(rest, "idempotencyKey");
    return runOnce(ctx.db, ctx.user.id, path, input.idempotencyKey, rest, (db) =>
      resolve({ ctx: { ...ctx, db }, input: rest }),
    );
  };

/** Removes keys older than IDEMPOTENCY_KEEP_HOURS; answers how many. */
export async function deleteStaleIdempotencyKeys(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 60 * 60 * 1000);
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
