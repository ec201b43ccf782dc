import { BREATHWORK_PRESET_NAME_MAX, BreathworkPresetInput } from "@onepercent/validators/breathwork";
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, ContactInput } from "@onepercent/validators/contact";
import { HABIT_ACTION_MAX } from "@onepercent/validators/habit-rules";
import { CreateHabitInput } from "@onepercent/validators/habits";
import { CreateObjectiveInput, GOAL_MAX, OBJECTIVE_MAX, ROLE_MAX, RoleGoalInput } from "@onepercent/validators/planner";
import { CreateRoutineInput, ROUTINE_NAME_MAX, ROUTINE_TEXT_MAX } from "@onepercent/validators/routines";
import { describe, expect, it } from "vitest";
import { maxLengthOf } from "./schema-limits";

describe("maxLengthOf", () => {
  it("reads a required text's maximum", () => {
    expect(maxLengthOf(CreateHabitInput, "action")).toBe(HABIT_ACTION_MAX);
    expect(maxLengthOf(BreathworkPresetInput, "name")).toBe(BREATHWORK_PRESET_NAME_MAX);
    expect(maxLengthOf(CreateObjectiveInput, "objective")).toBe(OBJECTIVE_MAX);
    expect(maxLengthOf(RoleGoalInput, "role")).toBe(ROLE_MAX);
    expect(maxLengthOf(RoleGoalInput, "goal")).toBe(GOAL_MAX);
    expect(maxLengthOf(CreateRoutineInput, "name")).toBe(ROUTINE_NAME_MAX);
    expect(maxLengthOf(CreateRoutineInput, "physicalAction")).toBe(ROUTINE_TEXT_MAX);
    expect(maxLengthOf(ContactInput, "message")).toBe(CONTACT_MESSAGE_MAX);
  });

  it("looks through a transform to the text it starts from", () => {
    expect(maxLengthOf(ContactInput, "subject")).toBe(CONTACT_SUBJECT_MAX);
  });

  it("gives nothing for a number, a text without a maximum or an unknown name", () => {
    expect(maxLengthOf(BreathworkPresetInput, "inhale")).toBeUndefined();
    expect(maxLengthOf(CreateObjectiveInput, "startDate")).toBeUndefined();
    expect(maxLengthOf(CreateHabitInput, "nothing")).toBeUndefined();
  });
});
