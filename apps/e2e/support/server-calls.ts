import { randomUUID } from "node:crypto";
import superjson from "superjson";

/**
 * tRPC as the web client calls it, on a server a spec started itself (support/server.ts); the
 * shared server's accounts are made with support/accounts.ts.
 */
export function serverCalls(baseUrl: () => string) {
  const call = (path: string, input: unknown, cookie?: string) =>
    fetch(`${baseUrl()}/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-onepercent-client": "web", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(superjson.serialize(input)),
    });

  /**
   * A new athlete registered there with a password, its onboarding closed: its session cookie
   * (`op_session=…`), or an error naming the status that refused it.
   */
  async function registerAthlete(name: string, email = `athlete-${randomUUID().slice(0, 8)}@example.test`) {
    const registered = await call("auth.register", {
      name,
      email,
      password: ATHLETE_PASSWORD,
      birthYear: 2004,
      gender: "female",
      role: "Athlete",
      sport: "Soccer",
      sportPosition: "Midfielder",
      yearsPlaying: "9",
    });
    if (registered.status !== 200) throw new Error(`registration answered ${registered.status}`);
    const cookie = registered.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const closed = await call("onboarding.close", {}, cookie);
    if (closed.status !== 200) throw new Error(`closing the onboarding answered ${closed.status}`);
    return { email, cookie };
  }

  return { call, registerAthlete };
}

export const ATHLETE_PASSWORD = "training-every-day";
