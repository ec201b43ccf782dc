import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { connectPostgres, type DatabaseHandle } from "./client";
import { isDatabaseUnavailable } from "./unavailable";

/** The pool-acquire timeout (decision 025): PostgreSQL only, PGlite has no pool. */
const url = process.env.DATABASE_URL;

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** A pool of one connection that gives up waiting for it after `acquireMs`. */
function poolOfOne(acquireMs: number): DatabaseHandle {
  handle = connectPostgres(url ?? "", 1, { connectSeconds: 1, statementMs: 10_000, acquireMs });
  return handle;
}

/** Takes the pool's only connection in a transaction until `release` is called. */
async function holdTheConnection(database: DatabaseHandle) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const transaction = database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    held();
    await gate;
  });
  await holding;
  return { release, transaction };
}

/** How a call ended, and after how long. */
async function outcome(call: Promise<unknown>) {
  const started = performance.now();
  try {
    await call;
    return { ok: true, unavailable: false, ms: performance.now() - started };
  } catch (error) {
    return { ok: false, unavailable: isDatabaseUnavailable(error), ms: performance.now() - started };
  }
}

describe.skipIf(!url)("waiting for a pooled connection (PostgreSQL only: PGlite has no pool)", () => {
  it("gives up a query and a transaction that wait longer than the acquire timeout, as 'database unavailable'", async () => {
    const database = poolOfOne(300);
    const { release, transaction } = await holdTheConnection(database);
    const [query, another] = await Promise.all([
      outcome(database.db.execute(sql`select 1`)),
      outcome(database.db.transaction(async (tx) => tx.execute(sql`select 2`))),
    ]);
    for (const waited of [query, another]) {
      expect(waited).toMatchObject({ ok: false, unavailable: true });
      expect(waited.ms).toBeGreaterThanOrEqual(250);
      expect(waited.ms).toBeLessThan(1500);
    }
    release();
    await transaction;
    // The connection serves again once it is free.
    expect(await outcome(database.db.execute(sql`select 1`))).toMatchObject({ ok: true });
  });

  it("lets a query that waits less than the timeout through", async () => {
    const database = poolOfOne(5000);
    const { release, transaction } = await holdTheConnection(database);
    const waiting = outcome(database.db.execute(sql`select 1`));
    setTimeout(release, 400);
    expect(await waiting).toMatchObject({ ok: true });
    await transaction;
  });
});
