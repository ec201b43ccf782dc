import { describe, expect, it } from "vitest";
import { messages } from "./messages/common";
import {
  addGoal,
  canAddGoal,
  canRemoveGoal,
  GoalSuggestionsInput,
  goalLabel,
  goalSuggestionsError,
  MVP_EXAMPLE_SUGGESTIONS,
  MVP_WIZARD_STEPS,
  MvpRecord,
  mvpFieldMessage,
  padGoals,
  placeSuggestion,
  removeGoal,
  SaveMvpInput,
  visionAsList,
  withoutCurrent,
} from "./mvp";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("goal lists", () => {
  it("titles the first goal Main Goal and later ones Goal N", () => {
    expect([0, 1, 4].map(goalLabel)).toEqual(["Main Goal", "Goal 2", "Goal 5"]);
  });

  it("starts with three blank slots and pads short lists to three", () => {
    expect(padGoals([])).toEqual(["", "", ""]);
    expect(padGoals(["Win state"])).toEqual(["Win state", "", ""]);
    expect(padGoals(["a", "b", "c", "d"])).toEqual(["a", "b", "c", "d"]);
  });

  it("adds goals up to five and hides Add at five", () => {
    let items = padGoals([]);
    items = addGoal(items);
    items = addGoal(items);
    expect(items).toHaveLength(5);
    expect(canAddGoal(items)).toBe(false);
    expect(addGoal(items)).toHaveLength(5);
  });

  it("never removes the first goal", () => {
    expect(canRemoveGoal(0)).toBe(false);
    expect(removeGoal(["a", "b", "c"], 0)).toEqual(["a", "b", "c"]);
    expect(removeGoal(["a", "b", "c"], 1)).toEqual(["a", "c"]);
  });

  it("places a picked suggestion in the first blank slot, once", () => {
    expect(placeSuggestion(["a", "", ""], "Be brave")).toEqual(["a", "Be brave", ""]);
    expect(placeSuggestion(["a", "Be brave", ""], "Be brave")).toEqual(["a", "Be brave", ""]);
    expect(placeSuggestion(["a", "b", "c"], "d")).toEqual(["a", "b", "c", "d"]);
    expect(placeSuggestion(["a", "b", "c", "d", "e"], "f")).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("reads a vision string as a one-item list", () => {
    expect(visionAsList("Play in college")).toEqual(["Play in college"]);
    expect(visionAsList("")).toEqual([]);
    expect(visionAsList(["a", 3, "b"])).toEqual(["a", "b"]);
    expect(visionAsList(null)).toEqual([]);
  });

  it("has five wizard steps", () => {
    expect(MVP_WIZARD_STEPS).toEqual([
      "Introduction",
      "Mission Statement",
      "Vision",
      "Process Goals",
      "Review & Confirm",
    ]);
  });
});

describe("saving an MVP", () => {
  it("drops blank items and trims the mission", () => {
    const saved = MvpRecord.parse({
      mission: "  Compete with joy  ",
      vision: ["Start for varsity", "  ", ""],
      principles: ["", "Breathe before every serve", " "],
    });
    expect(saved).toEqual({
      mission: "Compete with joy",
      vision: ["Start for varsity"],
      principles: ["Breathe before every serve"],
    });
  });

  it("requires the first vision and the first process goal", () => {
    expect(firstMessage(MvpRecord.safeParse({ mission: "m", vision: ["", ""], principles: ["p"] }))).toBe(
      messages.mvpVisionRequired,
    );
    expect(firstMessage(MvpRecord.safeParse({ mission: "m", vision: ["v"], principles: [" "] }))).toBe(
      messages.mvpProcessGoalRequired,
    );
    expect(MvpRecord.safeParse({ vision: ["v"], principles: ["p"] }).success).toBe(true);
  });

  it("allows at most five items in each list", () => {
    const six = ["1", "2", "3", "4", "5", "6"];
    expect(firstMessage(MvpRecord.safeParse({ vision: six, principles: ["p"] }))).toBe(messages.mvpTooManyVision);
    expect(firstMessage(MvpRecord.safeParse({ vision: ["v"], principles: six }))).toBe(messages.mvpTooManyProcessGoals);
    expect(MvpRecord.safeParse({ vision: [...six.slice(0, 5), " "], principles: ["p"] }).success).toBe(true);
  });

  it("limits lengths", () => {
    expect(firstMessage(SaveMvpInput.safeParse({ mission: "x".repeat(1001) }))).toBe(messages.mvpMissionTooLong);
    expect(firstMessage(SaveMvpInput.safeParse({ vision: ["x".repeat(501)] }))).toBe(messages.mvpStatementTooLong);
  });

  it("accepts a single field and a vision string", () => {
    expect(SaveMvpInput.parse({ vision: "Play in college" })).toEqual({ vision: ["Play in college"] });
    expect(SaveMvpInput.parse({ mission: " m " })).toEqual({ mission: "m" });
  });
});

describe("goal suggestions", () => {
  it("accepts the three legacy types only", () => {
    expect(GoalSuggestionsInput.safeParse({ type: "longTermGoals" }).success).toBe(true);
    expect(firstMessage(GoalSuggestionsInput.safeParse({ type: "dreams" }))).toBe(messages.goalSuggestionsTypeInvalid);
  });

  it("leaves out goals the user already has", () => {
    expect(withoutCurrent(["Be calm", "Be loud"], [" be calm "])).toEqual(["Be loud"]);
  });

  it("maps failures to the catalogue messages", () => {
    expect(goalSuggestionsError({ status: 400 })).toBe(messages.goalSuggestionsInvalid);
    expect(goalSuggestionsError({ status: 401 })).toBe(messages.goalSuggestionsAuth);
    expect(goalSuggestionsError({ status: 503 })).toBe("Server error (503). Please try again later.");
    expect(goalSuggestionsError({ noResponse: true })).toBe(messages.goalSuggestionsNoResponse);
    expect(goalSuggestionsError({})).toBe(messages.goalSuggestionsFailed);
  });

  it("has one example mission and three vision and process samples", () => {
    expect(typeof MVP_EXAMPLE_SUGGESTIONS.mission).toBe("string");
    expect(MVP_EXAMPLE_SUGGESTIONS.vision).toHaveLength(3);
    expect(MVP_EXAMPLE_SUGGESTIONS.processGoals).toHaveLength(3);
  });
});

describe("page banners", () => {
  it("names the saved fields", () => {
    expect(mvpFieldMessage(["mission"], true)).toBe("Mission updated successfully!");
    expect(mvpFieldMessage(["vision", "principles"], false)).toBe(
      "Error saving vision and process goals. Please try again.",
    );
  });
});

describe("catalogue", () => {
  it("uses the spec's words", () => {
    expect(messages.mvpLoginRequired).toBe("You must be logged in to save changes");
    expect(messages.mvpSaved).toBe("Your MVP data has been saved successfully!");
    expect(messages.mvpWizardSaved).toBe("Goal wizard data saved successfully!");
    expect(messages.mvpLoadFailed).toBe("Failed to load MVP. Please try again.");
    expect(messages.mvpNoResponse).toBe(
      "No response from server. Please check your internet connection and try again.",
    );
    expect(messages.goalSuggestionsInvalidStep).toBe("Cannot generate suggestions for this step.");
  });
});
