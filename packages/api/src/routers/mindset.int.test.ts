import { type CoachProvider, type CoachRequest, createBuiltInCoach } from "@onepercent/ai";
import { eq, mindsetProcesses, mindsets } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { identityMessages, messages, type OnboardingResponses } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { callerFor, athlete } = testCallers(database);

const rowsOf = async (userId: string) => ({
  mindset: await database.db.select().from(mindsets).where(eq(mindsets.userId, userId)),
  process: await database.db.select().from(mindsetProcesses).where(eq(mindsetProcesses.userId, userId)),
});

const full = {
  oneWordFocus: "Calm",
  keysToKeepItSimple: ["One point at a time"],
  affirmations: ["I trust my training", " "],
  beliefs: ["Pressure is a privilege"],
  selfTalk: ["Next point."],
  bodyLanguage: ["Shoulders back"],
  identityStatement: { iHave: ["a plan"], iAm: ["I am calm", " "], iLove: [], iGive: ["effort"] },
};
/** `full` as saved: blanks and stems dropped. */
const stored = {
  ...full,
  affirmations: ["I trust my training"],
  identityStatement: { iHave: ["a plan"], iAm: ["calm"], iLove: [], iGive: ["effort"] },
};

describe("mindset.get and mindset.save", () => {
  it("answers null before the first save, then round-trips the saved mindset", async () => {
    const { caller } = await athlete();
    expect(await caller.mindset.get()).toBeNull();
    expect(await caller.mindset.save(full)).toEqual(stored);
    expect(await caller.mindset.get()).toEqual(stored);
  });

  it("keeps the fields a save does not send", async () => {
    const { caller } = await athlete();
    await caller.mindset.save(full);
    await caller.mindset.save({ oneWordFocus: "Flow", selfTalk: [] });
    expect(await caller.mindset.get()).toEqual({ ...stored, oneWordFocus: "Flow", selfTalk: [] });
  });

  it("refuses every broken rule and changes nothing", async () => {
    const { id, caller } = await athlete();
    await caller.mindset.save(full);
    const before = await rowsOf(id);
    const six = ["1", "2", "3", "4", "5", "6"];
    const cases: [Record<string, unknown>, string][] = [
      [{ oneWordFocus: "a".repeat(16) }, messages.mindsetWordTooLong],
      [{ oneWordFocus: "Stay calm" }, messages.mindsetWordOneWord],
      [{ keysToKeepItSimple: six }, messages.mindsetTooManyKeys],
      [{ affirmations: six }, messages.mindsetTooManyAffirmations],
      [{ beliefs: six }, messages.mindsetTooManyBeliefs],
      [{ selfTalk: six }, messages.mindsetTooManySelfTalk],
      [{ bodyLanguage: six }, messages.mindsetTooManyBodyLanguage],
      [{ affirmations: ["x".repeat(301)] }, messages.mindsetStatementTooLong],
      [{ identityStatement: { iAm: six } }, identityMessages.tooMany("iAm")],
      [{ identityStatement: { iGive: ["x".repeat(301)] } }, messages.mindsetStatementTooLong],
      [{ identityStatement: ["calm"] }, identityMessages.invalid],
    ];
    for (const [input, message] of cases) {
      expect(await refusal(caller.mindset.save(input))).toEqual({ code: "BAD_REQUEST", message });
    }
    expect(await refusal(caller.mindset.process.save({ bodyLanguage: six }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.mindsetTooManyBodyLanguage,
    });
    expect(await refusal(caller.mindset.completeWizard({ oneWordFocus: "Calm", affirmations: six }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.mindsetTooManyAffirmations,
    });
    expect(await rowsOf(id)).toEqual(before);
  });

  it("needs a session", async () => {
    const anonymous = await callerFor(null);
    expect((await refusal(anonymous.mindset.get())).code).toBe("UNAUTHORIZED");
    expect((await refusal(anonymous.mindset.save(full))).code).toBe("UNAUTHORIZED");
    expect((await refusal(anonymous.mindset.process.get())).code).toBe("UNAUTHORIZED");
    expect((await refusal(anonymous.mindset.suggestions({ type: "affirmations" }))).code).toBe("UNAUTHORIZED");
  });

  it("keeps each user's mindset and process to themselves", async () => {
    const first = await athlete();
    const second = await athlete();
    await first.caller.mindset.save(full);
    await first.caller.mindset.process.save({ bodyLanguage: ["Chin up"] });
    expect(await second.caller.mindset.get()).toBeNull();
    expect(await second.caller.mindset.process.get()).toEqual({ bodyLanguage: [] });
    await second.caller.mindset.save({ oneWordFocus: "Power" });
    expect((await first.caller.mindset.get())?.oneWordFocus).toBe("Calm");
    expect((await second.caller.mindset.get())?.affirmations).toEqual([]);
  });
});

describe("mindset.process", () => {
  it("round-trips the body language", async () => {
    const { caller } = await athlete();
    expect(await caller.mindset.process.get()).toEqual({ bodyLanguage: [] });
    expect(await caller.mindset.process.save({ bodyLanguage: [" Chin up ", ""] })).toEqual({
      bodyLanguage: ["Chin up"],
    });
    expect(await caller.mindset.process.get()).toEqual({ bodyLanguage: ["Chin up"] });
  });
});

describe("mindset.completeWizard", () => {
  it("replaces the wizard's groups, keeps beliefs and writes the process record", async () => {
    const { caller } = await athlete();
    await caller.mindset.save(full);
    const answer = await caller.mindset.completeWizard({
      oneWordFocus: "Trust",
      affirmations: ["I belong here"],
      selfTalk: ["Breathe, reset, go."],
      bodyLanguage: ["Walk with purpose"],
      keysToKeepItSimple: [],
    });
    const mindset = {
      oneWordFocus: "Trust",
      keysToKeepItSimple: [],
      affirmations: ["I belong here"],
      beliefs: ["Pressure is a privilege"],
      selfTalk: ["Breathe, reset, go."],
      bodyLanguage: ["Walk with purpose"],
      // The wizard does not touch the identity statement.
      identityStatement: stored.identityStatement,
    };
    expect(answer).toEqual({ mindset, mindsetProcess: { bodyLanguage: ["Walk with purpose"] } });
    expect(await caller.mindset.get()).toEqual(mindset);
    expect(await caller.mindset.process.get()).toEqual({ bodyLanguage: ["Walk with purpose"] });
  });
});

describe("mindset.suggestions", () => {
  const responses: OnboardingResponses = {
    whyIPlaySport: "I love the pressure of the last set.",
    journey: ["I'm competing for a starting spot or selection this season"],
    goals: ["Stay calm when serving"],
    currentMentalState: [],
    desiredMentalState: [],
    expectations: [],
    customStatements: {},
  };

  it("asks the coach with the caller's profile and onboarding answers", async () => {
    const seen: CoachRequest[] = [];
    const builtIn = createBuiltInCoach();
    const coach: CoachProvider = {
      kind: "openai",
      onboardingSuggestions: (request) => builtIn.onboardingSuggestions(request),
      mvpSuggestions: (request) => builtIn.mvpSuggestions(request),
      async mindsetSuggestions(request) {
        seen.push(request);
        return {
          source: "openai",
          value: {
            oneWordFocus: ["Calm", "Trust", "Flow"],
            keysToKeepItSimple: ["One point", "Breathe out", "Same routine"],
            affirmations: ["I am ready", "I trust my serve", "I belong"],
            selfTalk: ["Next point.", "I've got this.", "Eyes up."],
            bodyLanguage: ["Chin up", "Loose hands", "Walk tall"],
            identityStatement: {
              iHave: ["a plan", "a team", "a routine"],
              iAm: ["a setter", "calm", "ready"],
              iLove: ["the last set", "the gym", "my team"],
              iGive: ["effort", "energy", "belief"],
            },
          },
        };
      },
    };
    const user = await createUser(database.db, {
      name: "Kim Park",
      sport: "Volleyball",
      sportPosition: "Setter",
      onboardingResponses: responses,
    });
    const caller = await callerFor(user.id, { coach });
    expect(await caller.mindset.suggestions({ type: "selfTalk", currentSelections: ["eyes up."] })).toEqual({
      type: "selfTalk",
      source: "openai",
      suggestions: [
        { text: "Next point.", kind: "instructional" },
        { text: "I've got this.", kind: "motivational" },
      ],
    });
    expect(await caller.mindset.suggestions({ type: "phrases" })).toMatchObject({
      suggestions: [{ text: "One point" }, { text: "Breathe out" }, { text: "Same routine" }],
    });
    expect(seen[0]).toEqual({
      profile: { name: "Kim Park", sport: "Volleyball", position: "Setter", role: "Athlete", yearsPlaying: "6" },
      responses,
    });
  });

  it("answers from the built-in coach without a configured one", async () => {
    const { caller } = await athlete({ sport: "Tennis" });
    const answer = await caller.mindset.suggestions({ type: "oneWordFocus" });
    expect(answer.source).toBe("built-in");
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(3);
    for (const { text } of answer.suggestions) expect(text.length).toBeLessThanOrEqual(15);
  });

  it("refuses an unknown type", async () => {
    const { caller } = await athlete();
    // @ts-expect-error: an unknown type reaches the server's validation
    expect(await refusal(caller.mindset.suggestions({ type: "mission" }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.mindsetSuggestionTypeInvalid,
    });
  });
});
