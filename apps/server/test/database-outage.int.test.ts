import { connectPostgres } from "@onepercent/db";
import { createTestDatabase, startTcpProxy, type TcpProxy, type TestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { afterAll, describe, expect, it } from "vitest";
import { errorOf, SPA_MARKER, signUp, trpcCalls, useTestApp } from "./support/test-app";

/**
 * PostgreSQL going away and coming back (issue 17, decision 025): the app's connections go through
 * a TCP proxy this test cuts and restores. PGlite runs inside the process and cannot be cut off.
 */
const onPostgres = process.env.DATABASE_URL !== undefined;

let proxy: TcpProxy | undefined;
/** The file's database, reached through the proxy with the server's default timeouts. */
async function databaseBehindProxy(): Promise<TestDatabase> {
  const direct = await createTestDatabase();
  if (!direct.url) throw new Error("a PostgreSQL test database has a URL");
  const target = new URL(direct.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const handle = connectPostgres(proxy.urlFor(direct.url), 3);
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await proxy?.close();
      await direct.dispose();
    },
  };
}

afterAll(async () => {
  await proxy?.close();
});

/** The time a request takes, and its answer. */
async function timed(request: () => Response | Promise<Response>) {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
}

/** Polls until `ready` answers true, for at most `ms`; answers how long it took. */
async function within(ms: number, ready: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await ready()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready within ${ms} ms`);
}

describe.skipIf(!onPostgres)(
  "a database outage (PostgreSQL only: PGlite runs in-process and cannot be cut off)",
  () => {
    const t = useTestApp({}, { database: databaseBehindProxy });
    const trpc = trpcCalls(t);
    const cookieOf = async () => {
      const { payload } = await signUp(t);
      const login = await trpc.mutate("auth.login", { email: payload.email, password: payload.password });
      expect(login.status).toBe(200);
      return login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    };
    const healthy = async () => (await t.request("/api/health")).status === 200;

    it("answers 503 with Retry-After within 2 s while the database refuses, and normally once it is back", async () => {
      const cookie = await cookieOf();
      expect((await trpc.mutate("habits.create", { action: "Breathe before practice" }, { cookie })).status).toBe(200);
      if (!proxy) throw new Error("the proxy starts with the app");
      await proxy.cut();

      const create = await timed(() => trpc.mutate("habits.create", { action: "Visualize the game" }, { cookie }));
      expect(create.response.status).toBe(503);
      expect(create.response.headers.get("retry-after")).toBe("5");
      const error = await errorOf(create.response);
      expect(error.message).toBe(messages.serverUnreachable);
      expect(error.data.appCode).toBe("DATABASE_UNAVAILABLE");
      expect(create.ms).toBeLessThan(2000);

      const read = await timed(() => trpc.query("dashboard.get", { cookie }));
      expect(read.response.status).toBe(503);
      expect(read.ms).toBeLessThan(2000);

      const health = await timed(() => t.request("/api/health"));
      expect(health.response.status).toBe(503);
      expect(health.response.headers.get("retry-after")).toBe("5");
      expect(await health.response.json()).toEqual({ message: messages.databaseUnreachable });
      expect(health.ms).toBeLessThan(2000);

      const login = await timed(() =>
        t.postJson("/api/users/login", { email: "a@example.test", password: "whatever-it-is" }),
      );
      expect(login.response.status).toBe(503);
      expect(await login.response.json()).toEqual({ message: messages.serverUnreachable });

      // The page itself still loads (it says what is wrong when it calls the API).
      const page = await t.request("/login", { headers: { accept: "text/html", cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(SPA_MARKER);

      await proxy.restore();
      await within(10_000, healthy);
      const after = await trpc.mutate("habits.create", { action: "Visualize the game" }, { cookie });
      expect(after.status).toBe(200);
      const listed = await trpc.query("habits.list", { cookie });
      expect(listed.status).toBe(200);
    });

    it("answers 503 within 2 s when the database accepts connections but never answers", async () => {
      if (!proxy) throw new Error("the proxy starts with the app");
      await proxy.hang();
      const health = await timed(() => t.request("/api/health"));
      expect(health.response.status).toBe(503);
      expect(health.ms).toBeLessThan(2000);
      const login = await timed(() =>
        t.postJson("/api/users/login", { email: "b@example.test", password: "whatever-it-is" }),
      );
      expect(login.response.status).toBe(503);
      expect(login.ms).toBeLessThan(2000);
      await proxy.restore();
      await within(10_000, healthy);
    });
  },
);
