import { afterEach, describe, expect, it } from "vitest";
import { COACH_JOURNEY_OPTION, createBuiltInCoach, createCoach, createOpenAICoach } from ".";
import { type FakeOpenAI, type FakeOpenAIReply, startFakeOpenAI } from "./testing";

const profile = { sport: "Volleyball", position: "Setter", role: "Athlete" as const, yearsPlaying: "5" };
const builtIn = createBuiltInCoach();

let fake: FakeOpenAI | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function coachAgainst(reply: FakeOpenAIReply | ((call: number) => FakeOpenAIReply), timeoutMs = 2000) {
  let calls = 0;
  fake = await startFakeOpenAI(() => {
    calls += 1;
    return typeof reply === "function" ? reply(calls) : reply;
  });
  const failures: string[] = [];
  const coach = createOpenAICoach({
    apiKey: "sk-test-key",
    baseURL: fake.baseURL,
    model: "gpt-test",
    timeoutMs,
    onFallback: (_error, feature) => failures.push(feature),
  });
  return { coach, failures, server: fake };
}

describe("OpenAI coach", () => {
  it("asks for structured output and returns the model's tidied options", async () => {
    const { coach, failures, server } = await coachAgainst({
      content: {
        options: ["  Run the offence calmly  ", "Run the offence calmly", "Set my hitters up", "Own serve receive", ""],
      },
    });
    const answer = await coach.onboardingSuggestions({
      step: "goals",
      profile,
      responses: { whyIPlaySport: "Friends" },
    });
    expect(answer).toEqual({
      source: "openai",
      value: ["Run the offence calmly", "Set my hitters up", "Own serve receive"],
    });
    expect(failures).toEqual([]);
    const [request] = server.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer sk-test-key");
    expect(request?.body.model).toBe("gpt-test");
    expect(request?.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "onboarding_options" },
    });
    // The user's answers travel as data in the user message, never in the instructions.
    expect(request?.body.messages?.[0]?.content).not.toContain("Friends");
    expect(JSON.parse(request?.body.messages?.[1]?.content ?? "{}")).toMatchObject({
      profile: { sport: "Volleyball", position: "Setter" },
      earlierAnswers: { whyIPlaySport: "Friends" },
    });
  });

  it("keeps the coach journey option for coaches", async () => {
    const { coach } = await coachAgainst({ content: { options: ["One", "Two option", "Three option"] } });
    const answer = await coach.onboardingSuggestions({
      step: "journey",
      profile: { ...profile, role: "Coach" },
      responses: {},
    });
    expect(answer.value[0]).toBe(COACH_JOURNEY_OPTION);
  });

  it("falls back to the built-in coach when the API fails", async () => {
    const { coach, failures, server } = await coachAgainst({ status: 500 });
    const request = { step: "currentMentalState" as const, profile, responses: {} };
    const answer = await coach.onboardingSuggestions(request);
    expect(answer).toEqual(await builtIn.onboardingSuggestions(request));
    expect(answer.source).toBe("built-in");
    expect(failures).toEqual(["onboarding suggestions"]);
    expect(server.requests.length).toBe(2); // one retry, then the fallback
  });

  it("falls back when the answer breaks the schema or the limits", async () => {
    const { coach, failures } = await coachAgainst({ content: { options: ["Only one"] } });
    const answer = await coach.onboardingSuggestions({ step: "goals", profile, responses: {} });
    expect(answer.source).toBe("built-in");
    expect(answer.value.length).toBeGreaterThanOrEqual(3);

    const mvp = await coach.mvpSuggestions({ profile, responses: {} });
    expect(mvp.source).toBe("built-in");
    expect(failures).toEqual(["onboarding suggestions", "MVP suggestions"]);
  });

  it("falls back when the API does not answer in time", async () => {
    const { coach, failures } = await coachAgainst({ hang: true }, 150);
    const started = Date.now();
    const answer = await coach.mindsetSuggestions({ profile, responses: {} });
    expect(answer.source).toBe("built-in");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(failures).toEqual(["mindset suggestions"]);
  });

  it("answers MVP and mindset suggestions from the model", async () => {
    const { coach } = await coachAgainst((call) =>
      call === 1
        ? {
            content: {
              mission: ["To set my team up to win"],
              vision: ["A", "B vision", "C vision"],
              processGoals: ["x1", "x2", "x3"],
            },
          }
        : {
            content: {
              oneWordFocus: ["Calm", "Next", "Trust"],
              keysToKeepItSimple: ["Feet first", "Talk early", "Soft hands"],
              affirmations: ["I run this offence", "I am calm", "I trust my hands"],
              selfTalk: ["Next ball", "Breathe", "Hands high"],
              bodyLanguage: ["Tall", "Eyes up", "High fives"],
              identityStatement: {
                iHave: ["a plan", "a team", "a routine"],
                iAm: ["I am the setter", "calm", "ready", "calm"],
                iLove: ["the last set", "the gym", "my team"],
                iGive: ["effort", "energy", "belief"],
              },
            },
          },
    );
    expect((await coach.mvpSuggestions({ profile, responses: {} })).value.mission).toEqual([
      "To set my team up to win",
    ]);
    const mindset = await coach.mindsetSuggestions({ profile, responses: {} });
    expect(mindset.value.oneWordFocus).toEqual(["Calm", "Next", "Trust"]);
    // Identity endings come without their stem and without repeats.
    expect(mindset.value.identityStatement.iAm).toEqual(["the setter", "calm", "ready"]);
  });
});

describe("createCoach", () => {
  it("uses the built-in coach without a key and OpenAI with one", () => {
    expect(createCoach({ openAiModel: "gpt-test", timeoutMs: 1000 }).kind).toBe("built-in");
    expect(createCoach({ openAiApiKey: "sk-x", openAiModel: "gpt-test", timeoutMs: 1000 }).kind).toBe("openai");
  });
});
