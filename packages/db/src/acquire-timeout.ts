import type { Sql } from "postgres";

/** The error of a query that waited too long for a pooled connection (`isDatabaseUnavailable` knows its code). */
class AcquireTimeoutError extends Error {
  readonly code = "POOL_ACQUIRE_TIMEOUT";
  constructor(acquireMs: number) {
    super(`waited more than ${acquireMs} ms for a database connection`);
  }
}

/**
 * postgres.js has no pool-acquire timeout: a query that finds every connection taken waits in the
 * pool's queue for as long as it takes. This bounds that wait (decision 025). Every query the pool
 * makes (plain queries and the `begin` of a transaction, which postgres.js sends through the same
 * `unsafe`) is noted; a sweep gives up those that no connection has taken after `acquireMs`.
 *
 * Giving up must not disturb the pool. `query.cancel()` cannot be used: a query that a
 * reconnecting connection already holds as its first looks the same from outside, and cancelling
 * that one leaves the connection stuck for good (found by `npm run test:faults`). So the query's
 * caller is told at once (AcquireTimeoutError → 503), and the query itself is turned into
 * `select 1` without its `begin` hook: whichever connection takes it later runs that and goes on.
 * A query already on a connection is left to the statement timeout.
 */
export function limitAcquireWait(client: Sql, acquireMs: number): { stop(): void } {
  if (acquireMs <= 0) return { stop: () => {} };
  const made = new Map<object, number>();
  const unsafe = client.unsafe.bind(client);
  client.unsafe = <T extends unknown[]>(...args: Parameters<Sql["unsafe"]>) => {
    const pending = unsafe<T>(...args);
    made.set(pending, performance.now());
    return pending;
  };

  const sweep = () => {
    const now = performance.now();
    for (const [query, madeAt] of made) {
      // postgres.js gives a query its connection's `state` when a connection takes it.
      const onConnection = Reflect.get(query, "state") !== null;
      if (!onConnection && now - madeAt < acquireMs) continue;
      made.delete(query);
      // A query nobody has run waits for nothing: it is only forgotten.
      if (!onConnection && Reflect.get(query, "executed") === true) giveUp(query, acquireMs);
    }
  };
  const timer = setInterval(sweep, Math.min(250, acquireMs));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Tells the query's caller it waited too long, and leaves a harmless statement in its place. */
function giveUp(query: object, acquireMs: number) {
  Reflect.set(query, "strings", ["select 1"]);
  Reflect.set(query, "args", []);
  const options: unknown = Reflect.get(query, "options");
  if (options && typeof options === "object") Reflect.set(query, "options", { ...options, onexecute: undefined });
  const reject: unknown = Reflect.get(query, "reject");
  if (typeof reject === "function") Reflect.apply(reject, query, [new AcquireTimeoutError(acquireMs)]);
}
