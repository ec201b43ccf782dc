import { routineMessages } from "@onepercent/validators/messages/routines";
import { firstRoutineIssue } from "@onepercent/validators/routines";
import { describe, expect, it } from "vitest";
import { EMPTY_ROUTINE, type RoutineFormValues, routineFormResolver, stepsMessage } from "./routine-form-schema";

const check = (values: RoutineFormValues) =>
  routineFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const complete: RoutineFormValues = {
  name: "  Free throw ",
  triggerDescription: "Step to the line",
  physicalAction: "Bounce twice",
  steps: [{ text: "Look at the rim" }, { text: " Breathe out " }],
};

describe("the create form's checks (§5)", () => {
  it("shows only the first failure, in the spec's order, as firstRoutineIssue finds it", async () => {
    const cases: [RoutineFormValues, string][] = [
      [EMPTY_ROUTINE, routineMessages.nameRequired],
      [{ ...EMPTY_ROUTINE, name: "Serve" }, routineMessages.triggerRequired],
      [{ ...EMPTY_ROUTINE, name: "Serve", triggerDescription: "Ball in hand" }, routineMessages.actionRequired],
      [{ ...complete, steps: [{ text: "Look" }, { text: "   " }] }, routineMessages.stepsRequired],
    ];
    for (const [values, message] of cases) {
      const { errors } = await check(values);
      expect(Object.keys(errors)).toHaveLength(1);
      const shown = errors.name?.message ?? errors.triggerDescription?.message ?? errors.physicalAction?.message;
      expect(shown ?? stepsMessage(errors.steps)).toBe(message);
      expect(firstRoutineIssue({ ...values, steps: values.steps.map((step) => step.text) })).toBe(message);
    }
  });

  it("marks the empty step itself", async () => {
    const { errors } = await check({ ...complete, steps: [{ text: "Look" }, { text: "" }] });
    expect(errors.steps?.[0]).toBeUndefined();
    expect(errors.steps?.[1]?.message).toBe(routineMessages.stepsRequired);
  });

  it("hands the server's input over, trimmed, with the steps as texts", async () => {
    const result = await check(complete);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: "Free throw",
      triggerDescription: "Step to the line",
      physicalAction: "Bounce twice",
      steps: ["Look at the rim", "Breathe out"],
    });
  });
});
