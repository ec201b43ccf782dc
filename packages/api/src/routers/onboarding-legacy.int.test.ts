import {
  createUser,
  sampleOnboardingAnswers,
  sampleSingleAnswers,
  sampleSingleAnswersAsLists,
  useTestDatabase,
} from "@onepercent/db/testing";
import { describe, expect, it } from "vitest";
import type { Context } from "../context";
import { testApiConfig, testCallers } from "../testing";

const database = useTestDatabase();
const uniqueIp = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;
const callers = testCallers(database);
/** Every caller speaks from its own address, so a per-address limit counts only its own calls. */
const callerFor = (userId: string | null, extra: Partial<Context> = {}) =>
  callers.callerFor(userId, { ip: uniqueIp(), ...extra });

describe("onboarding.saveAnswers (legacy single answers)", () => {
  it("merges single answers into the saved ones and keeps the state", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    await caller.onboarding.save({ responses: sampleOnboardingAnswers, completed: false });
    const saved = await caller.onboarding.saveAnswers({
      sport: "Tennis",
      whyIPlay: "For the challenge",
      journey: "Coming back from injury",
      goals: ["Trust my serve"],
    });
    expect(saved).toEqual({
      completed: false,
      needed: true,
      responses: {
        ...sampleOnboardingAnswers,
        whyIPlaySport: "For the challenge",
        journey: "Coming back from injury",
        goals: ["Trust my serve"],
      },
    });
  });
});

describe("MVP and mindset suggestions", () => {
  it("answer anonymous callers from the answers alone, limited per address", async () => {
    const ip = uniqueIp();
    const config = { ...testApiConfig, aiSuggestionsPerIpPerHour: 2 };
    const anonymous = await callerFor(null, { ip, config });
    const mvp = await anonymous.onboarding.mvpSuggestions({
      responses: { whyIPlaySport: "My team is my second family.", goals: ["Lead my team"] },
    });
    expect(mvp.source).toBe("built-in");
    expect(mvp.mission[0]).toContain("my team is my second family");
    expect(mvp.vision[0]).toBe("By the end of this season I lead my team");
    const mindset = await anonymous.onboarding.mindsetSuggestions({ responses: {} });
    expect(mindset.oneWordFocus.length).toBeGreaterThanOrEqual(3);
    await expect(anonymous.onboarding.mindsetSuggestions({ responses: {} })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    // Another address is not affected.
    const elsewhere = await callerFor(null, { config });
    expect((await elsewhere.onboarding.mvpSuggestions({ responses: {} })).processGoals.length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it("take single text answers like one-item lists", async () => {
    const caller = await callerFor(null);
    const fromText = await caller.onboarding.mvpSuggestions({ responses: sampleSingleAnswers });
    expect(fromText).toEqual(await caller.onboarding.mvpSuggestions({ responses: sampleSingleAnswersAsLists }));
    expect(fromText.vision[0]).toBe(
      "By the end of this season I stay calm and composed in moments like serving at break point",
    );
    expect(await caller.onboarding.mindsetSuggestions({ responses: sampleSingleAnswers })).toEqual(
      await caller.onboarding.mindsetSuggestions({ responses: sampleSingleAnswersAsLists }),
    );
  });

  it("personalise for a signed-in caller", async () => {
    const user = await createUser(database.db, { sport: "Ice Hockey", sportPosition: "Goaltender" });
    const caller = await callerFor(user.id);
    const mindset = await caller.onboarding.mindsetSuggestions({ responses: {} });
    expect(mindset.keysToKeepItSimple[0]).toBe("Short shift, hard reset");
    const mvp = await caller.onboarding.mvpSuggestions({ responses: {} });
    expect(mvp.mission.join(" ")).toContain("goaltender");
  });
});
