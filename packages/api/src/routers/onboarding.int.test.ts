import { COACH_JOURNEY_OPTION, type CoachProvider, type CoachRequest, createBuiltInCoach } from "@onepercent/ai";
import { eq, users } from "@onepercent/db";
import {
  createUser,
  sampleOnboardingAnswers,
  sampleSingleAnswers,
  sampleSingleAnswersSaved,
  useTestDatabase,
} from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import type { Context } from "../context";
import { appRouter } from "../root";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const uniqueIp = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;
const callers = testCallers(database);
/** Every caller speaks from its own address, so a per-address limit counts only its own calls. */
const callerFor = (userId: string | null, extra: Partial<Context> = {}) =>
  callers.callerFor(userId, { ip: uniqueIp(), ...extra });

describe("onboarding.status", () => {
  it("starts needed and not completed, without answers", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    expect(await caller.onboarding.status()).toEqual({ completed: false, needed: true, responses: null });
  });

  it("needs a session", async () => {
    const caller = await callerFor(null);
    await expect(caller.onboarding.status()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.onboarding.save({ responses: sampleOnboardingAnswers, completed: true })).rejects.toMatchObject(
      {
        code: "UNAUTHORIZED",
      },
    );
  });
});

describe("onboarding.suggestions", () => {
  it("is a mutation: it spends the caller's AI quota, so no GET (or refetch) may call it", () => {
    expect(appRouter.onboarding.suggestions._def.type).toBe("mutation");
  });

  it("offers 3 to 6 options written for the caller's sport and position", async () => {
    const user = await createUser(database.db, { sport: "Tennis", sportPosition: "Singles", yearsPlaying: "9" });
    const caller = await callerFor(user.id);
    const goals = await caller.onboarding.suggestions({ step: "goals", responses: {} });
    expect(goals.step).toBe("goals");
    expect(goals.source).toBe("built-in");
    expect(goals.options.length).toBeGreaterThanOrEqual(3);
    expect(goals.options.length).toBeLessThanOrEqual(6);
    expect(goals.options.join(" ")).toContain("break point");

    const journey = await caller.onboarding.suggestions({ step: "journey", responses: {} });
    expect(journey.options[0]).toBe("I'm an experienced tennis player aiming for the next level");
    expect(journey.options).not.toContain(COACH_JOURNEY_OPTION);
  });

  it("offers coaches the coach journey option", async () => {
    const coach = await createUser(database.db, { role: "Coach", sport: "Rowing", sportPosition: "Coxswain" });
    const caller = await callerFor(coach.id);
    const journey = await caller.onboarding.suggestions({ step: "journey", responses: {} });
    expect(journey.options[0]).toBe(COACH_JOURNEY_OPTION);
  });

  it("asks the configured provider with the caller's profile (never another user's) and earlier answers", async () => {
    const seen: unknown[] = [];
    const builtIn = createBuiltInCoach();
    const recording: CoachProvider = {
      kind: "openai",
      async onboardingSuggestions(request) {
        seen.push(request);
        return { source: "openai", value: ["First option", "Second option", "Third option"] };
      },
      mvpSuggestions: (request: CoachRequest) => builtIn.mvpSuggestions(request),
      mindsetSuggestions: (request: CoachRequest) => builtIn.mindsetSuggestions(request),
    };
    const user = await createUser(database.db, { sport: "Golf", sportPosition: "Match Play", name: "Kim Park" });
    await createUser(database.db, { sport: "Rugby" });
    const caller = await callerFor(user.id, { coach: recording });
    const answer = await caller.onboarding.suggestions({
      step: "goals",
      responses: { whyIPlaySport: "Quiet focus", journey: ["I'm chasing personal bests this season"] },
    });
    expect(answer).toEqual({
      step: "goals",
      source: "openai",
      options: ["First option", "Second option", "Third option"],
    });
    expect(seen).toEqual([
      {
        step: "goals",
        profile: { name: "Kim Park", sport: "Golf", position: "Match Play", role: "Athlete", yearsPlaying: "6" },
        responses: {
          whyIPlaySport: "Quiet focus",
          journey: ["I'm chasing personal bests this season"],
          customStatements: {},
        },
      },
    ]);
  });

  it("rejects an unknown step", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    await expect(
      // @ts-expect-error an unknown step is refused at run time too
      caller.onboarding.suggestions({ step: "introduction", responses: {} }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("onboarding.save", () => {
  it("refuses to complete with the spec's message for the first unanswered step", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    expect(
      await refusal(
        caller.onboarding.save({ responses: { ...sampleOnboardingAnswers, whyIPlaySport: "   " }, completed: true }),
      ),
    ).toEqual({
      code: "BAD_REQUEST",
      message: messages.onboardingWhyIPlayRequired,
    });
    for (const field of ["journey", "goals", "currentMentalState", "desiredMentalState", "expectations"] as const) {
      expect(
        await refusal(
          caller.onboarding.save({ responses: { ...sampleOnboardingAnswers, [field]: [] }, completed: true }),
        ),
      ).toEqual({
        code: "BAD_REQUEST",
        message: messages.onboardingSelectOption,
      });
    }
    expect(
      await refusal(
        caller.onboarding.save({ responses: { ...sampleOnboardingAnswers, goals: ["  "] }, completed: true }),
      ),
    ).toEqual({
      code: "BAD_REQUEST",
      message: messages.onboardingCustomOptionBlank,
    });
    expect(await caller.onboarding.status()).toEqual({ completed: false, needed: true, responses: null });
  });

  it("keeps partial answers without completing, then completes; the dashboard shows the task done", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    const partial = { ...sampleOnboardingAnswers, goals: [], expectations: [] };
    expect(await caller.onboarding.save({ responses: partial, completed: false })).toEqual({
      completed: false,
      needed: true,
      responses: partial,
    });
    const done = await caller.onboarding.save({
      responses: { ...sampleOnboardingAnswers, whyIPlaySport: "  I love competing with my friends.  " },
      completed: true,
    });
    expect(done).toEqual({ completed: true, needed: false, responses: sampleOnboardingAnswers });
    const summary = await caller.dashboard.get();
    expect(summary.starterTasks.tasks.find((task) => task.task === "onboarding")).toEqual({
      task: "onboarding",
      completed: true,
    });
    expect((await (await callerFor(user.id)).auth.me()).onboardingCompleted).toBe(true);
  });

  it("keeps single text answers as texts (a blank one is no selection), then completes", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    expect(
      await caller.onboarding.save({
        responses: { ...sampleSingleAnswers, goals: "  ", expectations: "" },
        completed: false,
      }),
    ).toEqual({
      completed: false,
      needed: true,
      responses: { ...sampleSingleAnswersSaved, goals: "", expectations: "" },
    });
    expect(await caller.onboarding.save({ responses: sampleSingleAnswers, completed: true })).toEqual({
      completed: true,
      needed: false,
      responses: sampleSingleAnswersSaved,
    });
    expect(
      await refusal(caller.onboarding.save({ responses: { ...sampleSingleAnswers, journey: "x".repeat(301) } })),
    ).toMatchObject({ code: "BAD_REQUEST" });
    expect(await caller.onboarding.status()).toMatchObject({ responses: sampleSingleAnswersSaved });
  });

  it("changes only the caller's own record", async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    await (await callerFor(user.id)).onboarding.save({ responses: sampleOnboardingAnswers, completed: true });
    expect(await (await callerFor(other.id)).onboarding.status()).toEqual({
      completed: false,
      needed: true,
      responses: null,
    });
    const [row] = await database.db
      .select({ completed: users.onboardingCompleted, responses: users.onboardingResponses })
      .from(users)
      .where(eq(users.id, other.id));
    expect(row).toEqual({ completed: false, responses: null });
  });
});

describe("onboarding.close", () => {
  it("closing early records not completed and not needed, keeping the answers given", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    const partial = {
      ...sampleOnboardingAnswers,
      journey: [],
      goals: [],
      currentMentalState: [],
      desiredMentalState: [],
      expectations: [],
    };
    expect(await caller.onboarding.close({ responses: partial })).toEqual({
      completed: false,
      needed: false,
      responses: partial,
    });
    expect(await caller.onboarding.close()).toEqual({ completed: false, needed: false, responses: partial });
  });
});
