import {
  CheckInView,
  CreateDailyTaskInput,
  CreateGenericTaskInput,
  CreateObjectiveInput,
  CreateRangeTaskInput,
  DailyPlannerInput,
  DailyPlannerView,
  DeletedRecord,
  GenericTaskView,
  GetCheckInInput,
  IdInput,
  ObjectiveView,
  PlannerTaskView,
  RoleGoalInput,
  RoleGoalView,
  SaveCheckInInput,
  TwoWeekPlannerInput,
  TwoWeekPlannerView,
  UpdateGenericTaskInput,
  UpdateObjectiveInput,
  UpdateRoleGoalInput,
  UpdateTaskInput,
} from "@onepercent/validators";
import { z } from "zod";
import {
  createGenericTask,
  createObjective,
  createRoleGoal,
  createTask,
  dailyPlanner,
  deleteGenericTask,
  deleteObjective,
  deleteRoleGoal,
  deleteTask,
  getCheckIn,
  listGenericTasks,
  listRoleGoals,
  saveCheckIn,
  twoWeekPlanner,
  updateGenericTask,
  updateObjective,
  updateRoleGoal,
  updateTask,
} from "../services/planner";
import { protectedProcedure, router } from "../trpc";

/** Roles and goals, the planners, generic tasks and the daily check-in: the caller's own only. */
export const plannerRouter = router({
  roleGoals: router({
    list: protectedProcedure.output(z.array(RoleGoalView)).query(({ ctx }) => listRoleGoals(ctx.db, ctx.user.id)),
    create: protectedProcedure
      .input(RoleGoalInput)
      .output(RoleGoalView)
      .mutation(({ ctx, input }) => createRoleGoal(ctx.db, ctx.user.id, input)),
    update: protectedProcedure
      .input(UpdateRoleGoalInput)
      .output(RoleGoalView)
      .mutation(({ ctx, input }) => updateRoleGoal(ctx.db, ctx.user.id, input)),
    delete: protectedProcedure
      .input(IdInput)
      .output(DeletedRecord)
      .mutation(({ ctx, input }) => deleteRoleGoal(ctx.db, ctx.user.id, input)),
  }),
  /** §2.9: a chosen date's tasks and the objectives covering it, grouped under each role-goal. */
  daily: protectedProcedure
    .input(DailyPlannerInput)
    .output(DailyPlannerView)
    .query(({ ctx, input }) => dailyPlanner(ctx.db, ctx.user.id, input)),
  /** §2.9: a range (default end: start plus 13 days) with its objectives and tasks per role-goal. */
  twoWeek: protectedProcedure
    .input(TwoWeekPlannerInput)
    .output(TwoWeekPlannerView)
    .query(({ ctx, input }) => twoWeekPlanner(ctx.db, ctx.user.id, input)),
  objectives: router({
    create: protectedProcedure
      .input(CreateObjectiveInput)
      .output(ObjectiveView)
      .mutation(({ ctx, input }) => createObjective(ctx.db, ctx.user.id, input)),
    update: protectedProcedure
      .input(UpdateObjectiveInput)
      .output(ObjectiveView)
      .mutation(({ ctx, input }) => updateObjective(ctx.db, ctx.user.id, input)),
    delete: protectedProcedure
      .input(IdInput)
      .output(DeletedRecord)
      .mutation(({ ctx, input }) => deleteObjective(ctx.db, ctx.user.id, input)),
  }),
  tasks: router({
    /** A daily planner task on one date. */
    createDaily: protectedProcedure
      .input(CreateDailyTaskInput)
      .output(PlannerTaskView)
      .mutation(({ ctx, input }) => createTask(ctx.db, ctx.user.id, input)),
    /** A two-week planner task over a range of days. */
    createRange: protectedProcedure
      .input(CreateRangeTaskInput)
      .output(PlannerTaskView)
      .mutation(({ ctx, input }) => createTask(ctx.db, ctx.user.id, input)),
    update: protectedProcedure
      .input(UpdateTaskInput)
      .output(PlannerTaskView)
      .mutation(({ ctx, input }) => updateTask(ctx.db, ctx.user.id, input)),
    delete: protectedProcedure
      .input(IdInput)
      .output(DeletedRecord)
      .mutation(({ ctx, input }) => deleteTask(ctx.db, ctx.user.id, input)),
  }),
  /** §7 generic tasks (title, description, dueDate, completed). */
  genericTasks: router({
    list: protectedProcedure.output(z.array(GenericTaskView)).query(({ ctx }) => listGenericTasks(ctx.db, ctx.user.id)),
    create: protectedProcedure
      .input(CreateGenericTaskInput)
      .output(GenericTaskView)
      .mutation(({ ctx, input }) => createGenericTask(ctx.db, ctx.user.id, input)),
    update: protectedProcedure
      .input(UpdateGenericTaskInput)
      .output(GenericTaskView)
      .mutation(({ ctx, input }) => updateGenericTask(ctx.db, ctx.user.id, input)),
    delete: protectedProcedure
      .input(IdInput)
      .output(DeletedRecord)
      .mutation(({ ctx, input }) => deleteGenericTask(ctx.db, ctx.user.id, input)),
  }),
  /** §7 daily check-in: one per day (date, mood, timestamp). */
  checkIn: router({
    get: protectedProcedure
      .input(GetCheckInInput)
      .output(CheckInView.nullable())
      .query(({ ctx, input }) => getCheckIn(ctx.db, ctx.user.id, input)),
    save: protectedProcedure
      .input(SaveCheckInInput)
      .output(CheckInView)
      .mutation(({ ctx, input }) => saveCheckIn(ctx.db, ctx.user.id, input)),
  }),
});
