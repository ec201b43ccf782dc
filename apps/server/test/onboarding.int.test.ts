import { eq, users } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CSRF_HEADER } from "../src/http/security";
import { bearer, signUp, useTestApp } from "./support/test-app";

const t = useTestApp({ AI_SUGGESTIONS_MAX_PER_IP: "3" });

const responses = {
  whyIPlaySport: "I love the speed of the game.",
  journey: ["I'm competing for a starting spot or selection this season"],
  goals: ["Bounce back within one point after a missed serve"],
  currentMentalState: ["I replay a missed serve or a shanked pass long after it happens"],
  desiredMentalState: ["Present and focused on one point at a time"],
  expectations: ["A reset routine for after a missed serve or a shanked pass"],
  customStatements: {},
};

/** The answers as the old client may send them: one text per step (platform.md §3 lists them as single values). */
const singleAnswers = {
  whyIPlaySport: responses.whyIPlaySport,
  journey: responses.journey[0],
  goals: responses.goals[0],
  currentMentalState: responses.currentMentalState[0],
  desiredMentalState: responses.desiredMentalState[0],
  expectations: responses.expectations[0],
};

const Lists = z.record(z.string(), z.array(z.string()));
const SuggestionsAnswer = z.object({ suggestions: Lists, source: z.enum(["built-in", "openai"]) });

const stateOf = async (userId: string) => {
  const [row] = await t.db
    .select({
      completed: users.onboardingCompleted,
      needed: users.onboardingNeeded,
      responses: users.onboardingResponses,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

describe("POST /api/onboarding/save", () => {
  it("saves the answers and completes the onboarding", async () => {
    const { token, userId } = await signUp(t);
    const response = await t.postJson("/api/onboarding/save", { responses, completed: true }, bearer(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      onboardingCompleted: true,
      onboardingNeeded: false,
      onboardingResponses: responses,
    });
    expect(await stateOf(userId)).toEqual({ completed: true, needed: false, responses });
    const profile = await (await t.request("/api/users/info", bearer(token))).json();
    expect(profile).toMatchObject({ onboardingCompleted: true });
  });

  it("keeps answers sent as single texts as texts, and reads them back so", async () => {
    const { token, userId } = await signUp(t);
    const response = await t.postJson(
      "/api/onboarding/save",
      { responses: singleAnswers, completed: true },
      bearer(token),
    );
    expect(response.status).toBe(200);
    const saved = { ...singleAnswers, customStatements: {} };
    expect(await response.json()).toMatchObject({ onboardingCompleted: true, onboardingResponses: saved });
    expect(await stateOf(userId)).toEqual({ completed: true, needed: false, responses: saved });
    const profile = await (await t.request("/api/users/profile", bearer(token))).json();
    expect(profile).toMatchObject({ onboardingResponses: saved, missingAnswers: [] });
  });

  it.each([
    ["a blank why", { ...responses, whyIPlaySport: " " }, messages.onboardingWhyIPlayRequired],
    ["no journey", { ...responses, journey: [] }, messages.onboardingSelectOption],
    ["no expectations", { ...responses, expectations: [] }, messages.onboardingSelectOption],
  ])("refuses to complete with %s: 400 with the spec's message", async (_case, body, message) => {
    const { token, userId } = await signUp(t);
    const response = await t.postJson("/api/onboarding/save", { responses: body, completed: true }, bearer(token));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await stateOf(userId)).toEqual({ completed: false, needed: true, responses: null });
  });

  it("keeps unfinished answers when not completing", async () => {
    const { token, userId } = await signUp(t);
    const partial = { ...responses, goals: [], expectations: [] };
    const response = await t.postJson("/api/onboarding/save", { responses: partial, completed: false }, bearer(token));
    expect(response.status).toBe(200);
    expect(await stateOf(userId)).toEqual({ completed: false, needed: true, responses: partial });
  });

  it("answers 400 for a malformed body and 401 without a session", async () => {
    const { token } = await signUp(t);
    expect((await t.postJson("/api/onboarding/save", { responses: "all of them" }, bearer(token))).status).toBe(400);
    expect((await t.postJson("/api/onboarding/save", { responses, completed: true })).status).toBe(401);
  });
});

describe("POST /api/users/{userId}/onboarding", () => {
  it("saves {responses} for the caller's own id (the save fallback)", async () => {
    const { token, userId } = await signUp(t);
    const response = await t.postJson(`/api/users/${userId}/onboarding`, { responses }, bearer(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, onboardingCompleted: true });
    expect(await stateOf(userId)).toEqual({ completed: true, needed: false, responses });
  });

  it("saves {responses} sent as single texts", async () => {
    const { token, userId } = await signUp(t);
    const response = await t.postJson(`/api/users/${userId}/onboarding`, { responses: singleAnswers }, bearer(token));
    expect(response.status).toBe(200);
    const saved = { ...singleAnswers, customStatements: {} };
    expect(await response.json()).toMatchObject({ onboardingCompleted: true, onboardingResponses: saved });
    expect(await stateOf(userId)).toEqual({ completed: true, needed: false, responses: saved });
  });

  it("keeps unfinished {responses} without completing", async () => {
    const { token, userId } = await signUp(t);
    const partial = { ...responses, desiredMentalState: [] };
    const response = await t.postJson(`/api/users/${userId}/onboarding`, { responses: partial }, bearer(token));
    expect(await response.json()).toMatchObject({ onboardingCompleted: false, onboardingNeeded: true });
  });

  it("merges the single answers {sport, whyIPlay, journey, goals, expectations}", async () => {
    const { token, userId } = await signUp(t, { sport: "Volleyball" });
    const response = await t.postJson(
      `/api/users/${userId}/onboarding`,
      {
        sport: "Volleyball",
        whyIPlay: "The team",
        journey: "Just starting",
        goals: ["Serve in"],
        expectations: "Tools",
      },
      bearer(token),
    );
    expect(response.status).toBe(200);
    expect(await stateOf(userId)).toEqual({
      completed: false,
      needed: true,
      responses: {
        whyIPlaySport: "The team",
        journey: "Just starting",
        goals: ["Serve in"],
        expectations: "Tools",
        currentMentalState: [],
        desiredMentalState: [],
        customStatements: {},
      },
    });
    // Read back as sent, a text as a text and a list as a list.
    const profile = await (await t.request("/api/users/profile", bearer(token))).json();
    expect(profile).toMatchObject({
      onboardingResponses: { journey: "Just starting", goals: ["Serve in"], expectations: "Tools" },
    });
  });

  it("answers another user's id exactly like a missing one, and changes nothing", async () => {
    const caller = await signUp(t);
    const other = await signUp(t);
    for (const body of [{ responses }, { whyIPlay: "Not mine" }]) {
      const theirs = await t.postJson(`/api/users/${other.userId}/onboarding`, body, bearer(caller.token));
      const missing = await t.postJson(`/api/users/${crypto.randomUUID()}/onboarding`, body, bearer(caller.token));
      expect(theirs.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(await theirs.json()).toEqual(await missing.json());
    }
    expect(await stateOf(other.userId)).toEqual({ completed: false, needed: true, responses: null });
    expect(await stateOf(caller.userId)).toEqual({ completed: false, needed: true, responses: null });
  });

  it("needs a session", async () => {
    const { userId } = await signUp(t);
    expect((await t.postJson(`/api/users/${userId}/onboarding`, { responses })).status).toBe(401);
  });
});

describe("POST /ai/generate-mvp-suggestions and /ai/generate-mindset-suggestions", () => {
  it("suggest an MVP and a mindset from the answers without a session", async () => {
    const ip = "198.51.100.10";
    const mvp = await t.postJson("/ai/generate-mvp-suggestions", { responses }, { ip });
    expect(mvp.status).toBe(200);
    const mvpBody = SuggestionsAnswer.parse(await mvp.json());
    expect(mvpBody.source).toBe("built-in");
    expect(mvpBody.suggestions.mission?.[0]).toContain("the speed of the game");
    expect(mvpBody.suggestions.vision?.[0]).toBe(
      "By the end of this season I bounce back within one point after a missed serve",
    );
    expect(mvpBody.suggestions.processGoals?.length).toBeGreaterThanOrEqual(3);

    const mindset = await t.postJson("/ai/generate-mindset-suggestions", { responses }, { ip });
    expect(mindset.status).toBe(200);
    const mindsetBody = SuggestionsAnswer.parse(await mindset.json());
    expect(Object.keys(mindsetBody.suggestions).sort()).toEqual([
      "affirmations",
      "bodyLanguage",
      "keysToKeepItSimple",
      "oneWordFocus",
      "selfTalk",
    ]);
    expect(mindsetBody.suggestions.oneWordFocus?.[0]).toBe("Next");
  });

  it("take answers sent as single texts like the lists they stand for", async () => {
    for (const path of ["/ai/generate-mvp-suggestions", "/ai/generate-mindset-suggestions"]) {
      const fromText = await t.postJson(path, { responses: singleAnswers }, { ip: "198.51.100.40" });
      const fromLists = await t.postJson(path, { responses }, { ip: "198.51.100.41" });
      expect(fromText.status).toBe(200);
      expect(await fromText.json()).toEqual(await fromLists.json());
    }
  });

  it("limit each address (429 with Retry-After), not other addresses", async () => {
    const ip = "198.51.100.20";
    for (let call = 0; call < 3; call += 1) {
      expect((await t.postJson("/ai/generate-mindset-suggestions", { responses: {} }, { ip })).status).toBe(200);
    }
    const refused = await t.postJson("/ai/generate-mvp-suggestions", { responses: {} }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: messages.tooManyAttempts });
    expect((await t.postJson("/ai/generate-mvp-suggestions", { responses: {} }, { ip: "198.51.100.21" })).status).toBe(
      200,
    );
  });

  it("answer 400 for a malformed body", async () => {
    const response = await t.postJson(
      "/ai/generate-mvp-suggestions",
      { responses: { goals: 5 } },
      { ip: "198.51.100.30" },
    );
    expect(response.status).toBe(400);
    const tooLong = await t.postJson(
      "/ai/generate-mindset-suggestions",
      { responses: { goals: "x".repeat(301) } },
      { ip: "198.51.100.30" },
    );
    expect(tooLong.status).toBe(400);
    const broken = await t.request("/ai/generate-mvp-suggestions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
      ip: "198.51.100.30",
    });
    expect(broken.status).toBe(400);
  });
});

describe("tRPC onboarding.suggestions", () => {
  it("is a POST mutation: a GET (a refetch, a prefetch, a crawler) is refused before it spends AI quota", async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { step: "goals", responses: {} } }));
    const get = await t.request(`/trpc/onboarding.suggestions?input=${input}`);
    expect(get.status).toBe(405);
    const post = await t.request("/trpc/onboarding.suggestions", {
      method: "POST",
      headers: { "content-type": "application/json", [CSRF_HEADER]: "web", origin: "http://localhost" },
      body: JSON.stringify({ json: { step: "goals", responses: {} } }),
    });
    // Reached as a mutation; without a session it answers 401.
    expect(post.status).toBe(401);
  });
});
