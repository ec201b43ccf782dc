import { z } from "zod";
import { Id, IdRef } from "./ids";
import { isJournalDate } from "./journal";
import { messages } from "./messages/common";
import { TWO_WEEK_SPAN_DAYS, twoWeekEnd } from "./planner-dates";
import { requiredText } from "./text-schemas";

export { TWO_WEEK_SPAN_DAYS, twoWeekEnd };

/**
 * Roles and goals (quarterly goals), the daily and the two-week planner, generic tasks and the
 * daily check-in (planning-and-reflection.md §2.7, §2.9, §3, §5, §9).
 */

export const ROLE_MAX = 100;
export const GOAL_MAX = 500;
export const OBJECTIVE_MAX = 500;
export const TASK_MAX = 300;
export const TASK_DESCRIPTION_MAX = 2000;
/** Roles and goals one user may keep. */
export const ROLE_GOALS_MAX_PER_USER = 50;
/** Generic tasks one user may keep. */
export const GENERIC_TASKS_MAX_PER_USER = 500;
/** Objectives plus planner tasks one user may keep under one role-goal. */
export const PLANNER_ITEMS_MAX_PER_ROLE_GOAL = 500;
/** The longest range a planner read may ask for. */
export const PLANNER_RANGE_MAX_DAYS = 366;
/** The web app's mood scale for the daily check-in. */
export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const MOOD_LABELS: Record<number, string> = {
  1: "Very low",
  2: "Low",
  3: "Okay",
  4: "Good",
  5: "Great",
};
/** The longest mood given as a word. */
export const MOOD_TEXT_MAX = 100;

/** Whole days from `start` to `end` (negative when `end` is earlier). */
export function daysFrom(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T12:00:00Z`) - Date.parse(`${start}T12:00:00Z`)) / 86_400_000);
}

const plannerText = (required: string, max: number, tooLong: string) =>
  requiredText(required, max, { error: tooLong, abort: true });

export const RoleText = plannerText(messages.roleRequired, ROLE_MAX, messages.roleTooLong);
export const GoalText = plannerText(messages.goalRequired, GOAL_MAX, messages.goalTooLong);
export const ObjectiveText = plannerText(messages.objectiveTextRequired, OBJECTIVE_MAX, messages.objectiveTooLong);
export const TaskText = plannerText(messages.taskTextRequired, TASK_MAX, messages.taskTooLong);

/** §5: the role-goal id is required ('Role/Goal ID is missing'). */
export const RoleGoalId = z.string({ error: messages.roleGoalIdMissing }).trim().min(1, messages.roleGoalIdMissing);

/** A calendar day that must be given (`required` when missing or blank) and valid ('Invalid date format'). */
const calendarDay = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isJournalDate, messages.plannerDateInvalid);

/** A single calendar day (the daily planner's date, a check-in's date). */
export const PlannerDate = calendarDay(messages.plannerDateRequired);

/** §5: both dates of a range are required ('Start date and end date are required'). */
const RangeDate = calendarDay(messages.plannerDatesRequired);

const endNotBeforeStart = (range: { startDate?: string | undefined; endDate?: string | undefined }) =>
  range.startDate === undefined || range.endDate === undefined || range.endDate >= range.startDate;
const endIssue = { message: messages.plannerEndBeforeStart, path: ["endDate"] };

// ——— Roles and goals (§2.7, §5: role and goal are required text) ———

export const RoleGoalInput = z.object({ role: RoleText, goal: GoalText });
export type RoleGoalInput = z.infer<typeof RoleGoalInput>;
export const UpdateRoleGoalInput = z.object({ id: IdRef, data: RoleGoalInput });
export type UpdateRoleGoalInput = z.infer<typeof UpdateRoleGoalInput>;

/** A new item of a role-goal over a range of days, open until completed. */
const rangeFields = { startDate: RangeDate, endDate: RangeDate, completed: z.boolean().default(false) };

// ——— Objectives (§3: objective, roleGoalId, startDate, endDate; §5 two-week objective add) ———

export const CreateObjectiveInput = z
  .object({ roleGoalId: RoleGoalId, objective: ObjectiveText, ...rangeFields })
  .refine(endNotBeforeStart, endIssue);
export type CreateObjectiveInput = z.infer<typeof CreateObjectiveInput>;

export const ObjectiveChanges = z
  .object({
    objective: ObjectiveText.optional(),
    startDate: RangeDate.optional(),
    endDate: RangeDate.optional(),
    completed: z.boolean().optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), messages.objectiveChangesRequired)
  .refine(endNotBeforeStart, endIssue);
export const UpdateObjectiveInput = z.object({ id: IdRef, data: ObjectiveChanges });
export type UpdateObjectiveInput = z.infer<typeof UpdateObjectiveInput>;

// ——— Planner tasks (§3: task, completed, roleGoalId, and date or startDate/endDate) ———

/** A daily planner task: one calendar day. */
export const CreateDailyTaskInput = z.object({
  roleGoalId: RoleGoalId,
  task: TaskText,
  date: PlannerDate,
  completed: z.boolean().default(false),
});
export type CreateDailyTaskInput = z.infer<typeof CreateDailyTaskInput>;

/** A two-week planner task: a range of days. */
export const CreateRangeTaskInput = z
  .object({ roleGoalId: RoleGoalId, task: TaskText, ...rangeFields })
  .refine(endNotBeforeStart, endIssue);
export type CreateRangeTaskInput = z.infer<typeof CreateRangeTaskInput>;

/** §7: a task changes its completed state or its text. */
export const TaskChanges = z
  .object({ task: TaskText.optional(), completed: z.boolean().optional() })
  .refine((changes) => changes.task !== undefined || changes.completed !== undefined, messages.taskChangesRequired);
export const UpdateTaskInput = z.object({ id: IdRef, data: TaskChanges });
export type UpdateTaskInput = z.infer<typeof UpdateTaskInput>;

// ——— Reads ———

export const DailyPlannerInput = z.object({ date: PlannerDate });
export type DailyPlannerInput = z.infer<typeof DailyPlannerInput>;

/** §2.9: a range from a start date to an end date; the end defaults to the start plus 13 days. */
export const TwoWeekPlannerInput = z
  .object({ startDate: RangeDate, endDate: RangeDate.optional() })
  .transform(({ startDate, endDate }) => ({ startDate, endDate: endDate ?? twoWeekEnd(startDate) }))
  .refine(endNotBeforeStart, endIssue)
  .refine((range) => daysFrom(range.startDate, range.endDate) < PLANNER_RANGE_MAX_DAYS, {
    message: messages.plannerRangeTooLong,
    path: ["endDate"],
  });
export type TwoWeekPlannerInput = z.input<typeof TwoWeekPlannerInput>;

// ——— Generic tasks (§7: title, description, dueDate, completed) ———

const TaskTitle = requiredText(messages.taskTitleRequired, TASK_MAX, messages.taskTooLong);
const TaskDescription = z
  .string()
  .trim()
  .max(TASK_DESCRIPTION_MAX, messages.taskDescriptionTooLong)
  .transform((text) => (text === "" ? null : text));
const DueDate = z
  .string()
  .trim()
  .refine((value) => value === "" || isJournalDate(value.slice(0, 10)), messages.plannerDateInvalid)
  .transform((value) => (value === "" ? null : value.slice(0, 10)));

export const CreateGenericTaskInput = z.object({
  title: TaskTitle,
  description: TaskDescription.nullish().transform((text) => text ?? null),
  dueDate: DueDate.nullish().transform((date) => date ?? null),
  completed: z.boolean().default(false),
});
export type CreateGenericTaskInput = z.infer<typeof CreateGenericTaskInput>;

/** The changes of a generic task: any of its fields; description and due date may be cleared with null. */
export const GenericTaskChanges = z
  .object({
    title: TaskTitle,
    description: TaskDescription.nullable(),
    dueDate: DueDate.nullable(),
    completed: z.boolean(),
  })
  .partial();
export const UpdateGenericTaskInput = z.object({ id: IdRef, data: GenericTaskChanges });
export type UpdateGenericTaskInput = z.infer<typeof UpdateGenericTaskInput>;

// ——— Daily check-in (§7: date, mood, timestamp) ———

/**
 * §7 fixes no type for the mood: a number (the web app's 1 to 5 scale, or any other) or a word
 * ("focused"). It is kept as given, so a number reads back as a number and a word as a word.
 */
export const CheckInMood = z.union(
  [z.number({ error: messages.moodInvalid }), requiredText(messages.moodInvalid, MOOD_TEXT_MAX, messages.moodInvalid)],
  { error: messages.moodInvalid },
);
export type CheckInMood = z.infer<typeof CheckInMood>;
export const SaveCheckInInput = z.object({ date: PlannerDate, mood: CheckInMood });
export type SaveCheckInInput = z.infer<typeof SaveCheckInInput>;
export const GetCheckInInput = z.object({ date: PlannerDate });
export type GetCheckInInput = z.infer<typeof GetCheckInInput>;

// ——— Answers (pinned by the procedures behind the legacy paths: explicit keys, nothing else leaves) ———

const IsoDay = z.iso.date();

export const RoleGoalView = z.object({
  id: Id,
  role: z.string(),
  goal: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type RoleGoalView = z.infer<typeof RoleGoalView>;
export const ObjectiveView = z.object({
  id: Id,
  roleGoalId: Id,
  objective: z.string(),
  startDate: IsoDay,
  endDate: IsoDay,
  completed: z.boolean(),
  createdAt: z.date(),
});
export type ObjectiveView = z.infer<typeof ObjectiveView>;
export const PlannerTaskView = z.object({
  id: Id,
  roleGoalId: Id,
  task: z.string(),
  completed: z.boolean(),
  date: IsoDay.nullable(),
  startDate: IsoDay.nullable(),
  endDate: IsoDay.nullable(),
  createdAt: z.date(),
});
export type PlannerTaskView = z.infer<typeof PlannerTaskView>;
/** A role-goal with its objectives and tasks in the planner's day or range. */
export const PlannerGroup = z.object({
  roleGoal: RoleGoalView,
  objectives: z.array(ObjectiveView),
  tasks: z.array(PlannerTaskView),
});
export type PlannerGroup = z.infer<typeof PlannerGroup>;
export const DailyPlannerView = z.object({ date: IsoDay, groups: z.array(PlannerGroup) });
export type DailyPlannerView = z.infer<typeof DailyPlannerView>;
export const TwoWeekPlannerView = z.object({ startDate: IsoDay, endDate: IsoDay, groups: z.array(PlannerGroup) });
export type TwoWeekPlannerView = z.infer<typeof TwoWeekPlannerView>;
export const GenericTaskView = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  dueDate: IsoDay.nullable(),
  completed: z.boolean(),
  createdAt: z.date(),
});
export type GenericTaskView = z.infer<typeof GenericTaskView>;
export const CheckInView = z.object({ date: IsoDay, mood: z.union([z.number(), z.string()]), timestamp: z.date() });
export type CheckInView = z.infer<typeof CheckInView>;
