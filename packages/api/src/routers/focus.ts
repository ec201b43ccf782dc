import {
  BreathworkData,
  BreathworkHistory,
  BreathworkPresetInput,
  BreathworkPresetView,
  BreathworkSessionInput,
  BreathworkSessionView,
  ConcentrationAttemptInput,
  ConcentrationAttemptView,
  ConcentrationData,
  PresetNameInput,
  RelaxationSessionInput,
  RelaxationSessionView,
} from "@onepercent/validators";
import { z } from "zod";
import {
  breathworkData,
  breathworkHistory,
  clearConcentrationHistory,
  concentrationStats,
  deleteBreathworkPreset,
  saveBreathworkPreset,
  saveBreathworkSession,
  saveConcentrationAttempt,
  saveRelaxationSession,
} from "../services/focus";
import { forCaller, idempotentProcedure, onceForCaller, protectedProcedure, router } from "../trpc";

/** The Focus area (training-and-tools.md §2, §7): the caller's own presets, sessions and attempts only. */
export const focusRouter = router({
  breathwork: router({
    /** The built-in and custom presets and the preset of the last session. */
    data: protectedProcedure.output(BreathworkData).query(forCaller(breathworkData)),
    /** The last 30 days in the caller's zone: sessions, stats and one row per day. */
    history: protectedProcedure.output(BreathworkHistory).query(({ ctx }) => breathworkHistory(ctx.db, ctx.user)),
    saveSession: idempotentProcedure
      .input(BreathworkSessionInput)
      .output(BreathworkSessionView)
      .mutation(onceForCaller(saveBreathworkSession)),
    /** Adds a custom preset, or gives the caller's preset of that name (any case) the new timing. */
    savePreset: protectedProcedure
      .input(BreathworkPresetInput)
      .output(BreathworkPresetView)
      .mutation(forCaller(saveBreathworkPreset)),
    deletePreset: protectedProcedure
      .input(PresetNameInput)
      .output(z.object({ name: z.string() }))
      .mutation(forCaller(deleteBreathworkPreset)),
  }),
  relaxation: router({
    saveSession: idempotentProcedure
      .input(RelaxationSessionInput)
      .output(RelaxationSessionView)
      .mutation(onceForCaller(saveRelaxationSession)),
  }),
  concentration: router({
    stats: protectedProcedure.output(ConcentrationData).query(forCaller(concentrationStats)),
    saveAttempt: idempotentProcedure
      .input(ConcentrationAttemptInput)
      .output(ConcentrationAttemptView)
      .mutation(onceForCaller(saveConcentrationAttempt)),
    /** Clears the caller's attempts (Clear History). */
    clearHistory: protectedProcedure
      .output(z.object({ deleted: z.number().int() }))
      .mutation(forCaller(clearConcentrationHistory)),
  }),
});
