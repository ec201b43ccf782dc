import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_THROTTLES, type RunningServer, startServer } from "../support/server";
import { ATHLETE_PASSWORD, serverCalls } from "../support/server-calls";

/**
 * Two servers on one PostgreSQL database, as behind a load balancer (issue 17, decision 025):
 * they start at the same moment on an empty database (the migrations' advisory lock), a session of
 * one works on the other, signing out on one ends it on both, and the sign-in throttle counts the
 * attempts of both. PGlite is one process's own database: there it cannot apply.
 */
const baseUrl = process.env.DATABASE_URL;
const PER_ACCOUNT_AND_IP = 4;

describe.skipIf(!baseUrl)(
  "two server processes on one database (PostgreSQL only: PGlite belongs to one process)",
  () => {
    const name = `onepercent_two_${randomBytes(6).toString("hex")}`;
    const admin = baseUrl ? postgres(baseUrl, { max: 1, onnotice: () => {} }) : null;
    let servers: RunningServer[] = [];

    beforeAll(async () => {
      if (!admin || !baseUrl) return;
      await admin.unsafe(`CREATE DATABASE "${name}"`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const env = {
        ...E2E_THROTTLES,
        DATABASE_URL: url.toString(),
        LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: String(PER_ACCOUNT_AND_IP),
      };
      // Started together on the empty database: both apply the migrations, one after the other.
      servers = await Promise.all([startServer(env), startServer(env)]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await admin?.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin?.end();
    });

    /** tRPC as the web client calls it, on the server at `index`. */
    const client = (index: number) => {
      const base = () => {
        const server = servers[index];
        if (!server) throw new Error("the servers start in beforeAll");
        return server.baseUrl;
      };
      return { ...serverCalls(base), me: (cookie: string) => fetch(`${base()}/trpc/auth.me`, { headers: { cookie } }) };
    };
    const first = client(0);
    const second = client(1);

    /** A new athlete (registered on the first server), signed out again: its e-mail and password. */
    async function account() {
      const { email, cookie } = await first.registerAthlete("Jordan Two");
      expect((await first.call("auth.logout", {}, cookie)).status).toBe(200);
      return { email, password: ATHLETE_PASSWORD };
    }
    const cookieOf = (response: Response) => response.headers.getSetCookie()[0]?.split(";")[0] ?? "";

    it("both started at once on an empty database, each healthy", async () => {
      for (const server of servers) expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    });

    it("a session made on one works on the other, and signing out on either ends it on both", async () => {
      const { email, password } = await account();
      const signedIn = await first.call("auth.login", { email, password, rememberMe: true });
      expect(signedIn.status).toBe(200);
      const cookie = cookieOf(signedIn);
      expect((await first.me(cookie)).status).toBe(200);
      expect((await second.me(cookie)).status).toBe(200);

      expect((await second.call("auth.logout", {}, cookie)).status).toBe(200);
      expect((await second.me(cookie)).status).toBe(401);
      expect((await first.me(cookie)).status).toBe(401);
    });

    it(`the sign-in throttle counts both: of 20 parallel wrong passwords spread over both, ${PER_ACCOUNT_AND_IP} are checked`, async () => {
      const { email, password } = await account();
      const attempts = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? first : second).call("auth.login", { email, password: `guess-${index}` }),
        ),
      );
      const statuses = attempts.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 400)).toHaveLength(PER_ACCOUNT_AND_IP);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - PER_ACCOUNT_AND_IP);
      // Refused on both now, even with the right password.
      expect((await first.call("auth.login", { email, password })).status).toBe(429);
      expect((await second.call("auth.login", { email, password })).status).toBe(429);
    });
  },
);
