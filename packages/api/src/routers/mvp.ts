import {
  CoachSource,
  GOAL_SUGGESTION_TYPES,
  GoalSuggestionsInput,
  MvpView,
  SaveMvpInput,
} from "@onepercent/validators";
import { z } from "zod";
import { getMvp, saveMvp, suggestGoals } from "../services/mvp";
import { coachOf } from "../services/onboarding";
import { forCaller, protectedProcedure, router } from "../trpc";

/** Mission, vision and process goals (planning-and-reflection.md §2.1, §2.2, §7). */
export const mvpRouter = router({
  /** The caller's MVP, or null before the first save (the wizard then opens by itself). */
  get: protectedProcedure.output(MvpView.nullable()).query(forCaller(getMvp)),

  /** The whole record or any of its fields; blanks dropped, the mission trimmed, at most 5 per list. */
  save: protectedProcedure.input(SaveMvpInput).output(MvpView).mutation(forCaller(saveMvp)),

  /** Missions, vision statements or process goals from the coach, for the caller's profile and answers. */
  goalSuggestions: protectedProcedure
    .input(GoalSuggestionsInput)
    .output(z.object({ type: z.enum(GOAL_SUGGESTION_TYPES), suggestions: z.array(z.string()), source: CoachSource }))
    .mutation(({ ctx, input }) =>
      suggestGoals(ctx.db, coachOf(ctx.coach), ctx.user, {
        type: input.type,
        currentGoals: input.userData?.currentGoals,
      }),
    ),
});
