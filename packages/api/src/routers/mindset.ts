import {
  CoachSource,
  CompleteMindsetWizardInput,
  IdentityStatement,
  IdentitySuggestionsInput,
  MINDSET_SUGGESTION_TYPES,
  Mindset,
  MindsetProcess,
  MindsetSuggestion,
  MindsetSuggestionsInput,
  SaveMindsetInput,
  SaveMindsetProcessInput,
} from "@onepercent/validators";
import { z } from "zod";
import {
  completeMindsetWizard,
  getMindset,
  getMindsetProcess,
  saveMindset,
  saveMindsetProcess,
  suggestIdentityStatement,
  suggestMindsetGroup,
} from "../services/mindset";
import { coachOf } from "../services/onboarding";
import { forCaller, protectedProcedure, router } from "../trpc";

/** The mindset page and the Mindset Process Wizard (planning-and-reflection.md §2.3, §2.4, §7). */
export const mindsetRouter = router({
  /** The caller's mindset, or null before the first save (the page then opens the wizard). */
  get: protectedProcedure.output(Mindset.nullable()).query(forCaller(getMindset)),

  /** Saves the fields given; the others keep their saved value. */
  save: protectedProcedure.input(SaveMindsetInput).output(Mindset).mutation(forCaller(saveMindset)),

  /** The wizard's Complete: replaces its five groups and keeps the body language on the process record. */
  completeWizard: protectedProcedure
    .input(CompleteMindsetWizardInput)
    .output(z.object({ mindset: Mindset, mindsetProcess: MindsetProcess }))
    .mutation(forCaller(completeMindsetWizard)),

  process: router({
    get: protectedProcedure.output(MindsetProcess).query(forCaller(getMindsetProcess)),
    save: protectedProcedure
      .input(SaveMindsetProcessInput)
      .output(MindsetProcess)
      .mutation(forCaller(saveMindsetProcess)),
  }),

  /** Suggestions for one wizard group, written by the coach for the caller's profile and onboarding answers. */
  suggestions: protectedProcedure
    .input(MindsetSuggestionsInput)
    .output(
      z.object({
        type: z.enum(MINDSET_SUGGESTION_TYPES),
        suggestions: z.array(MindsetSuggestion),
        source: CoachSource,
      }),
    )
    .mutation(({ ctx, input }) => suggestMindsetGroup(ctx.db, coachOf(ctx.coach), ctx.user.id, input)),

  /** Endings for the identity statement's four lists ("I have…", "I am…", "I love…", "I give…"), from the same coach. */
  identitySuggestions: protectedProcedure
    .input(IdentitySuggestionsInput)
    .output(z.object({ suggestions: IdentityStatement, source: CoachSource }))
    .mutation(({ ctx, input }) => suggestIdentityStatement(ctx.db, coachOf(ctx.coach), ctx.user.id, input)),
});
