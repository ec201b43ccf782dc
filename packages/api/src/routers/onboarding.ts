import type { Database } from "@onepercent/db";
import {
  AI_SUGGESTIONS_PER_IP_PER_HOUR,
  CloseOnboardingInput,
  CoachSource,
  CoachSuggestionsInput,
  LegacyOnboardingAnswers,
  ONBOARDING_ANSWER_KEYS,
  OnboardingResponses,
  OnboardingSuggestionsInput,
  type PartialOnboardingResponses,
  SaveOnboardingInput,
} from "@onepercent/validators";
import { z } from "zod";
import type { Context } from "../context";
import {
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

/** A save of the caller's answers; a legacy `userId` must name the caller (else NOT_FOUND). */
const ownAnswers =
  <Input>(save: (db: Database, userId: string, input: Input) => Promise<z.infer<typeof OnboardingStatus>>) =>
  ({ ctx, input }: { ctx: { db: Database; user: { id: string } }; input: Input & { userId?: string | undefined } }) => {
    assertOwnUser(ctx.user.id, input.userId);
    return save(ctx.db, ctx.user.id, input);
  };

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
  status: protectedProcedure.output(OnboardingStatus).query(({ ctx }) => getOnboardingStatus(ctx.db, ctx.user.id)),

  /**
   * 3 to 6 options for one step, written by the coach for the caller's profile and earlier
   * answers. A mutation: each call spends the caller's AI quota, so no GET may trigger it.
   */
  suggestions: protectedProcedure
    .input(OnboardingSuggestionsInput)
    .output(z.object({ step: z.enum(ONBOARDING_ANSWER_KEYS), options: Statements, source: CoachSource }))
    .mutation(({ ctx, input }) => suggestOnboardingOptions(ctx.db, coachOf(ctx.coach), ctx.user, input)),

  /** Keeps the answers; `completed: true` needs every step answered (platform.md §5). */
  save: protectedProcedure.input(SaveOnboardingInput).output(OnboardingStatus).mutation(ownAnswers(saveOnboarding)),

  /** Closing early (platform.md §4): not completed, and no longer opened by itself. */
  close: protectedProcedure
    .input(CloseOnboardingInput)
    .output(OnboardingStatus)
    .mutation(({ ctx, input }) => closeOnboarding(ctx.db, ctx.user.id, input.responses)),

  /** The legacy single answers (POST /api/users/{id}/onboarding), merged into the saved ones. */
  saveAnswers: protectedProcedure
    .input(LegacyOnboardingAnswers)
    .output(OnboardingStatus)
    .mutation(ownAnswers(saveLegacyAnswers)),

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
