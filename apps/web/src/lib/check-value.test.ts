import { messages } from "@onepercent/validators/messages/common";
import { OneWordFocus } from "@onepercent/validators/mindset";
import { TwoWeekPlannerInput } from "@onepercent/validators/planner";
import { describe, expect, it } from "vitest";
import { checkValue } from "./check-value";

describe("a value checked outside a form", () => {
  it("gives the schema's output when the rule holds", () => {
    expect(checkValue(OneWordFocus, " Calm ")).toEqual({ ok: true, data: "Calm", problem: null });
  });

  it("names the rule's first problem otherwise", () => {
    expect(checkValue(OneWordFocus, "two words")).toEqual({
      ok: false,
      data: undefined,
      problem: messages.mindsetWordOneWord,
    });
  });

  it("names a field's problem in an object", () => {
    const checked = checkValue(TwoWeekPlannerInput, { startDate: "", endDate: "2026-12-01" });
    expect(checked.ok).toBe(false);
    expect(checked.problem).toEqual(expect.any(String));
    expect(checked.problem).not.toBe("");
  });
});
