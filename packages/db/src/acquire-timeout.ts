import type { Sql } from "postgres";

/**
 * postgres.js has no pool-acquire timeout: a query that finds every connection taken waits in the
 * pool's queue for as long as it takes. This bounds that wait (decision 025). Every query the pool
 * makes (plain queries and the `begin` of a transaction, which postgres.js sends through the same
 * `unsafe`) is noted; a sweep cancels those still waiting for a connection after `acquireMs`:
 * postgres.js removes a cancelled query from its queue and rejects it with SQLSTATE 57014, which
 * the server answers as 503 with Retry-After (`isDatabaseUnavailable`). A query already on a
 * connection is left to the statement timeout.
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
      // postgres.js gives a query its connection's `state` when the connection takes it.
      const onConnection = Reflect.get(query, "state") !== null;
      if (!onConnection && now - madeAt < acquireMs) continue;
      made.delete(query);
      // Never cancel a query nobody has run (it has nothing to wait for, and nobody to tell).
      if (!onConnection && Reflect.get(query, "executed") === true) cancelQuery(query);
    }
  };
  const timer = setInterval(sweep, Math.min(250, acquireMs));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

function cancelQuery(query: object) {
  const cancel = Reflect.get(query, "cancel");
  if (typeof cancel === "function") Reflect.apply(cancel, query, []);
}
