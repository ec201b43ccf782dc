import {
  AI_SUGGESTIONS_PER_IP_PER_HOUR,
  CloseOnboardingInput,
  CoachSource,
  CoachSuggestionsInput,
  LegacyOnboardingPost,
  ONBOARDING_ANSWER_KEYS,
  OnboardingResponses,
  OnboardingSuggestionsInput,
  type PartialOnboardingResponses,
  SaveOnboardingInput,
} from "@onepercent/validators";
import { z } from "zod";
import type { Context } from "../context";
import {
  closeOnboarding,
  coachOf,
  getOnboardingStatus,
  saveLegacyAnswers,
  saveOnboarding,
  suggestMindset,
  suggestMvp,
  suggestOnboardingOptions,
} from "../services/onboarding";
import { forCaller, protectedProcedure, publicProcedure, router } from "../trpc";

const OnboardingStatus = z.object({
  completed: z.boolean(),
  needed: z.boolean(),
  responses: OnboardingResponses.nullable(),
});

const Statements = z.array(z.string());

/** An anonymous coach call: limited per address, or per account for a signed-in caller. */
const coachCall = (ctx: Context, input: { responses: PartialOnboardingResponses }) => ({
  db: ctx.db,
  coach: coachOf(ctx.coach),
  ip: ctx.ip,
  maxPerHour: ctx.config.aiSuggestionsPerIpPerHour ?? AI_SUGGESTIONS_PER_IP_PER_HOUR,
  user: ctx.auth?.user ?? null,
  responses: input.responses,
});

export const onboardingRouter = router({
  /** Whether the questionnaire is done, still needed (not closed early), and the saved answers. */
  status: protectedProcedure.output(OnboardingStatus).query(forCaller(getOnboardingStatus)),

  /**
   * 3 to 6 options for one step, written by the coach for the caller's profile and earlier
   * answers. A mutation: each call spends the caller's AI quota, so no GET may trigger it.
   */
  suggestions: protectedProcedure
    .input(OnboardingSuggestionsInput)
    .output(z.object({ step: z.enum(ONBOARDING_ANSWER_KEYS), options: Statements, source: CoachSource }))
    .mutation(({ ctx, input }) => suggestOnboardingOptions(ctx.db, coachOf(ctx.coach), ctx.user, input)),

  /** Keeps the answers; `completed: true` needs every step answered (platform.md §5). */
  save: protectedProcedure.input(SaveOnboardingInput).output(OnboardingStatus).mutation(forCaller(saveOnboarding)),

  /** Closing early (platform.md §4): not completed, and no longer opened by itself. */
  close: protectedProcedure
    .input(CloseOnboardingInput)
    .output(OnboardingStatus)
    .mutation(({ ctx, input }) => closeOnboarding(ctx.db, ctx.user.id, input.responses)),

  /**
   * POST /api/users/{id}/onboarding: all answers (the legacy save fallback) or single answers,
   * merged into the saved ones.
   */
  saveAnswers: protectedProcedure
    .input(LegacyOnboardingPost)
    .output(OnboardingStatus)
    .mutation(({ ctx, input }) =>
      input.kind === "all"
        ? saveOnboarding(ctx.db, ctx.user.id, input.all)
        : saveLegacyAnswers(ctx.db, ctx.user.id, input.answers),
    ),

  /** MVP candidates from onboarding answers; open to anonymous callers (platform.md §6), limited per address. */
  mvpSuggestions: publicProcedure
    .input(CoachSuggestionsInput)
    .output(z.object({ mission: Statements, vision: Statements, processGoals: Statements, source: CoachSource }))
    .mutation(({ ctx, input }) => suggestMvp(coachCall(ctx, input))),

  /** Mindset candidates from onboarding answers; open to anonymous callers, limited per address. */
  mindsetSuggestions: publicProcedure
    .input(CoachSuggestionsInput)
    .output(
      z.object({
        oneWordFocus: Statements,
        keysToKeepItSimple: Statements,
        affirmations: Statements,
        selfTalk: Statements,
        bodyLanguage: Statements,
        source: CoachSource,
      }),
    )
    .mutation(({ ctx, input }) => suggestMindset(coachCall(ctx, input))),
});
