import { z } from "zod";

/** What the inspection worker gets (one message, after it said ready) and answers (one message). */
export const InspectJob = z.object({
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  parseMimes: z.array(z.string()),
});
export type InspectJob = z.infer<typeof InspectJob>;

const Tracks = z.object({ video: z.boolean(), silent: z.boolean(), durationSeconds: z.number().nullable() });

export const InspectMessage = z.discriminatedUnion("kind", [
  /** The worker has loaded its parsers: the deadline starts when the bytes are posted. */
  z.object({ kind: z.literal("ready") }),
  z.object({ kind: z.literal("done"), sniffedMime: z.string().nullable(), tracks: Tracks.nullable() }),
  z.object({ kind: z.literal("failed"), error: z.string() }),
]);
export type InspectMessage = z.infer<typeof InspectMessage>;
