import { describe, expect, it } from "vitest";
import { messages } from "./messages/common";
import {
  CreateDailyTaskInput,
  CreateGenericTaskInput,
  CreateObjectiveInput,
  CreateRangeTaskInput,
  MOOD_TEXT_MAX,
  RoleGoalInput,
  SaveCheckInInput,
  TwoWeekPlannerInput,
  twoWeekEnd,
  UpdateObjectiveInput,
  UpdateTaskInput,
} from "./planner";

const ROLE_GOAL = "3f1c2b9e-8a55-4c1e-9a57-1f0f2a7d9b10";
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("roles and goals (§5: role and goal are required text)", () => {
  it("trims role and goal", () => {
    expect(RoleGoalInput.parse({ role: "  Athlete ", goal: " Make varsity " })).toEqual({
      role: "Athlete",
      goal: "Make varsity",
    });
  });
  it("refuses a blank or missing role or goal", () => {
    expect(firstMessage(RoleGoalInput.safeParse({ role: " ", goal: "Win" }))).toBe(messages.roleRequired);
    expect(firstMessage(RoleGoalInput.safeParse({ goal: "Win" }))).toBe(messages.roleRequired);
    expect(firstMessage(RoleGoalInput.safeParse({ role: "Student", goal: "" }))).toBe(messages.goalRequired);
    expect(firstMessage(RoleGoalInput.safeParse({ role: "x".repeat(101), goal: "Win" }))).toBe(messages.roleTooLong);
  });
});

describe("two-week objective add (§5)", () => {
  const valid = { roleGoalId: ROLE_GOAL, objective: "Serve 70%", startDate: "2026-11-23", endDate: "2026-12-06" };
  it("accepts a complete objective", () => {
    expect(CreateObjectiveInput.parse(valid)).toEqual({ ...valid, completed: false });
  });
  it("uses the spec's messages verbatim", () => {
    expect(firstMessage(CreateObjectiveInput.safeParse({ ...valid, roleGoalId: "" }))).toBe("Role/Goal ID is missing");
    expect(firstMessage(CreateObjectiveInput.safeParse({ ...valid, roleGoalId: undefined }))).toBe(
      "Role/Goal ID is missing",
    );
    expect(firstMessage(CreateObjectiveInput.safeParse({ ...valid, objective: "   " }))).toBe(
      "Objective text cannot be empty",
    );
    expect(firstMessage(CreateObjectiveInput.safeParse({ ...valid, startDate: "" }))).toBe(
      "Start date and end date are required",
    );
    expect(firstMessage(CreateObjectiveInput.safeParse({ ...valid, endDate: undefined }))).toBe(
      "Start date and end date are required",
    );
    expect(firstMessage(CreateObjectiveInput.safeParse({ ...valid, startDate: "2026-02-30" }))).toBe(
      "Invalid date format",
    );
    expect(firstMessage(CreateObjectiveInput.safeParse({ ...valid, endDate: "12/06/2026" }))).toBe(
      "Invalid date format",
    );
  });
  it("refuses an end before the start", () => {
    const result = CreateObjectiveInput.safeParse({ ...valid, endDate: "2026-11-22" });
    expect(firstMessage(result)).toBe(messages.plannerEndBeforeStart);
  });
  it("refuses an edit with nothing in it or an inverted range", () => {
    expect(firstMessage(UpdateObjectiveInput.safeParse({ id: ROLE_GOAL, data: {} }))).toBe(
      messages.objectiveChangesRequired,
    );
    expect(
      firstMessage(
        UpdateObjectiveInput.safeParse({ id: ROLE_GOAL, data: { startDate: "2026-11-10", endDate: "2026-11-09" } }),
      ),
    ).toBe(messages.plannerEndBeforeStart);
  });
});

describe("planner tasks", () => {
  it("a daily task needs a role-goal, text and a valid date", () => {
    const valid = { roleGoalId: ROLE_GOAL, task: " Stretch ", date: "2026-11-23" };
    expect(CreateDailyTaskInput.parse(valid)).toEqual({ ...valid, task: "Stretch", completed: false });
    expect(firstMessage(CreateDailyTaskInput.safeParse({ ...valid, task: "" }))).toBe(messages.taskTextRequired);
    expect(firstMessage(CreateDailyTaskInput.safeParse({ ...valid, date: "" }))).toBe(messages.plannerDateRequired);
    expect(firstMessage(CreateDailyTaskInput.safeParse({ ...valid, date: "tomorrow" }))).toBe(
      messages.plannerDateInvalid,
    );
    expect(firstMessage(CreateDailyTaskInput.safeParse({ ...valid, roleGoalId: "" }))).toBe(messages.roleGoalIdMissing);
    // Not an id at all: it names no role-goal, which the service answers with NOT_FOUND (decision 018).
    expect(CreateDailyTaskInput.safeParse({ ...valid, roleGoalId: "abc" }).success).toBe(true);
  });
  it("a two-week task needs both dates in order", () => {
    const valid = { roleGoalId: ROLE_GOAL, task: "Film review", startDate: "2026-11-23", endDate: "2026-11-24" };
    expect(CreateRangeTaskInput.parse(valid).completed).toBe(false);
    expect(firstMessage(CreateRangeTaskInput.safeParse({ ...valid, startDate: undefined }))).toBe(
      messages.plannerDatesRequired,
    );
    expect(firstMessage(CreateRangeTaskInput.safeParse({ ...valid, endDate: "2026-11-01" }))).toBe(
      messages.plannerEndBeforeStart,
    );
  });
  it("an edit changes the text or the completed state", () => {
    expect(UpdateTaskInput.parse({ id: ROLE_GOAL, data: { completed: true } }).data).toEqual({ completed: true });
    expect(firstMessage(UpdateTaskInput.safeParse({ id: ROLE_GOAL, data: {} }))).toBe(messages.taskChangesRequired);
    expect(firstMessage(UpdateTaskInput.safeParse({ id: ROLE_GOAL, data: { task: " " } }))).toBe(
      messages.taskTextRequired,
    );
  });
});

describe("two-week range (§2.9, §9)", () => {
  it("ends 13 days after the start by default", () => {
    expect(twoWeekEnd("2026-11-23")).toBe("2026-12-06");
    expect(twoWeekEnd("2026-12-25")).toBe("2027-01-07");
    expect(TwoWeekPlannerInput.parse({ startDate: "2026-02-20" })).toEqual({
      startDate: "2026-02-20",
      endDate: "2026-03-05",
    });
  });
  it("keeps a given end, refuses an inverted or overlong range", () => {
    expect(TwoWeekPlannerInput.parse({ startDate: "2026-11-23", endDate: "2026-11-30" }).endDate).toBe("2026-11-30");
    expect(firstMessage(TwoWeekPlannerInput.safeParse({ startDate: "2026-11-23", endDate: "2026-11-01" }))).toBe(
      messages.plannerEndBeforeStart,
    );
    expect(firstMessage(TwoWeekPlannerInput.safeParse({ startDate: "2026-01-01", endDate: "2027-06-01" }))).toBe(
      messages.plannerRangeTooLong,
    );
    expect(firstMessage(TwoWeekPlannerInput.safeParse({}))).toBe(messages.plannerDatesRequired);
  });
});

describe("generic tasks and the daily check-in", () => {
  it("a generic task needs a title; description and due date are optional", () => {
    expect(
      CreateGenericTaskInput.parse({ title: " Pack bag ", description: "", dueDate: "2026-11-30T00:00:00Z" }),
    ).toEqual({ title: "Pack bag", description: null, dueDate: "2026-11-30", completed: false });
    expect(firstMessage(CreateGenericTaskInput.safeParse({ title: "" }))).toBe(messages.taskTitleRequired);
    expect(firstMessage(CreateGenericTaskInput.safeParse({ title: "x", dueDate: "soon" }))).toBe(
      messages.plannerDateInvalid,
    );
  });
  it("a check-in needs a date and a mood given as a number or a word, kept as given", () => {
    expect(SaveCheckInInput.parse({ date: "2026-11-23", mood: 4 })).toEqual({ date: "2026-11-23", mood: 4 });
    for (const mood of [0, 7, 2.5, -1, "3", "happy"]) {
      expect(SaveCheckInInput.parse({ date: "2026-11-23", mood }).mood).toBe(mood);
    }
    expect(SaveCheckInInput.parse({ date: "2026-11-23", mood: "  calm " }).mood).toBe("calm");
    for (const mood of ["", "   ", "x".repeat(MOOD_TEXT_MAX + 1), undefined, null, true, ["happy"], { mood: 3 }]) {
      expect(firstMessage(SaveCheckInInput.safeParse({ date: "2026-11-23", mood }))).toBe(messages.moodInvalid);
    }
    expect(firstMessage(SaveCheckInInput.safeParse({ mood: 3 }))).toBe(messages.plannerDateRequired);
  });
});
