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
import { forCaller, idempotentProcedure, onceForCaller, protectedProcedure, router } from "../trpc";

/** Roles and goals, the planners, generic tasks and the daily check-in: the caller's own only. */
export const plannerRouter = router({
  roleGoals: router({
    list: protectedProcedure.output(z.array(RoleGoalView)).query(forCaller(listRoleGoals)),
    create: idempotentProcedure.input(RoleGoalInput).output(RoleGoalView).mutation(onceForCaller(createRoleGoal)),
    update: protectedProcedure.input(UpdateRoleGoalInput).output(RoleGoalView).mutation(forCaller(updateRoleGoal)),
    delete: protectedProcedure.input(IdInput).output(DeletedRecord).mutation(forCaller(deleteRoleGoal)),
  }),
  /** §2.9: a chosen date's tasks and the objectives covering it, grouped under each role-goal. */
  daily: protectedProcedure.input(DailyPlannerInput).output(DailyPlannerView).query(forCaller(dailyPlanner)),
  /** §2.9: a range (default end: start plus 13 days) with its objectives and tasks per role-goal. */
  twoWeek: protectedProcedure.input(TwoWeekPlannerInput).output(TwoWeekPlannerView).query(forCaller(twoWeekPlanner)),
  objectives: router({
    create: idempotentProcedure
      .input(CreateObjectiveInput)
      .output(ObjectiveView)
      .mutation(onceForCaller(createObjective)),
    update: protectedProcedure.input(UpdateObjectiveInput).output(ObjectiveView).mutation(forCaller(updateObjective)),
    delete: protectedProcedure.input(IdInput).output(DeletedRecord).mutation(forCaller(deleteObjective)),
  }),
  tasks: router({
    /** A daily planner task on one date. */
    createDaily: idempotentProcedure
      .input(CreateDailyTaskInput)
      .output(PlannerTaskView)
      .mutation(onceForCaller(createTask)),
    /** A two-week planner task over a range of days. */
    createRange: idempotentProcedure
      .input(CreateRangeTaskInput)
      .output(PlannerTaskView)
      .mutation(onceForCaller(createTask)),
    update: protectedProcedure.input(UpdateTaskInput).output(PlannerTaskView).mutation(forCaller(updateTask)),
    delete: protectedProcedure.input(IdInput).output(DeletedRecord).mutation(forCaller(deleteTask)),
  }),
  /** §7 generic tasks (title, description, dueDate, completed). */
  genericTasks: router({
    list: protectedProcedure.output(z.array(GenericTaskView)).query(forCaller(listGenericTasks)),
    create: idempotentProcedure
      .input(CreateGenericTaskInput)
      .output(GenericTaskView)
      .mutation(onceForCaller(createGenericTask)),
    update: protectedProcedure
      .input(UpdateGenericTaskInput)
      .output(GenericTaskView)
      .mutation(forCaller(updateGenericTask)),
    delete: protectedProcedure.input(IdInput).output(DeletedRecord).mutation(forCaller(deleteGenericTask)),
  }),
  /** §7 daily check-in: one per day (date, mood, timestamp). */
  checkIn: router({
    get: protectedProcedure.input(GetCheckInInput).output(CheckInView.nullable()).query(forCaller(getCheckIn)),
    save: protectedProcedure.input(SaveCheckInInput).output(CheckInView).mutation(forCaller(saveCheckIn)),
  }),
});
