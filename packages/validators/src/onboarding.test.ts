import { describe, expect, it } from "vitest";
import { messages } from "./messages/common";
import {
  EMPTY_ONBOARDING_RESPONSES,
  LegacyOnboardingSave,
  ONBOARDING_STEPS,
  onboardingCompletionError,
  onboardingStepError,
  SaveOnboardingInput,
  selectedOptions,
} from "./onboarding";

const answered = {
  ...EMPTY_ONBOARDING_RESPONSES,
  whyIPlaySport: "I love it",
  journey: ["Starting out"],
  goals: ["Stay calm"],
  currentMentalState: ["Nervous"],
  desiredMentalState: ["Calm"],
  expectations: ["Breathing tools"],
};

describe("onboarding rules (platform.md §5)", () => {
  it("keeps each selection as it was sent, a list or one text (a blank text is no selection)", () => {
    const parsed = SaveOnboardingInput.parse({
      responses: {
        whyIPlaySport: "I love it",
        journey: "Starting out",
        goals: ["Win", "Learn"],
        currentMentalState: " Nervous ",
        desiredMentalState: "",
        expectations: "   ",
        customStatements: { journey: "Starting out" },
      },
    });
    expect(parsed.responses).toEqual({
      whyIPlaySport: "I love it",
      journey: "Starting out",
      goals: ["Win", "Learn"],
      currentMentalState: "Nervous",
      desiredMentalState: "",
      expectations: "",
      customStatements: { journey: ["Starting out"] },
    });
    expect(
      [parsed.responses.journey, parsed.responses.goals, parsed.responses.expectations].map(selectedOptions),
    ).toEqual([["Starting out"], ["Win", "Learn"], []]);
    const tooLong = SaveOnboardingInput.safeParse({ responses: { ...answered, goals: "x".repeat(301) } });
    expect(tooLong.success).toBe(false);
    const blankItem = SaveOnboardingInput.safeParse({ responses: { ...answered, goals: [" "] } });
    expect(blankItem.error?.issues[0]?.message).toBe(messages.onboardingCustomOptionBlank);
  });

  it("checks each of the seven steps with the spec's message", () => {
    expect(ONBOARDING_STEPS).toHaveLength(7);
    expect(onboardingStepError(0, EMPTY_ONBOARDING_RESPONSES)).toBeNull();
    expect(onboardingStepError(1, { ...answered, whyIPlaySport: "  \n " })).toBe(messages.onboardingWhyIPlayRequired);
    for (const [step, field] of [
      [2, "journey"],
      [3, "goals"],
      [4, "currentMentalState"],
      [5, "desiredMentalState"],
      [6, "expectations"],
    ] as const) {
      expect(onboardingStepError(step, { ...answered, [field]: [] })).toBe(messages.onboardingSelectOption);
      expect(onboardingStepError(step, answered)).toBeNull();
    }
    expect(onboardingCompletionError(answered)).toBeNull();
    expect(onboardingCompletionError({ ...answered, goals: [] })).toBe(messages.onboardingSelectOption);
  });

  it("completes only when every step is answered, and refuses blank own options", () => {
    expect(SaveOnboardingInput.safeParse({ responses: answered, completed: true }).success).toBe(true);
    const blankWhy = SaveOnboardingInput.safeParse({ responses: { ...answered, whyIPlaySport: "" }, completed: true });
    expect(blankWhy.error?.issues[0]?.message).toBe(messages.onboardingWhyIPlayRequired);
    expect(SaveOnboardingInput.safeParse({ responses: { ...answered, goals: [] } }).success).toBe(true);
    const blankOption = SaveOnboardingInput.safeParse({ responses: { ...answered, goals: [" "] } });
    expect(blankOption.error?.issues[0]?.message).toBe(messages.onboardingCustomOptionBlank);
  });

  it("legacy {responses} completes when every step is answered unless told otherwise", () => {
    expect(LegacyOnboardingSave.parse({ responses: answered }).completed).toBe(true);
    expect(LegacyOnboardingSave.parse({ responses: { ...answered, journey: [] } }).completed).toBe(false);
    expect(LegacyOnboardingSave.parse({ responses: answered, completed: false }).completed).toBe(false);
  });
});
