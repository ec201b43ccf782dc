import {
  CloseOnboardingInput,
  CoachSuggestionsInput,
  LegacyOnboardingAnswers,
  ONBOARDING_SUGGESTION_STEPS,
  OnboardingResponses,
  OnboardingSuggestionsInput,
  SaveOnboardingInput,
} from "@onepercent/validators";
import { z } from "zod";
import {
  AI_SUGGESTIONS_PER_IP_PER_HOUR,
  assertOwnUser,
  closeOnboarding,
  coachOf,
  getOnboardingStatus,
  saveLegacyAnswers,
  saveOnboarding,
  suggestMindset,
  suggestMvp,
  suggestOnboardingOptions,
} from "../services/onboarding";
import { protectedProcedure, publicProcedure, router } from "../trpc";

const OnboardingStatus = z.object({
  completed: z.boolean(),
  needed: z.boolean(),
  responses: OnboardingResponses.nullable(),
});

const Statements = z.array(z.string());
const Source = z.enum(["built-in", "openai"]);

export const onboardingRouter = router({
  /** Whether the questionnaire is done, still needed (not closed early), and the saved answers. */
  status: protectedProcedure.output(OnboardingStatus).query(({ ctx }) => getOnboardingStatus(ctx.db, ctx.user.id)),

  /** 3 to 6 options for one step, written by the coach for the caller's profile and earlier answers. */
  suggestions: protectedProcedure
    .input(OnboardingSuggestionsInput)
    .output(z.object({ step: z.enum(ONBOARDING_SUGGESTION_STEPS), options: Statements, source: Source }))
    .query(({ ctx, input }) => suggestOnboardingOptions(ctx.db, coachOf(ctx.coach), ctx.user, input)),

  /** Keeps the answers; `completed: true` needs every step answered (platform.md §5). */
  save: protectedProcedure
    .input(SaveOnboardingInput)
    .output(OnboardingStatus)
    .mutation(({ ctx, input }) => {
      assertOwnUser(ctx.user.id, input.userId);
      return saveOnboarding(ctx.db, ctx.user.id, input);
    }),

  /** Closing early (platform.md §4): not completed, and no longer opened by itself. */
  close: protectedProcedure
    .input(CloseOnboardingInput)
    .output(OnboardingStatus)
    .mutation(({ ctx, input }) => closeOnboarding(ctx.db, ctx.user.id, input.responses)),

  /** The legacy single answers (POST /api/users/{id}/onboarding), merged into the saved ones. */
  saveAnswers: protectedProcedure
    .input(LegacyOnboardingAnswers)
    .output(OnboardingStatus)
    .mutation(({ ctx, input }) => {
      assertOwnUser(ctx.user.id, input.userId);
      return saveLegacyAnswers(ctx.db, ctx.user.id, input);
    }),

  /** MVP candidates from onboarding answers; open to anonymous callers (platform.md §6), limited per address. */
  mvpSuggestions: publicProcedure
    .input(CoachSuggestionsInput)
    .output(z.object({ mission: Statements, vision: Statements, processGoals: Statements, source: Source }))
    .mutation(({ ctx, input }) =>
      suggestMvp({
        db: ctx.db,
        coach: coachOf(ctx.coach),
        ip: ctx.ip,
        maxPerHour: ctx.config.aiSuggestionsPerIpPerHour ?? AI_SUGGESTIONS_PER_IP_PER_HOUR,
        user: ctx.auth?.user ?? null,
        responses: input.responses,
      }),
    ),

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
        source: Source,
      }),
    )
    .mutation(({ ctx, input }) =>
      suggestMindset({
        db: ctx.db,
        coach: coachOf(ctx.coach),
        ip: ctx.ip,
        maxPerHour: ctx.config.aiSuggestionsPerIpPerHour ?? AI_SUGGESTIONS_PER_IP_PER_HOUR,
        user: ctx.auth?.user ?? null,
        responses: input.responses,
      }),
    ),
});
