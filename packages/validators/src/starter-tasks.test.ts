import { describe, expect, it } from "vitest";
import { STARTER_TASKS, type StarterTask, StarterTaskInput, starterTaskProgress } from "./starter-tasks";

describe("starter tasks", () => {
  it("shows the card until five of the eight are done", () => {
    const first = (count: number) => new Set<StarterTask>(STARTER_TASKS.slice(0, count));
    expect(starterTaskProgress(first(0))).toEqual({ completed: 0, total: 8, showCard: true });
    expect(starterTaskProgress(first(4))).toEqual({ completed: 4, total: 8, showCard: true });
    expect(starterTaskProgress(first(5))).toEqual({ completed: 5, total: 8, showCard: false });
    expect(starterTaskProgress(first(8))).toEqual({ completed: 8, total: 8, showCard: false });
  });

  it("accepts the task names and the legacy flag names, completed by default", () => {
    expect(StarterTaskInput.parse({ task: "firstBreathCycle" })).toEqual({ task: "firstBreathCycle", completed: true });
    expect(StarterTaskInput.parse({ task: "mindsetCompleted", completed: false })).toEqual({
      task: "mindset",
      completed: false,
    });
  });

  it("refuses unknown tasks with a clear message", () => {
    const result = StarterTaskInput.safeParse({ task: "winTheLeague" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Unknown starter task");
  });
});
