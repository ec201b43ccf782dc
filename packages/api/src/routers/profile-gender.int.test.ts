import { createSession } from "@onepercent/auth";
import { eq, users } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { type GenderSpelling, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import type { SessionTransport } from "../context";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();

const transport: SessionTransport = { kind: "cookie", issue: () => null, clear: () => {} };

const callers = testCallers(database);
const callerFor = (sessionToken: string | null, via: SessionTransport = transport, ip = "192.0.2.10") =>
  callers.sessionCaller(sessionToken, { transport: via, ip });

const stored = async (userId: string) => {
  const [row] = await database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error("user missing");
  const { updatedAt: _updatedAt, ...rest } = row;
  return rest;
};

/** The tRPC code and the message a user sees (testing.ts). */
const failure = refusal;

describe("gender: both spellings of the spec", () => {
  let registrations = 0;
  /** Registers through auth.register (each from its own address) and answers a caller signed in as the new user. */
  async function registered(gender: GenderSpelling) {
    registrations += 1;
    const anonymous = await callerFor(null, transport, `198.51.100.${registrations}`);
    const { userId } = await anonymous.auth.register({
      name: "Robin Vale",
      email: `robin-${crypto.randomUUID().slice(0, 8)}@example.test`,
      password: "training-every-day",
      birthYear: 2005,
      gender,
      role: "Athlete",
      sport: "Soccer",
      yearsPlaying: "5",
    });
    const { token } = await createSession(database.db, userId, false);
    return { userId, caller: await callerFor(token.token) };
  }

  it.each([
    ["prefer-not-to-say", "prefer_not_to_say", "prefer-not-to-say"],
    ["prefer_not_to_say", "prefer_not_to_say", "prefer-not-to-say"],
    ["non_binary", "non_binary", "non_binary"],
    ["non-binary", "non_binary", "non_binary"],
    ["male", "male", "male"],
  ] as const)("auth.register takes %s; the profile reads %s, the signed-in user %s", async (sent, profile, user) => {
    const { userId, caller } = await registered(sent);
    expect((await caller.profile.get()).gender).toBe(profile);
    expect((await caller.auth.me()).gender).toBe(user);
    expect((await stored(userId)).gender).toBe(user);
    await caller.profile.update({ data: { gender: "female" } });
    expect((await caller.profile.update({ data: { gender: sent } })).gender).toBe(profile);
    expect((await stored(userId)).gender).toBe(user);
  });

  it("refuses any other spelling with the gender message", async () => {
    const anonymous = await callerFor(null, transport, "198.51.100.200");
    expect(
      await failure(
        anonymous.auth.register({
          name: "Robin Vale",
          email: "robin-refused@example.test",
          password: "training-every-day",
          birthYear: 2005,
          // @ts-expect-error not a spelling of the spec
          gender: "prefer not to say",
          role: "Athlete",
          sport: "Soccer",
          yearsPlaying: "5",
        }),
      ),
    ).toEqual({ code: "BAD_REQUEST", message: messages.invalidGender });
  });
});
