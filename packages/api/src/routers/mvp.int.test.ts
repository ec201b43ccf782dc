import { type CoachProvider, type CoachRequest, createBuiltInCoach, createOpenAICoach } from "@onepercent/ai";
import { startFakeOpenAI } from "@onepercent/ai/testing";
import { eq, mvps, users } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { callerFor } = testCallers(database);

const rowsOf = (userId: string) => database.db.select().from(mvps).where(eq(mvps.userId, userId));

const full = {
  mission: "  Compete with joy and discipline  ",
  vision: ["Start for varsity", "", "  Win the state title "],
  principles: ["Breathe before every serve", " ", ""],
};

describe("mvp.get and mvp.save", () => {
  it("answers null before the first save", async () => {
    const user = await createUser(database.db);
    expect(await (await callerFor(user.id)).mvp.get()).toBeNull();
  });

  it("saves, trims and drops blanks, and reads the same back", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    const saved = await caller.mvp.save(full);
    expect(saved).toMatchObject({
      mission: "Compete with joy and discipline",
      vision: ["Start for varsity", "Win the state title"],
      principles: ["Breathe before every serve"],
    });
    expect(await caller.mvp.get()).toEqual(saved);
  });

  it("saves a single field over the saved record", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    await caller.mvp.save(full);
    const saved = await caller.mvp.save({ mission: "Play free" });
    expect(saved).toMatchObject({
      mission: "Play free",
      vision: ["Start for varsity", "Win the state title"],
      principles: ["Breathe before every serve"],
    });
  });

  it("reads a vision string as a one-item list", async () => {
    const user = await createUser(database.db);
    const saved = await (await callerFor(user.id)).mvp.save({ vision: "Play in college", principles: ["Show up"] });
    expect(saved.vision).toEqual(["Play in college"]);
    expect(saved.mission).toBe("");
  });

  it("refuses every broken rule and changes nothing", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    const before = await caller.mvp.save(full);
    const six = ["1", "2", "3", "4", "5", "6"];
    const cases: [Parameters<typeof caller.mvp.save>[0], string][] = [
      [{ vision: ["", " "] }, messages.mvpVisionRequired],
      [{ principles: [] }, messages.mvpProcessGoalRequired],
      [{ vision: six }, messages.mvpTooManyVision],
      [{ principles: six }, messages.mvpTooManyProcessGoals],
      [{ mission: "x".repeat(1001) }, messages.mvpMissionTooLong],
      [{ vision: ["x".repeat(501)] }, messages.mvpStatementTooLong],
    ];
    for (const [input, message] of cases) {
      expect(await refusal(caller.mvp.save(input))).toEqual({ code: "BAD_REQUEST", message });
    }
    expect(await caller.mvp.get()).toEqual(before);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("refuses a first save without the required goals and stores nothing", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    expect(await refusal(caller.mvp.save({ mission: "Only a mission" }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.mvpVisionRequired,
    });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("keeps each user's MVP to that user", async () => {
    const owner = await createUser(database.db);
    const other = await createUser(database.db);
    await (await callerFor(owner.id)).mvp.save(full);
    const otherCaller = await callerFor(other.id);
    expect(await otherCaller.mvp.get()).toBeNull();
    await otherCaller.mvp.save({ vision: ["Mine"], principles: ["Also mine"] });
    expect((await (await callerFor(owner.id)).mvp.get())?.vision).toEqual(["Start for varsity", "Win the state title"]);
  });

  it("needs a signed-in caller", async () => {
    const anonymous = await callerFor(null);
    expect((await refusal(anonymous.mvp.get())).code).toBe("UNAUTHORIZED");
    expect((await refusal(anonymous.mvp.save(full))).code).toBe("UNAUTHORIZED");
  });
});

describe("mvp suggestions", () => {
  const answers = {
    whyIPlaySport: "I love the pressure of the last lap",
    journey: ["I'm chasing personal bests this season"],
    goals: ["Stay calm on the start line"],
    currentMentalState: [],
    desiredMentalState: [],
    expectations: [],
    customStatements: {},
  };

  function recordingCoach(seen: CoachRequest[]): CoachProvider {
    const builtIn = createBuiltInCoach();
    return {
      kind: "openai",
      onboardingSuggestions: (request) => builtIn.onboardingSuggestions(request),
      async mvpSuggestions(request) {
        seen.push(request);
        return {
          source: "openai",
          value: {
            mission: ["Race with courage"],
            vision: ["Make the national team", "Break 2:00", "Lead my club"],
            processGoals: ["Visualise each race", "Sleep 8 hours", "Log every session"],
          },
        };
      },
      async mindsetSuggestions(request) {
        seen.push(request);
        return {
          source: "openai",
          value: {
            oneWordFocus: ["Flow", "Calm", "Power"],
            keysToKeepItSimple: ["Long strokes", "Quiet head", "Strong finish"],
            affirmations: ["I am ready", "I trust my training", "I love racing"],
            selfTalk: ["Next stroke", "Stay long", "Breathe"],
            bodyLanguage: ["Shoulders down", "Chin up", "Loose hands"],
            identityStatement: {
              iHave: ["a plan", "a coach", "a routine"],
              iAm: ["ready", "calm", "strong"],
              iLove: ["racing", "the water", "my club"],
              iGive: ["effort", "energy", "belief"],
            },
          },
        };
      },
    };
  }

  it("asks the coach with the caller's profile and onboarding answers", async () => {
    const user = await createUser(database.db, {
      name: "Ana Lima",
      sport: "Swimming",
      sportPosition: "Freestyle",
      yearsPlaying: "8",
      gender: "female",
    });
    await database.db.update(users).set({ onboardingResponses: answers }).where(eq(users.id, user.id));
    const seen: CoachRequest[] = [];
    const caller = await callerFor(user.id, { coach: recordingCoach(seen) });

    expect(await caller.mvp.goalSuggestions({ type: "processGoals" })).toEqual({
      type: "processGoals",
      suggestions: ["Visualise each race", "Sleep 8 hours", "Log every session"],
      source: "openai",
    });
    expect(await caller.mvp.goalSuggestions({ type: "mission" })).toMatchObject({ suggestions: ["Race with courage"] });
    expect(
      await caller.mvp.goalSuggestions({ type: "longTermGoals", userData: { currentGoals: ["break 2:00"] } }),
    ).toMatchObject({ suggestions: ["Make the national team", "Lead my club"] });
    expect(seen[0]).toEqual({
      profile: {
        name: "Ana Lima",
        sport: "Swimming",
        position: "Freestyle",
        role: "Athlete",
        yearsPlaying: "8",
        gender: "female",
      },
      responses: answers,
    });
  });

  it("sends the model the caller's sport, position, gender, years and onboarding answers", async () => {
    const fake = await startFakeOpenAI(() => ({
      content: {
        mission: ["Swim with courage"],
        vision: ["Make the final", "Break a minute", "Lead my lane"],
        processGoals: ["Count my strokes", "Sleep eight hours", "Stretch daily"],
      },
    }));
    try {
      const coach = createOpenAICoach({ apiKey: "sk-test", baseURL: fake.baseURL, model: "gpt-test", timeoutMs: 2000 });
      const user = await createUser(database.db, {
        sport: "Swimming",
        sportPosition: "Butterfly",
        yearsPlaying: "4",
        gender: "non_binary",
      });
      await database.db.update(users).set({ onboardingResponses: answers }).where(eq(users.id, user.id));
      const answer = await (await callerFor(user.id, { coach })).mvp.goalSuggestions({ type: "processGoals" });
      expect(answer).toEqual({
        type: "processGoals",
        suggestions: ["Count my strokes", "Sleep eight hours", "Stretch daily"],
        source: "openai",
      });
      const sent = JSON.parse(fake.requests[0]?.body.messages?.[1]?.content ?? "{}");
      expect(sent).toMatchObject({
        profile: { sport: "Swimming", position: "Butterfly", yearsPlaying: "4", gender: "non_binary" },
        onboardingAnswers: { journey: answers.journey, goals: answers.goals },
      });
    } finally {
      await fake.close();
    }
  });

  it("answers with the built-in coach when none is configured", async () => {
    const user = await createUser(database.db, { sport: "Tennis" });
    const answer = await (await callerFor(user.id)).mvp.goalSuggestions({ type: "longTermGoals" });
    expect(answer.source).toBe("built-in");
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(3);
  });

  it("refuses an unknown type and anonymous callers", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    expect(await refusal(caller.mvp.goalSuggestions({ type: "dreams" as unknown as "mission" }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.goalSuggestionsTypeInvalid,
    });
    expect((await refusal((await callerFor(null)).mvp.goalSuggestions({ type: "mission" }))).code).toBe("UNAUTHORIZED");
  });
});
