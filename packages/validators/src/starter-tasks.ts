import { z } from "zod";

/** The eight starter tasks of platform.md §4, in the order the Get Started card lists them. */
export const STARTER_TASKS = [
  "onboarding",
  "motivation",
  "mindset",
  "firstJournalEntry",
  "firstHabitCheck",
  "firstBreathCycle",
  "firstRelaxationSession",
  "firstConcentrationGame",
] as const;
export type StarterTask = (typeof STARTER_TASKS)[number];

/** platform.md §9: the Get Started card hides at this many completed tasks out of eight. */
export const STARTER_TASKS_HIDE_AT = 5;

/** The names the legacy client used for the same tasks (its local flags, platform.md §3). */
const LEGACY_TASK_NAMES: Record<string, StarterTask> = {
  onboardingCompleted: "onboarding",
  motivationCompleted: "motivation",
  mindsetCompleted: "mindset",
};

export const StarterTaskName = z
  .string("Please name a starter task")
  .trim()
  .transform((name) => LEGACY_TASK_NAMES[name] ?? name)
  .pipe(z.enum(STARTER_TASKS, "Unknown starter task"));

/** POST /api/users/starter-task: `{ task, completed }` (completed defaults to true). */
export const StarterTaskInput = z.object({
  task: StarterTaskName,
  completed: z.boolean("completed must be true or false").default(true),
});
export type StarterTaskInput = z.infer<typeof StarterTaskInput>;

export interface StarterTaskProgress {
  completed: number;
  total: number;
  /** Whether the Get Started card is shown. */
  showCard: boolean;
}

/** How far the user is: the card shows while fewer than five of the eight are done. */
export function starterTaskProgress(done: ReadonlySet<StarterTask>): StarterTaskProgress {
  const completed = STARTER_TASKS.filter((task) => done.has(task)).length;
  return { completed, total: STARTER_TASKS.length, showCard: completed < STARTER_TASKS_HIDE_AT };
}
