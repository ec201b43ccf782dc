import { type CoachProvider, createBuiltInCoach } from "@onepercent/ai";
import { eq, mindsets, rateLimits } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import {
  COACH_SUGGESTIONS_PER_USER_PER_HOUR,
  EMPTY_IDENTITY_STATEMENT,
  IDENTITY_KEYS,
  identityMessages,
  messages,
} from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { callerFor, athlete } = testCallers(database);

const identity = {
  iHave: ["  a plan for every match ", ""],
  iAm: ["I am calm under pressure", "I'm a setter my team trusts"],
  iLove: ["I love the last set"],
  iGive: ["full effort on every point"],
};
const storedIdentity = {
  iHave: ["a plan for every match"],
  iAm: ["calm under pressure", "a setter my team trusts"],
  iLove: ["the last set"],
  iGive: ["full effort on every point"],
};

describe("the mindset's identity statement", () => {
  it("is saved trimmed and without stems, returned by mindset.get, and kept by saves that do not send it", async () => {
    const { caller } = await athlete();
    const saved = await caller.mindset.save({ oneWordFocus: "Calm", identityStatement: identity });
    expect(saved.identityStatement).toEqual(storedIdentity);
    expect((await caller.mindset.get())?.identityStatement).toEqual(storedIdentity);

    await caller.mindset.save({ affirmations: ["I belong"] });
    await caller.mindset.completeWizard({ oneWordFocus: "Trust" });
    expect((await caller.mindset.get())?.identityStatement).toEqual(storedIdentity);

    // The statement is saved whole: a list not sent is emptied.
    await caller.mindset.save({ identityStatement: { iGive: ["my best"] } });
    expect((await caller.mindset.get())?.identityStatement).toEqual({
      ...EMPTY_IDENTITY_STATEMENT,
      iGive: ["my best"],
    });
  });

  it("reads empty lists for a mindset saved before it existed", async () => {
    const { id, caller } = await athlete();
    await database.db.insert(mindsets).values({ userId: id, oneWordFocus: "Flow", affirmations: ["I belong"] });
    expect(await caller.mindset.get()).toMatchObject({
      oneWordFocus: "Flow",
      affirmations: ["I belong"],
      identityStatement: EMPTY_IDENTITY_STATEMENT,
    });
  });

  it("refuses a sixth item in any list, or a statement over 300 characters, and changes nothing", async () => {
    const { id, caller } = await athlete();
    await caller.mindset.save({ identityStatement: identity });
    const before = await database.db.select().from(mindsets).where(eq(mindsets.userId, id));
    for (const key of IDENTITY_KEYS) {
      expect(
        await refusal(caller.mindset.save({ identityStatement: { [key]: ["1", "2", "3", "4", "5", "6"] } })),
      ).toEqual({ code: "BAD_REQUEST", message: identityMessages.tooMany(key) });
    }
    expect(await refusal(caller.mindset.save({ identityStatement: { iAm: ["x".repeat(301)] } }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.mindsetStatementTooLong,
    });
    expect(await database.db.select().from(mindsets).where(eq(mindsets.userId, id))).toEqual(before);

    // Five real items and blanks or bare stems are fine: only what remains counts.
    const five = { iLove: ["a", "b", "c", "d", "e", " ", "I love"] };
    const saved = await caller.mindset.save({ identityStatement: five });
    expect(saved.identityStatement.iLove).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("belongs to its user only", async () => {
    const first = await athlete();
    const second = await athlete();
    await first.caller.mindset.save({ identityStatement: identity });
    expect(await second.caller.mindset.get()).toBeNull();
    await second.caller.mindset.save({ identityStatement: { iAm: ["a different athlete"] } });
    expect((await first.caller.mindset.get())?.identityStatement).toEqual(storedIdentity);
    expect((await second.caller.mindset.get())?.identityStatement.iAm).toEqual(["a different athlete"]);
  });
});

describe("mindset.identitySuggestions", () => {
  it("answers from the built-in coach for the caller's sport and position, leaving out what each list holds", async () => {
    const { caller } = await athlete({ sport: "Volleyball", sportPosition: "Setter", role: "Athlete" });
    const all = await caller.mindset.identitySuggestions({});
    expect(all.source).toBe("built-in");
    for (const key of IDENTITY_KEYS) expect(all.suggestions[key].length).toBeGreaterThanOrEqual(3);
    expect(all.suggestions.iAm).toContain("a setter my team can count on");
    expect(all.suggestions.iGive).toContain("full effort on every point");

    const rest = await caller.mindset.identitySuggestions({
      current: { iAm: ["A setter my team can count on "], iGive: [] },
    });
    expect(rest.suggestions.iAm).toEqual(
      all.suggestions.iAm.filter((item) => item !== "a setter my team can count on"),
    );
    expect(rest.suggestions.iGive).toEqual(all.suggestions.iGive);
  });

  it("asks the configured coach with the caller's profile", async () => {
    const builtIn = createBuiltInCoach();
    const profiles: unknown[] = [];
    const coach: CoachProvider = {
      kind: "openai",
      onboardingSuggestions: (request) => builtIn.onboardingSuggestions(request),
      mvpSuggestions: (request) => builtIn.mvpSuggestions(request),
      async mindsetSuggestions(request) {
        profiles.push(request.profile);
        const { value } = await builtIn.mindsetSuggestions(request);
        const identityStatement = { iHave: ["a plan"], iAm: ["ready", "calm"], iLove: ["golf"], iGive: ["effort"] };
        return { source: "openai", value: { ...value, identityStatement } };
      },
    };
    const user = await createUser(database.db, { name: "Kim Park", sport: "Golf", sportPosition: "Match Play" });
    const caller = await callerFor(user.id, { coach });
    expect(await caller.mindset.identitySuggestions({ current: { iAm: ["calm"] } })).toEqual({
      source: "openai",
      suggestions: { iHave: ["a plan"], iAm: ["ready"], iLove: ["golf"], iGive: ["effort"] },
    });
    expect(profiles).toEqual([expect.objectContaining({ name: "Kim Park", sport: "Golf", position: "Match Play" })]);
  });

  it("shares the mindset suggestions' hourly quota and needs a session", async () => {
    const { id, caller } = await athlete();
    await database.db.insert(rateLimits).values({
      key: `mindset-suggestions:user:${id}`,
      count: COACH_SUGGESTIONS_PER_USER_PER_HOUR,
      windowStartedAt: new Date(),
    });
    expect((await refusal(caller.mindset.identitySuggestions({}))).code).toBe("TOO_MANY_REQUESTS");
    expect((await refusal(caller.mindset.suggestions({ type: "affirmations" }))).code).toBe("TOO_MANY_REQUESTS");

    const anonymous = await callerFor(null);
    expect((await refusal(anonymous.mindset.identitySuggestions({}))).code).toBe("UNAUTHORIZED");
  });
});
