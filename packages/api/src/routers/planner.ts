import {
  CreateDailyTaskInput,
  CreateGenericTaskInput,
  CreateObjectiveInput,
  CreateRangeTaskInput,
  DailyPlannerInput,
  GetCheckInInput,
  PlannerIdInput,
  RoleGoalInput,
  SaveCheckInInput,
  TwoWeekPlannerInput,
  UpdateGenericTaskInput,
  UpdateObjectiveInput,
  UpdateRoleGoalInput,
  UpdateTaskInput,
} from "@onepercent/validators";
import { z } from "zod";
import { getCheckIn, saveCheckIn } from "../services/check-in";
import {
  createDailyTask,
  createGenericTask,
  createObjective,
  createRangeTask,
  createRoleGoal,
  dailyPlanner,
  deleteGenericTask,
  deleteObjective,
  deleteRoleGoal,
  deleteTask,
  listGenericTasks,
  listRoleGoals,
  twoWeekPlanner,
  updateGenericTask,
  updateObjective,
  updateRoleGoal,
  updateTask,
} from "../services/planner";
import { protectedProcedure, router } from "../trpc";

// The answers behind the legacy paths, pinned (explicit keys; nothing else leaves).
const RoleGoalOutput = z.object({
  id: z.uuid(),
  role: z.string(),
  goal: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
const ObjectiveOutput = z.object({
  id: z.uuid(),
  roleGoalId: z.uuid(),
  objective: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  completed: z.boolean(),
  createdAt: z.date(),
});
const TaskOutput = z.object({
  id: z.uuid(),
  roleGoalId: z.uuid(),
  task: z.string(),
  completed: z.boolean(),
  date: z.iso.date().nullable(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  createdAt: z.date(),
});
const GroupOutput = z.object({
  roleGoal: RoleGoalOutput,
  objectives: z.array(ObjectiveOutput),
  tasks: z.array(TaskOutput),
});
const GenericTaskOutput = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.iso.date().nullable(),
  completed: z.boolean(),
  createdAt: z.date(),
});
const CheckInOutput = z.object({ date: z.iso.date(), mood: z.union([z.number(), z.string()]), timestamp: z.date() });
const Deleted = z.object({ id: z.uuid() });

/** Roles and goals, the planners, generic tasks and the daily check-in: the caller's own only. */
export const plannerRouter = router({
  roleGoals: router({
    list: protectedProcedure.output(z.array(RoleGoalOutput)).query(({ ctx }) => listRoleGoals(ctx.db, ctx.user.id)),
    create: protectedProcedure
      .input(RoleGoalInput)
      .output(RoleGoalOutput)
      .mutation(({ ctx, input }) => createRoleGoal(ctx.db, ctx.user.id, input)),
    update: protectedProcedure
      .input(UpdateRoleGoalInput)
      .output(RoleGoalOutput)
      .mutation(({ ctx, input }) => updateRoleGoal(ctx.db, ctx.user.id, input)),
    delete: protectedProcedure
      .input(PlannerIdInput)
      .output(Deleted)
      .mutation(({ ctx, input }) => deleteRoleGoal(ctx.db, ctx.user.id, input)),
  }),
  /** §2.9: a chosen date's tasks and the objectives covering it, grouped under each role-goal. */
  daily: protectedProcedure
    .input(DailyPlannerInput)
    .output(z.object({ date: z.iso.date(), groups: z.array(GroupOutput) }))
    .query(({ ctx, input }) => dailyPlanner(ctx.db, ctx.user.id, input)),
  /** §2.9: a range (default end: start plus 13 days) with its objectives and tasks per role-goal. */
  twoWeek: protectedProcedure
    .input(TwoWeekPlannerInput)
    .output(z.object({ startDate: z.iso.date(), endDate: z.iso.date(), groups: z.array(GroupOutput) }))
    .query(({ ctx, input }) => twoWeekPlanner(ctx.db, ctx.user.id, input)),
  objectives: router({
    create: protectedProcedure
      .input(CreateObjectiveInput)
      .output(ObjectiveOutput)
      .mutation(({ ctx, input }) => createObjective(ctx.db, ctx.user.id, input)),
    update: protectedProcedure
      .input(UpdateObjectiveInput)
      .output(ObjectiveOutput)
      .mutation(({ ctx, input }) => updateObjective(ctx.db, ctx.user.id, input)),
    delete: protectedProcedure
      .input(PlannerIdInput)
      .output(Deleted)
      .mutation(({ ctx, input }) => deleteObjective(ctx.db, ctx.user.id, input)),
  }),
  tasks: router({
    /** A daily planner task on one date. */
    createDaily: protectedProcedure
      .input(CreateDailyTaskInput)
      .output(TaskOutput)
      .mutation(({ ctx, input }) => createDailyTask(ctx.db, ctx.user.id, input)),
    /** A two-week planner task over a range of days. */
    createRange: protectedProcedure
      .input(CreateRangeTaskInput)
      .output(TaskOutput)
      .mutation(({ ctx, input }) => createRangeTask(ctx.db, ctx.user.id, input)),
    update: protectedProcedure
      .input(UpdateTaskInput)
      .output(TaskOutput)
      .mutation(({ ctx, input }) => updateTask(ctx.db, ctx.user.id, input)),
    delete: protectedProcedure
      .input(PlannerIdInput)
      .output(Deleted)
      .mutation(({ ctx, input }) => deleteTask(ctx.db, ctx.user.id, input)),
  }),
  /** §7 generic tasks (title, description, dueDate, completed). */
  genericTasks: router({
    list: protectedProcedure
      .output(z.array(GenericTaskOutput))
      .query(({ ctx }) => listGenericTasks(ctx.db, ctx.user.id)),
    create: protectedProcedure
      .input(CreateGenericTaskInput)
      .output(GenericTaskOutput)
      .mutation(({ ctx, input }) => createGenericTask(ctx.db, ctx.user.id, input)),
    update: protectedProcedure
      .input(UpdateGenericTaskInput)
      .output(GenericTaskOutput)
      .mutation(({ ctx, input }) => updateGenericTask(ctx.db, ctx.user.id, input)),
    delete: protectedProcedure
      .input(PlannerIdInput)
      .output(Deleted)
      .mutation(({ ctx, input }) => deleteGenericTask(ctx.db, ctx.user.id, input)),
  }),
  /** §7 daily check-in: one per day (date, mood, timestamp). */
  checkIn: router({
    get: protectedProcedure
      .input(GetCheckInInput)
      .output(CheckInOutput.nullable())
      .query(({ ctx, input }) => getCheckIn(ctx.db, ctx.user.id, input)),
    save: protectedProcedure
      .input(SaveCheckInInput)
      .output(CheckInOutput)
      .mutation(({ ctx, input }) => saveCheckIn(ctx.db, ctx.user.id, input)),
  }),
});
