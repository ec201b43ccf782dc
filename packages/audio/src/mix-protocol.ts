import { z } from "zod";
import { BACKGROUNDS } from "./types";

/** What the mixing worker gets (workerData) and answers (one message). */
export const MixJob = z.object({
  clips: z.array(z.custom<Int16Array>((value) => value instanceof Int16Array)),
  clipRate: z.number().int().positive(),
  background: z.enum(BACKGROUNDS),
  durationSeconds: z.number().positive(),
  rate: z.number().int().positive(),
  kbps: z.number().int().positive(),
  seed: z.number().int(),
  /** The server's request pressure (pressure.ts), shared memory: the worker holds while it says busy. */
  pressure: z.custom<Int32Array>((value) => value instanceof Int32Array).optional(),
});
export type MixJob = z.infer<typeof MixJob>;

export const MixAnswer = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    mp3: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    samples: z.number().int(),
    spoken: z.number().int(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type MixAnswer = z.infer<typeof MixAnswer>;
