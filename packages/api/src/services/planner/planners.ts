import { and, asc, type Database, eq, gte, isNull, lte, objectives, plannerTasks } from "@onepercent/db";
import type {
  DailyPlannerInput,
  DailyPlannerView,
  ObjectiveView,
  PlannerGroup,
  PlannerTaskView,
  RoleGoalView,
  TwoWeekPlannerView,
} from "@onepercent/validators";
import { objectiveColumns } from "./objectives";
import { listRoleGoals } from "./role-goals";
import { taskColumns } from "./tasks";

// The daily and the two-week planner (planning-and-reflection.md §2.9): the caller's role-goals, each
// with its objectives and tasks in the day or the range.

function group(roles: RoleGoalView[], objectiveRows: ObjectiveView[], taskRows: PlannerTaskView[]): PlannerGroup[] {
  return roles.map((roleGoal) => ({
    roleGoal,
    objectives: objectiveRows.filter((row) => row.roleGoalId === roleGoal.id),
    tasks: taskRows.filter((row) => row.roleGoalId === roleGoal.id),
  }));
}

/**
 * Each role-goal with the user's objectives that overlap the days from `startDate` to `endDate`
 * and the tasks `taskRows` reads.
 */
async function groups(
  db: Database,
  userId: string,
  { startDate, endDate }: { startDate: string; endDate: string },
  taskRows: Promise<PlannerTaskView[]>,
): Promise<PlannerGroup[]> {
  const [roles, objectiveRows, tasks] = await Promise.all([
    listRoleGoals(db, userId),
    db
      .select(objectiveColumns)
      .from(objectives)
      .where(and(eq(objectives.userId, userId), lte(objectives.startDate, endDate), gte(objectives.endDate, startDate)))
      .orderBy(asc(objectives.startDate), asc(objectives.createdAt)),
    taskRows,
  ]);
  return group(roles, objectiveRows, tasks);
}

/** Each role-goal with the objectives covering the date and that date's tasks. */
export async function dailyPlanner(
  db: Database,
  userId: string,
  { date }: DailyPlannerInput,
): Promise<DailyPlannerView> {
  const taskRows = db
    .select(taskColumns)
    .from(plannerTasks)
    .where(and(eq(plannerTasks.userId, userId), eq(plannerTasks.date, date)))
    .orderBy(asc(plannerTasks.createdAt), asc(plannerTasks.id));
  return { date, groups: await groups(db, userId, { startDate: date, endDate: date }, taskRows) };
}

/** Each role-goal with the objectives and range tasks overlapping the range. */
export async function twoWeekPlanner(
  db: Database,
  userId: string,
  range: { startDate: string; endDate: string },
): Promise<TwoWeekPlannerView> {
  const taskRows = db
    .select(taskColumns)
    .from(plannerTasks)
    .where(
      and(
        eq(plannerTasks.userId, userId),
        isNull(plannerTasks.date),
        lte(plannerTasks.startDate, range.endDate),
        gte(plannerTasks.endDate, range.startDate),
      ),
    )
    .orderBy(asc(plannerTasks.startDate), asc(plannerTasks.createdAt));
  return { ...range, groups: await groups(db, userId, range, taskRows) };
}
