// No zod here: the web client's first load imports this list.

/**
 * The tRPC creates that take a key: the web client sends one with each and retries them after a
 * network failure (apps/web lib/idempotency-links.ts). A test holds this list equal to the
 * procedures built from idempotentProcedure.
 */
export const IDEMPOTENT_CREATES = [
  "ai.audio.save",
  "ai.coach.save",
  "ai.imagery.save",
  "focus.breathwork.saveSession",
  "focus.concentration.saveAttempt",
  "focus.relaxation.saveSession",
  "habits.create",
  "journal.save",
  "planner.genericTasks.create",
  "planner.objectives.create",
  "planner.roleGoals.create",
  "planner.tasks.createDaily",
  "planner.tasks.createRange",
  "routines.create",
] as const;
