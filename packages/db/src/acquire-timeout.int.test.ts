import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { connectPostgres, type DatabaseHandle } from "./client";
import { startTcpProxy } from "./testing/tcp-proxy";
import { isDatabaseUnavailable } from "./unavailable";

/** The pool-acquire timeout (decision 025): PostgreSQL only, PGlite has no pool. */
const url = process.env.DATABASE_URL;
/** A table of this file's own: what a given-up write would leave behind. */
const probe = `acquire_probe_${randomBytes(4).toString("hex")}`;
const admin = url ? postgres(url, { max: 1, onnotice: () => {} }) : undefined;

beforeAll(async () => {
  await admin?.unsafe(`create table "${probe}" (id int)`);
});
afterAll(async () => {
  await admin?.unsafe(`drop table if exists "${probe}"`);
  await admin?.end();
});

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** A pool of one connection to `target` that gives up waiting for it after `acquireMs`. */
function poolOfOne(acquireMs: number, target = url ?? ""): DatabaseHandle {
  handle = connectPostgres(target, 1, { connectSeconds: 5, statementMs: 10_000, acquireMs });
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

async function probeRows(): Promise<number> {
  if (!admin) throw new Error("the probe table is on PostgreSQL");
  return (await admin.unsafe(`select id from "${probe}"`)).length;
}

describe.skipIf(!url)("waiting for a pooled connection (PostgreSQL only: PGlite has no pool)", () => {
  it("gives up a write and a transaction that wait longer than the timeout: 'unavailable', and they never run", async () => {
    const database = poolOfOne(300);
    const { release, transaction } = await holdTheConnection(database);
    const insert = sql.raw(`insert into "${probe}" values (1)`);
    const [write, another] = await Promise.all([
      outcome(database.db.execute(insert)),
      outcome(database.db.transaction(async (tx) => tx.execute(insert))),
    ]);
    for (const waited of [write, another]) {
      expect(waited).toMatchObject({ ok: false, unavailable: true });
      expect(waited.ms).toBeGreaterThanOrEqual(250);
      expect(waited.ms).toBeLessThan(1500);
    }
    release();
    await transaction;
    // The one connection serves again (it was not left reserved by the given-up transaction),
    // and neither given-up write reached the table.
    expect(await outcome(database.db.execute(sql`select 1`))).toMatchObject({ ok: true });
    expect(await outcome(database.db.transaction(async (tx) => tx.execute(sql`select 1`)))).toMatchObject({ ok: true });
    expect(await probeRows()).toBe(0);
  });

  it("lets a query that waits less than the timeout through", async () => {
    const database = poolOfOne(5000);
    const { release, transaction } = await holdTheConnection(database);
    const waiting = outcome(database.db.execute(sql`select 1`));
    setTimeout(release, 400);
    expect(await waiting).toMatchObject({ ok: true });
    await transaction;
  });

  it("keeps the pool working when the query given up was the first of a connection still being opened", async () => {
    const target = new URL(url ?? "");
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    try {
      const database = poolOfOne(300, proxy.urlFor(url ?? ""));
      expect(await outcome(database.db.execute(sql`select 1`))).toMatchObject({ ok: true });
      // The connection drops; the next one takes 1 s to open, longer than the acquire timeout.
      await proxy.slow(1000);
      const insert = sql.raw(`insert into "${probe}" values (2)`);
      expect(await outcome(database.db.execute(insert))).toMatchObject({ ok: false, unavailable: true });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await proxy.restore();
      expect(await outcome(database.db.execute(sql`select 1`))).toMatchObject({ ok: true });
      expect(await probeRows()).toBe(0);
    } finally {
      await proxy.close();
    }
  });
});
