import { describe, expect, it } from "vitest";
import { routineMessages } from "./messages/routines";
import {
  CreateRoutineInput,
  firstRoutineIssue,
  ROUTINE_CLIENT_ID_MAX,
  ROUTINE_NAME_MAX,
  ROUTINE_STEPS_MAX,
  ROUTINE_TEXT_MAX,
} from "./routines";

const valid = {
  name: "Free throw",
  triggerDescription: "Stepping to the line",
  physicalAction: "Bounce the ball twice",
  steps: ["Eyes on the rim", "Smooth release"],
};
const blank = { name: " ", triggerDescription: "\t", physicalAction: "", steps: ["  "] };

describe("routine create: the spec's checks in its order", () => {
  it("shows the first failing check: name, trigger, physical action, steps", () => {
    expect(firstRoutineIssue(blank)).toBe(routineMessages.nameRequired);
    expect(firstRoutineIssue({ ...blank, name: "Serve" })).toBe(routineMessages.triggerRequired);
    expect(firstRoutineIssue({ ...blank, name: "Serve", triggerDescription: "Ball in hand" })).toBe(
      routineMessages.actionRequired,
    );
    expect(firstRoutineIssue({ ...valid, steps: ["Breathe", " "] })).toBe(routineMessages.stepsRequired);
    expect(firstRoutineIssue(valid)).toBeNull();
  });

  it("puts the first check first among the schema's own issues, as the server answers them", () => {
    const result = CreateRoutineInput.safeParse(blank);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      routineMessages.nameRequired,
      routineMessages.triggerRequired,
      routineMessages.actionRequired,
      routineMessages.stepsRequired,
    ]);
  });

  it("answers a missing field with its own message", () => {
    expect(firstRoutineIssue({})).toBe(routineMessages.nameRequired);
    const { steps: _steps, ...noSteps } = valid;
    expect(firstRoutineIssue(noSteps)).toBe(routineMessages.stepsRequired);
    expect(firstRoutineIssue({ ...valid, steps: [] })).toBe(routineMessages.stepsRequired);
    expect(firstRoutineIssue({ ...valid, steps: [3] })).toBe(routineMessages.stepsRequired);
    expect(firstRoutineIssue({ ...valid, name: 42 })).toBe(routineMessages.nameRequired);
  });

  it("trims every text", () => {
    const padded = {
      name: "  Penalty ",
      triggerDescription: " Ball on the spot\n",
      physicalAction: "\tTwo steps back ",
      steps: [" Pick the corner ", "Strike "],
      clientId: " 1718000000000 ",
    };
    expect(CreateRoutineInput.parse(padded)).toEqual({
      name: "Penalty",
      triggerDescription: "Ball on the spot",
      physicalAction: "Two steps back",
      steps: ["Pick the corner", "Strike"],
      clientId: "1718000000000",
    });
  });
});

describe("routine create: limits", () => {
  it("takes texts up to their limits after trimming, and refuses one character more", () => {
    const longest = {
      ...valid,
      name: `${"n".repeat(ROUTINE_NAME_MAX)} `,
      triggerDescription: "t".repeat(ROUTINE_TEXT_MAX),
      physicalAction: "a".repeat(ROUTINE_TEXT_MAX),
      steps: ["s".repeat(ROUTINE_TEXT_MAX)],
    };
    expect(firstRoutineIssue(longest)).toBeNull();
    expect(firstRoutineIssue({ ...longest, name: "n".repeat(ROUTINE_NAME_MAX + 1) })).toBe(routineMessages.nameTooLong);
    for (const field of ["triggerDescription", "physicalAction"] as const) {
      expect(firstRoutineIssue({ ...longest, [field]: "x".repeat(ROUTINE_TEXT_MAX + 1) })).toBe(
        routineMessages.textTooLong,
      );
    }
    expect(firstRoutineIssue({ ...longest, steps: ["x".repeat(ROUTINE_TEXT_MAX + 1)] })).toBe(
      routineMessages.textTooLong,
    );
  });

  it("takes 1 to 10 steps", () => {
    const steps = (count: number) => Array.from({ length: count }, (_, index) => `Step ${index + 1}`);
    expect(firstRoutineIssue({ ...valid, steps: steps(1) })).toBeNull();
    expect(firstRoutineIssue({ ...valid, steps: steps(ROUTINE_STEPS_MAX) })).toBeNull();
    expect(firstRoutineIssue({ ...valid, steps: steps(ROUTINE_STEPS_MAX + 1) })).toBe(routineMessages.tooManySteps);
  });

  it("takes an optional client key that is not blank nor too long", () => {
    expect(CreateRoutineInput.parse(valid).clientId).toBeUndefined();
    expect(CreateRoutineInput.safeParse({ ...valid, clientId: "k".repeat(ROUTINE_CLIENT_ID_MAX) }).success).toBe(true);
    for (const clientId of [" ", "k".repeat(ROUTINE_CLIENT_ID_MAX + 1), 7]) {
      expect(CreateRoutineInput.safeParse({ ...valid, clientId }).success).toBe(false);
    }
  });
});
