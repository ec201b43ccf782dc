import { z } from "zod";

/** Messages between the server and the speech process (IPC with structured clone). */
export const SpeechJob = z.object({
  id: z.number().int(),
  sentences: z.array(z.string()),
  settings: z.object({
    voice: z.object({
      name: z.enum(["slt", "rms", "awb"]),
      pitchMeanHz: z.number().optional(),
      pitchSpreadHz: z.number().optional(),
    }),
    stretch: z.number().positive(),
  }),
});
export type SpeechJob = z.infer<typeof SpeechJob>;

export const SpeechAnswer = z.discriminatedUnion("ok", [
  z.object({
    id: z.number().int(),
    ok: z.literal(true),
    sampleRate: z.number().int().positive(),
    clips: z.array(z.custom<Int16Array>((value) => value instanceof Int16Array)),
  }),
  z.object({ id: z.number().int(), ok: z.literal(false), error: z.string() }),
]);
export type SpeechAnswer = z.infer<typeof SpeechAnswer>;
