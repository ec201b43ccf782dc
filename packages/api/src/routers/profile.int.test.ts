import { createSession, verifyPassword } from "@onepercent/auth";
import { eq, sessions, users } from "@onepercent/db";
import { createUser, TEST_PASSWORD, useTestDatabase } from "@onepercent/db/testing";
import { messages, type OnboardingResponses, type ProfileUpdateInput } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import type { SessionTransport } from "../context";
import { refusal, testApiConfig, testCallers } from "../testing";

const database = useTestDatabase();

const transport: SessionTransport = { kind: "cookie", issue: () => null, clear: () => {} };

const callers = testCallers(database);
const callerFor = (sessionToken: string | null, via: SessionTransport = transport, ip = "192.0.2.10") =>
  callers.sessionCaller(sessionToken, { transport: via, ip });

/** A user with a session: its caller and its session token. */
async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(database.db, overrides);
  const { token } = await createSession(database.db, user.id, false);
  return { user, token: token.token, caller: await callerFor(token.token) };
}

const stored = async (userId: string) => {
  const [row] = await database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error("user missing");
  const { updatedAt: _updatedAt, ...rest } = row;
  return rest;
};

/** The tRPC code and the message a user sees (testing.ts). */
const failure = refusal;

const answers: OnboardingResponses = {
  whyIPlaySport: "I love the feeling of a close game",
  journey: ["Started at eight in a local club"],
  goals: ["Make the varsity team"],
  currentMentalState: ["Nervous before big games"],
  desiredMentalState: ["Calm and focused"],
  expectations: ["Daily routines"],
  customStatements: {},
};

describe("profile.get", () => {
  it("answers the caller's personal and sport data, and all six answers as missing before onboarding", async () => {
    const { user, caller } = await signedInUser({ name: "Kai Brooks", birthYear: 2004, gender: "non_binary" });
    const profile = await caller.profile.get();
    expect(profile).toMatchObject({
      id: user.id,
      name: "Kai Brooks",
      email: user.email,
      birthYear: 2004,
      age: new Date().getUTCFullYear() - 2004,
      gender: "non_binary",
      role: "Athlete",
      sport: "Soccer",
      sportPosition: "Midfielder",
      position: "Midfielder",
      yearsPlaying: "6",
      onboardingResponses: null,
    });
    expect(profile.missingAnswers).toEqual([
      "whyIPlaySport",
      "journey",
      "goals",
      "currentMentalState",
      "desiredMentalState",
      "expectations",
    ]);
    expect(profile).not.toHaveProperty("passwordHash");
  });

  it("answers the onboarding responses and names only the missing ones", async () => {
    const complete = await signedInUser({ onboardingResponses: answers });
    const full = await complete.caller.profile.get();
    expect(full.onboardingResponses).toEqual(answers);
    expect(full.missingAnswers).toEqual([]);

    const partial = await signedInUser({ onboardingResponses: { ...answers, whyIPlaySport: " ", expectations: [] } });
    expect((await partial.caller.profile.get()).missingAnswers).toEqual(["whyIPlaySport", "expectations"]);
  });

  it("needs a session", async () => {
    const anonymous = await callerFor(null);
    await expect(anonymous.profile.get()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous.profile.update({ data: { name: "Nobody" } })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});

describe("profile.update", () => {
  it("saves the personal section and answers the updated profile", async () => {
    const { user, caller } = await signedInUser();
    const other = await signedInUser({ name: "Other Person" });
    const before = await stored(other.user.id);
    const updated = await caller.profile.update({
      data: { name: "  Jamie Fox ", birthYear: 1999, gender: "prefer_not_to_say", role: "Coach" },
    });
    expect(updated).toMatchObject({ name: "Jamie Fox", birthYear: 1999, gender: "prefer_not_to_say", role: "Coach" });
    expect(await stored(user.id)).toMatchObject({
      name: "Jamie Fox",
      birthYear: 1999,
      gender: "prefer-not-to-say",
      role: "Coach",
      email: user.email,
      sport: "Soccer",
    });
    expect(await stored(other.user.id)).toEqual(before);
  });

  it("saves the sport section; a new sport clears the position unless one of its positions comes with it", async () => {
    const { user, caller } = await signedInUser();
    expect(await caller.profile.update({ data: { sport: "Basketball" } })).toMatchObject({
      sport: "Basketball",
      sportPosition: null,
    });
    await caller.profile.update({ data: { sport: "Tennis", sportPosition: "Doubles", yearsPlaying: 12 } });
    expect(await stored(user.id)).toMatchObject({ sport: "Tennis", sportPosition: "Doubles", yearsPlaying: "12" });
    await caller.profile.update({ data: { sportPosition: "Singles" } });
    expect(await stored(user.id)).toMatchObject({ sport: "Tennis", sportPosition: "Singles" });
    await caller.profile.update({ data: { sportPosition: "" } });
    expect(await stored(user.id)).toMatchObject({ sport: "Tennis", sportPosition: null });
  });

  const year = new Date().getUTCFullYear();
  it.each([
    ["a blank name", { name: "   " }, messages.nameAndEmailRequired],
    ["a birth year before 1900", { birthYear: 1899 }, messages.profileBirthYear],
    ["a birth year after this year", { birthYear: year + 1 }, messages.profileBirthYear],
    ["an unknown gender", { gender: "unknown" }, messages.invalidGender],
    ["an unknown role", { role: "Admin" }, messages.invalidRole],
    ["a sport outside the catalogue", { sport: "Quidditch" }, messages.invalidSport],
    ["negative years playing", { yearsPlaying: -1 }, messages.profileYearsPlaying],
    ["more than 50 years playing", { yearsPlaying: 51 }, messages.profileYearsPlaying],
    ["a position of another sport", { sportPosition: "Point Guard" }, messages.invalidPosition],
    [
      "a new sport with a position it does not have",
      { sport: "Tennis", sportPosition: "Goalkeeper" },
      messages.invalidPosition,
    ],
  ])("refuses %s with BAD_REQUEST and changes nothing", async (_case, data, message) => {
    const { user, caller } = await signedInUser();
    const before = await stored(user.id);
    // What an untyped client may send (the role case is outside the input type); the procedure validates it.
    const input = { data: { name: "Changed Too", ...data } } as unknown as ProfileUpdateInput;
    expect(await failure(caller.profile.update(input))).toEqual({ code: "BAD_REQUEST", message });
    expect(await stored(user.id)).toEqual(before);
  });
});

describe("profile.changePassword", () => {
  const anonymousLogin = async (email: string, password: string) =>
    (await callerFor(null)).auth.login({ email, password });

  it("verifies the current password, stores the new one, ends every session and hands the caller a new one", async () => {
    const user = await createUser(database.db);
    const { token } = await createSession(database.db, user.id, true);
    const { token: otherDevice } = await createSession(database.db, user.id, true);
    const someoneElse = await signedInUser();
    const issued: { token: string; rememberMe: boolean }[] = [];
    const recording: SessionTransport = {
      kind: "cookie",
      issue: (next, { rememberMe }) => {
        issued.push({ token: next.token, rememberMe });
        return null;
      },
      clear: () => {},
    };
    const caller = await callerFor(token.token, recording);

    const answer = await caller.profile.changePassword({
      currentPassword: TEST_PASSWORD,
      newPassword: "a brand new password",
      confirmPassword: "a brand new password",
    });
    expect(answer).toEqual({ success: true, message: messages.passwordChanged });

    const [row] = await database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.hash ?? "", "a brand new password")).toBe(true);
    expect(row?.hash).not.toContain("a brand new password");

    // Both old tokens stop working, the one in use too; the caller goes on with the issued one.
    for (const old of [otherDevice.token, token.token]) {
      await expect((await callerFor(old)).profile.get()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
    expect(issued).toEqual([{ token: expect.any(String), rememberMe: true }]);
    expect((await (await callerFor(issued[0]?.token ?? null)).profile.get()).id).toBe(user.id);
    expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
    // Another user's sessions are untouched.
    expect((await someoneElse.caller.profile.get()).id).toBe(someoneElse.user.id);

    await expect(anonymousLogin(user.email, TEST_PASSWORD)).rejects.toMatchObject({
      message: messages.invalidCredentials,
    });
    expect((await anonymousLogin(user.email, "a brand new password")).userId).toBe(user.id);
  });

  it("answers bearer callers the new token", async () => {
    const user = await createUser(database.db);
    const { token } = await createSession(database.db, user.id, false);
    const bearer: SessionTransport = { kind: "bearer", issue: (next) => `signed:${next.token}`, clear: () => {} };
    const answer = await (await callerFor(token.token, bearer)).profile.changePassword({
      currentPassword: TEST_PASSWORD,
      newPassword: "a brand new password",
    });
    expect(answer).toEqual({
      success: true,
      message: messages.passwordChanged,
      token: expect.stringMatching(/^signed:/),
    });
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(answer.token?.startsWith(`signed:${session?.id}.`)).toBe(true);
    expect(session?.rememberMe).toBe(false);
  });

  it.each([
    ["a wrong current password", { currentPassword: "not my password" }, messages.currentPasswordIncorrect],
    ["a blank current password", { currentPassword: "" }, messages.allFieldsRequired],
    ["a blank new password", { newPassword: "", confirmPassword: "" }, messages.allFieldsRequired],
    [
      "a new password under 8 characters",
      { newPassword: "short", confirmPassword: "short" },
      messages.newPasswordTooShort,
    ],
    ["a confirmation that does not match", { confirmPassword: "something else" }, messages.newPasswordsDoNotMatch],
  ])("refuses %s with BAD_REQUEST, keeping the password and every session", async (_case, change, message) => {
    const { user, caller } = await signedInUser();
    const { token: otherDevice } = await createSession(database.db, user.id, false);
    const before = await stored(user.id);
    const call = caller.profile.changePassword({
      currentPassword: TEST_PASSWORD,
      newPassword: "a brand new password",
      confirmPassword: "a brand new password",
      ...change,
    });
    expect(await failure(call)).toEqual({ code: "BAD_REQUEST", message });
    expect(await stored(user.id)).toEqual(before);
    expect((await (await callerFor(otherDevice.token)).profile.get()).id).toBe(user.id);
  });

  it("throttles repeated wrong current passwords", async () => {
    const { caller } = await signedInUser();
    const wrong = { currentPassword: "guess", newPassword: "a brand new password" };
    for (let attempt = 0; attempt < testApiConfig.throttle.loginPerAccountAndIp; attempt += 1) {
      await expect(caller.profile.changePassword(wrong)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    await expect(
      caller.profile.changePassword({ currentPassword: TEST_PASSWORD, newPassword: "a brand new password" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: messages.tooManyAttempts });
  });
});
