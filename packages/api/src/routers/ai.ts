import {
  AppError,
  AskCoachInput,
  AudioLibraryItem,
  CoachAnswer,
  ConversationView,
  DeleteAiItemInput,
  DeletedRecord,
  GenerateAudioInput,
  GeneratedAudio,
  GeneratedImagery,
  GeneratedScript,
  GenerateImageryInput,
  GenerateScriptInput,
  ImageryItem,
  SaveAudioInput,
  SaveConversationInput,
  SaveImageryInput,
  VisualizationTemplate,
} from "@onepercent/validators";
import { z } from "zod";
import { toTRPCError } from "../errors";
import { aiOf } from "../services/ai/ai-services";
import { generateAudio } from "../services/ai/audio-generation";
import { deleteAudioItem, listAudioLibrary, saveAudioItem } from "../services/ai/audio-library";
import { answerCoach, askCoach, coachTips } from "../services/ai/coach-chat";
import { deleteConversation, listConversations, saveConversation } from "../services/ai/conversations";
import { deleteImagery, generateImagery, imageryDefaults, listImagery, saveImagery } from "../services/ai/imagery";
import { generateVisualizationScript, visualizationTemplates } from "../services/ai/visualization";
import { forCaller, idempotentProcedure, onceForCaller, protectedProcedure, router } from "../trpc";

/**
 * The stream with its domain errors mapped as a procedure's are (a quota refusal reaches the client
 * as 429 with its message, not as an internal error): the base procedure maps only what the
 * resolver itself throws, and a subscription's errors come while it streams.
 */
async function* withAppErrors<T>(stream: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* stream;
  } catch (error) {
    throw error instanceof AppError ? toTRPCError(error) : error;
  }
}

/** What the imagery screen starts from: the caller's name, sport, position and three keys. */
const ImageryDefaults = z.object({
  name: z.string(),
  sport: z.string(),
  position: z.string(),
  birthYear: z.number().int().nullable(),
  keys: z.array(z.string()),
});

/**
 * The AI tools (training-and-tools.md §2 AI tools, §7; issue 15): visualization scripts and audio,
 * mental imagery, ask your coach. The caller's own data only; text generations and audio minutes
 * count against per-user quotas.
 */
export const aiRouter = router({
  visualization: router({
    /** The creator's templates, filled with the caller's own MVP and mindset. */
    templates: protectedProcedure
      .output(z.array(VisualizationTemplate))
      .query(({ ctx }) => visualizationTemplates(ctx.db, aiOf(ctx), ctx.user.id)),
    generateScript: protectedProcedure
      .input(GenerateScriptInput)
      .output(GeneratedScript)
      .mutation(({ ctx, input }) => generateVisualizationScript(ctx.db, aiOf(ctx), ctx.user.id, input)),
  }),
  audio: router({
    /** Renders the text with the settings (the duration is honoured); kept for a day unless saved. */
    generate: protectedProcedure
      .input(GenerateAudioInput)
      .output(GeneratedAudio)
      .mutation(({ ctx, input }) => generateAudio(ctx.db, aiOf(ctx), ctx.user.id, input)),
    /** The caller's library, newest first. */
    list: protectedProcedure.output(z.array(AudioLibraryItem)).query(forCaller(listAudioLibrary)),
    save: idempotentProcedure.input(SaveAudioInput).output(AudioLibraryItem).mutation(onceForCaller(saveAudioItem)),
    delete: protectedProcedure
      .input(DeleteAiItemInput)
      .output(DeletedRecord)
      .mutation(({ ctx, input }) => deleteAudioItem(ctx.db, aiOf(ctx), ctx.user.id, input)),
  }),
  imagery: router({
    defaults: protectedProcedure.output(ImageryDefaults).query(forCaller(imageryDefaults)),
    generateScript: protectedProcedure
      .input(GenerateImageryInput)
      .output(GeneratedImagery)
      .mutation(({ ctx, input }) => generateImagery(ctx.db, aiOf(ctx), ctx.user.id, input)),
    list: protectedProcedure.output(z.array(ImageryItem)).query(forCaller(listImagery)),
    save: idempotentProcedure.input(SaveImageryInput).output(ImageryItem).mutation(onceForCaller(saveImagery)),
    delete: protectedProcedure
      .input(DeleteAiItemInput)
      .output(DeletedRecord)
      .mutation(({ ctx, input }) => deleteImagery(ctx.db, aiOf(ctx), ctx.user.id, input)),
  }),
  coach: router({
    tips: protectedProcedure.output(z.array(z.string())).query(({ ctx }) => coachTips(aiOf(ctx))),
    /** The answer streamed as it is written (httpSubscriptionLink, server-sent events). */
    ask: protectedProcedure
      .input(AskCoachInput)
      .subscription(({ ctx, input, signal }) => withAppErrors(askCoach(ctx.db, aiOf(ctx), ctx.user.id, input, signal))),
    /** The whole answer at once (POST /api/ai/ask-coach). */
    answer: protectedProcedure
      .input(AskCoachInput)
      .output(CoachAnswer)
      .mutation(({ ctx, input }) => answerCoach(ctx.db, aiOf(ctx), ctx.user.id, input)),
    save: idempotentProcedure
      .input(SaveConversationInput)
      .output(z.object({ id: z.string(), message: z.string() }))
      .mutation(onceForCaller(saveConversation)),
    conversations: protectedProcedure.output(z.array(ConversationView)).query(forCaller(listConversations)),
    deleteConversation: protectedProcedure
      .input(DeleteAiItemInput)
      .output(DeletedRecord)
      .mutation(forCaller(deleteConversation)),
  }),
});
