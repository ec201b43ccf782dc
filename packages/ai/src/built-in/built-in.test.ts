import {
  ONBOARDING_ANSWER_KEYS,
  ONBOARDING_SUGGESTIONS_MAX,
  ONBOARDING_SUGGESTIONS_MIN,
  SPORTS,
} from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { type CoachProfile, MindsetSuggestions, MvpSuggestions } from "../types";
import { createBuiltInCoach } from ".";
import { COACH_JOURNEY_OPTION } from "./onboarding";

const coach = createBuiltInCoach();

const athlete: CoachProfile = {
  name: "Jordan Lee",
  sport: "Basketball",
  position: "Point Guard",
  role: "Athlete",
  yearsPlaying: "8",
};

const suggestions = async (step: (typeof ONBOARDING_ANSWER_KEYS)[number], profile = athlete, responses = {}) =>
  (await coach.onboardingSuggestions({ step, profile, responses })).value;

describe("built-in coach: onboarding suggestions", () => {
  it("offers 3 to 6 distinct options on every step for every sport and role", async () => {
    for (const sport of SPORTS) {
      for (const role of ["Athlete", "Parent", "Coach"] as const) {
        for (const yearsPlaying of ["Less than 1", "3", "More than 20"]) {
          for (const step of ONBOARDING_ANSWER_KEYS) {
            const options = await suggestions(step, { ...athlete, sport, role, yearsPlaying, position: null });
            expect(options.length, `${sport}/${role}/${step}`).toBeGreaterThanOrEqual(ONBOARDING_SUGGESTIONS_MIN);
            expect(options.length).toBeLessThanOrEqual(ONBOARDING_SUGGESTIONS_MAX);
            expect(new Set(options.map((option) => option.toLowerCase())).size).toBe(options.length);
            for (const option of options) expect(option.trim().length).toBeGreaterThan(10);
          }
        }
      }
    }
  });

  it("speaks the athlete's sport and position", async () => {
    const basketball = await suggestions("goals");
    expect(basketball.join(" ")).toContain("free throws");
    expect(basketball).toContain("Lead and communicate with my teammates when it gets tense");

    const tennis = await suggestions("goals", { ...athlete, sport: "Tennis", position: "Singles" });
    expect(tennis.join(" ")).toContain("break point");
    expect(tennis.join(" ")).not.toContain("free throws");
    expect(tennis).not.toEqual(basketball);

    const keeper = await suggestions("goals", { ...athlete, sport: "Soccer", position: "Goalkeeper" });
    expect(keeper.some((option) => option.includes("calm at the back"))).toBe(true);

    const journey = await suggestions("journey", { ...athlete, yearsPlaying: "4" });
    expect(journey).toContain("I'm building my skills and finding my place as a point guard");
  });

  it("adapts to experience: beginners start out, veterans aim higher", async () => {
    const beginner = await suggestions("journey", { ...athlete, yearsPlaying: "Less than 1" });
    expect(beginner[0]).toBe("I'm just starting out in basketball and learning the basics");
    const veteran = await suggestions("journey", { ...athlete, yearsPlaying: "More than 20" });
    expect(veteran[0]).toBe("I'm an experienced basketball player aiming for the next level");
  });

  it("offers the coach journey option to coaches only", async () => {
    const coachJourney = await suggestions("journey", { ...athlete, role: "Coach" });
    expect(coachJourney[0]).toBe(COACH_JOURNEY_OPTION);
    expect(COACH_JOURNEY_OPTION.startsWith("I'm a coach helping athletes")).toBe(true);
    expect(await suggestions("journey")).not.toContain(COACH_JOURNEY_OPTION);
    const parent = await suggestions("journey", { ...athlete, role: "Parent" });
    expect(parent).not.toContain(COACH_JOURNEY_OPTION);
    expect(parent[0]).toContain("parent");
  });

  it("builds on earlier answers", async () => {
    const injured = await suggestions("goals", athlete, { journey: ["I'm coming back from an injury or a setback"] });
    expect(injured[0]).toBe("Trust my body again after injury");
    const plain = await suggestions("goals");
    expect(plain).not.toContain("Trust my body again after injury");

    const nervous = await suggestions("desiredMentalState", athlete, {
      currentMentalState: ["I replay a turnover or a missed open shot long after it happens"],
    });
    expect(nervous[0]).toContain("Letting a turnover or a missed open shot go");

    const why = await suggestions("desiredMentalState", athlete, {
      whyIPlaySport: "I love the game and my friends on the team.",
      currentMentalState: ["I feel pressure from expectations: coaches, parents and myself"],
    });
    expect(why).toContain("Playing free, for my own reason: I love the game and my friends on the team");

    const expectations = await suggestions("expectations", athlete, { goals: ["Keep my focus for the whole game"] });
    expect(expectations.slice(0, 2)).toContain("Focus drills that train my concentration");
  });
});

describe("built-in coach: MVP and mindset", () => {
  it("writes an MVP from the answers and the profile", async () => {
    const { value } = await coach.mvpSuggestions({
      profile: { ...athlete, sport: "Swimming", position: "Butterfly" },
      responses: {
        whyIPlaySport: "The water is where I feel calm.",
        goals: ["Stay calm and composed in standing behind the blocks"],
      },
    });
    expect(MvpSuggestions.parse(value)).toEqual(value);
    expect(value.mission[0]).toContain("(the water is where I feel calm)");
    expect(value.vision[0]).toBe("By the end of this season I stay calm and composed in standing behind the blocks");
    expect(value.processGoals.join(" ")).toContain("box breathing");
  });

  it("writes a mindset anonymous callers can use too", async () => {
    const { value, source } = await coach.mindsetSuggestions({
      responses: { currentMentalState: ["I replay mistakes long after they happen"] },
    });
    expect(source).toBe("built-in");
    expect(MindsetSuggestions.parse(value)).toEqual(value);
    expect(value.oneWordFocus[0]).toBe("Next");
    for (const word of value.oneWordFocus) expect(word.length).toBeLessThanOrEqual(15);
  });

  it("differs between athletes", async () => {
    const golf = await coach.mindsetSuggestions({
      profile: { ...athlete, sport: "Golf", position: "Stroke Play" },
      responses: {},
    });
    const rugby = await coach.mindsetSuggestions({
      profile: { ...athlete, sport: "Rugby", position: "Prop" },
      responses: {},
    });
    expect(golf.value.keysToKeepItSimple[0]).toBe("Pick a small target, commit");
    expect(rugby.value.keysToKeepItSimple[0]).toBe("Work rate, next job");
    expect(golf.value.affirmations).not.toEqual(rugby.value.affirmations);
  });
});
