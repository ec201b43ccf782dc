import { eq, sessions, users } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, registration, restCalls, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();
const { send } = restCalls(t);

const storedUser = async (userId: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error("user missing");
  const { updatedAt: _updatedAt, ...rest } = row;
  return rest;
};

describe.each(["/api/users/profile", "/users/profile"])("GET %s", (pathname) => {
  it("answers the caller's profile with the onboarding answers (null before onboarding) and what is missing", async () => {
    const { token, userId, payload } = await signUp(t, { name: "Dana Cruz", birthYear: 2001 });
    const response = await send("GET", pathname, token);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).toMatchObject({
      _id: userId,
      id: userId,
      name: "Dana Cruz",
      email: payload.email,
      birthYear: 2001,
      age: new Date().getUTCFullYear() - 2001,
      gender: "female",
      role: "Athlete",
      sport: "Volleyball",
      sportPosition: "Setter",
      position: "Setter",
      yearsPlaying: "7",
      onboardingResponses: null,
      responses: null,
      missingAnswers: ["whyIPlaySport", "journey", "goals", "currentMentalState", "desiredMentalState", "expectations"],
    });
    expect(body).not.toHaveProperty("passwordHash");
  });

  it("needs a bearer token", async () => {
    const response = await send("GET", pathname, null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: messages.sessionExpired });
  });
});

/** The five update variants of platform.md §7, each as the old client sent it. */
const variants = [
  { name: "PUT /api/users/profile", method: "PUT", path: () => "/api/users/profile", extra: () => ({}) },
  { name: "PUT /api/users/{userId}", method: "PUT", path: (id: string) => `/api/users/${id}`, extra: () => ({}) },
  {
    name: "POST /api/users/info",
    method: "POST",
    path: () => "/api/users/info",
    extra: (id: string) => ({ userId: id, updateType: "profile" }),
  },
  { name: "PATCH /api/users/profile", method: "PATCH", path: () => "/api/users/profile", extra: () => ({}) },
  {
    name: "POST /api/users/profile",
    method: "POST",
    path: () => "/api/users/profile",
    extra: (id: string) => ({ userId: id, action: "update" }),
  },
] as const;

describe.each(variants)("$name", ({ method, path, extra }) => {
  it("updates the caller's profile and answers the updated user", async () => {
    const { token, userId } = await signUp(t);
    const response = await send(method, path(userId), token, {
      ...extra(userId),
      name: "Taylor Reed",
      birthYear: 1995,
      gender: "non_binary",
      role: "Coach",
      sport: "Basketball",
      sportPosition: "Center",
      yearsPlaying: 15,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: userId,
      name: "Taylor Reed",
      birthYear: 1995,
      gender: "non_binary",
      role: "Coach",
      sport: "Basketball",
      sportPosition: "Center",
      yearsPlaying: "15",
    });
    expect(await storedUser(userId)).toMatchObject({ name: "Taylor Reed", sport: "Basketball", yearsPlaying: "15" });
  });

  it("answers 400 with the rule's message and changes nothing", async () => {
    const { token, userId } = await signUp(t);
    const before = await storedUser(userId);
    const response = await send(method, path(userId), token, { ...extra(userId), name: "Changed", yearsPlaying: 51 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.profileYearsPlaying });
    expect(await storedUser(userId)).toEqual(before);
  });

  it("needs a bearer token", async () => {
    const { userId } = await signUp(t);
    const response = await send(method, path(userId), null, { ...extra(userId), name: "Changed" });
    expect(response.status).toBe(401);
  });
});

describe.each(
  variants.filter(
    (variant) => variant.name !== "PUT /api/users/profile" && variant.name !== "PATCH /api/users/profile",
  ),
)("$name with another user's id", ({ method, path, extra }) => {
  it("answers 404 like a missing user and changes neither user", async () => {
    const caller = await signUp(t);
    const other = await signUp(t);
    const before = { caller: await storedUser(caller.userId), other: await storedUser(other.userId) };
    for (const id of [other.userId, "00000000-0000-4000-8000-000000000000"]) {
      const response = await send(method, path(id), caller.token, { ...extra(id), name: "Hijacked" });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    }
    expect(await storedUser(caller.userId)).toEqual(before.caller);
    expect(await storedUser(other.userId)).toEqual(before.other);
  });
});

describe("legacy update markers", () => {
  it("POST /api/users/info needs userId and updateType profile", async () => {
    const { token, userId } = await signUp(t);
    const before = await storedUser(userId);
    expect((await send("POST", "/api/users/info", token, { name: "Changed", updateType: "profile" })).status).toBe(400);
    expect((await send("POST", "/api/users/info", token, { name: "Changed", userId, updateType: "mvp" })).status).toBe(
      400,
    );
    expect(
      (await send("POST", "/api/users/profile", token, { name: "Changed", userId, action: "delete" })).status,
    ).toBe(400);
    expect(await storedUser(userId)).toEqual(before);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { token } = await signUp(t);
    const response = await t.request("/api/users/profile", {
      method: "PUT",
      headers: { ...bearer(token).headers, "content-type": "application/json" },
      body: "{name:",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.malformedJson });
  });
});

describe("PUT /api/users/change-password", () => {
  const login = (email: string, password: string) => t.postJson("/api/users/login", { email, password });

  it("changes the password, ends every session and answers the token of a new one", async () => {
    const { token, userId, payload } = await signUp(t);
    const otherLogin = await login(payload.email, payload.password);
    const { token: otherToken } = z.object({ token: z.string() }).parse(await otherLogin.json());

    const response = await send("PUT", "/api/users/change-password", token, {
      currentPassword: payload.password,
      newPassword: "a fresh password 2",
    });
    expect(response.status).toBe(200);
    const answer = z
      .object({ message: z.string(), token: z.string() })
      .strict()
      .parse(await response.json());
    expect(answer.message).toBe(messages.passwordChanged);

    expect((await send("GET", "/api/users/profile", otherToken, undefined)).status).toBe(401);
    expect((await send("GET", "/api/users/profile", token, undefined)).status).toBe(401);
    expect((await send("GET", "/api/users/profile", answer.token, undefined)).status).toBe(200);
    expect(await t.db.$count(sessions, eq(sessions.userId, userId))).toBe(1);
    expect((await login(payload.email, payload.password)).status).toBe(400);
    expect((await login(payload.email, "a fresh password 2")).status).toBe(200);
  });

  it.each([
    [
      "a wrong current password",
      { currentPassword: "not the password", newPassword: "a fresh password 2" },
      messages.currentPasswordIncorrect,
    ],
    ["a missing current password", { newPassword: "a fresh password 2" }, messages.allFieldsRequired],
    ["a missing new password", { currentPassword: "training-every-day" }, messages.allFieldsRequired],
    [
      "a short new password",
      { currentPassword: "training-every-day", newPassword: "short" },
      messages.newPasswordTooShort,
    ],
    [
      "a confirmation that does not match",
      { currentPassword: "training-every-day", newPassword: "a fresh password 2", confirmPassword: "other" },
      messages.newPasswordsDoNotMatch,
    ],
  ])("answers 400 for %s and keeps the password", async (_case, body, message) => {
    const { token, userId } = await signUp(t);
    const before = await storedUser(userId);
    const response = await send("PUT", "/api/users/change-password", token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await storedUser(userId)).toEqual(before);
  });

  it("needs a bearer token", async () => {
    const response = await send("PUT", "/api/users/change-password", null, {
      currentPassword: "training-every-day",
      newPassword: "a fresh password 2",
    });
    expect(response.status).toBe(401);
  });
});

describe("gender: both spellings of the spec", () => {
  const spellings = [
    ["prefer-not-to-say", "prefer-not-to-say", "prefer_not_to_say"],
    ["prefer_not_to_say", "prefer-not-to-say", "prefer_not_to_say"],
    ["non_binary", "non_binary", "non_binary"],
    ["non-binary", "non_binary", "non_binary"],
    ["female", "female", "female"],
  ] as const;

  it.each(spellings)(
    "registration takes %s, keeps one value, and the profile reads back the profile's spelling",
    async (sent, stored, profileSpelling) => {
      const { token, userId } = await signUp(t, { gender: sent });
      expect((await storedUser(userId)).gender).toBe(stored);
      expect(await (await send("GET", "/api/users/profile", token)).json()).toMatchObject({ gender: profileSpelling });
      expect(await (await send("GET", "/users/profile", token)).json()).toMatchObject({ gender: profileSpelling });
    },
  );

  it.each(spellings)(
    "every profile update takes %s and answers the profile's spelling",
    async (sent, stored, profileSpelling) => {
      const { token, userId } = await signUp(t, { gender: "male" });
      for (const { method, path, extra } of variants) {
        await send(method, path(userId), token, { ...extra(userId), gender: "male" });
        const response = await send(method, path(userId), token, { ...extra(userId), gender: sent });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ gender: profileSpelling });
        expect((await storedUser(userId)).gender).toBe(stored);
      }
    },
  );

  it("refuses any other gender at registration and on the profile (400, nothing changes)", async () => {
    const refused = await t.postJson("/api/users/register", registration({ gender: "prefer not" }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: messages.invalidGender });
    const { token, userId } = await signUp(t, { gender: "female" });
    const before = await storedUser(userId);
    const response = await send("PUT", "/api/users/profile", token, { gender: "Prefer_Not" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.invalidGender });
    expect(await storedUser(userId)).toEqual(before);
  });
});
