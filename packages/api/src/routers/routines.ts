import { CreateRoutineInput, DeletedRecord, IdInput, RoutineView } from "@onepercent/validators";
import { z } from "zod";
import { createRoutine, deleteRoutine, listRoutines, rehearseRoutine } from "../services/routines";
import { forCaller, idempotentProcedure, onceForCaller, protectedProcedure, router } from "../trpc";

/** Performance routines (training-and-tools.md §2, §7; issue 14): the caller's own only. */
export const routinesRouter = router({
  /** Newest first. */
  list: protectedProcedure.output(z.array(RoutineView)).query(forCaller(listRoutines)),
  /** The same `clientId` answers the routine it made, never a second one. */
  create: idempotentProcedure.input(CreateRoutineInput).output(RoutineView).mutation(onceForCaller(createRoutine)),
  delete: protectedProcedure.input(IdInput).output(DeletedRecord).mutation(forCaller(deleteRoutine)),
  /** Counts one rehearsal, done now. */
  rehearsed: protectedProcedure.input(IdInput).output(RoutineView).mutation(forCaller(rehearseRoutine)),
});
