import { z } from "zod";

// The messages between the upload fuzz test and the server it runs in a worker thread (upload-server.ts).

/** To the server: what a user has stored, or stop. */
export const ToServer = z.discriminatedUnion("type", [
  z.object({ type: z.literal("stored"), userId: z.string() }),
  z.object({ type: z.literal("close") }),
]);
export type ToServer = z.infer<typeof ToServer>;

/** From the server: its port and data directory once it listens; what a user has stored; the error log. */
export const FromServer = z.discriminatedUnion("type", [
  z.object({ type: z.literal("listening"), port: z.number().int(), dataDir: z.string() }),
  z.object({
    type: z.literal("stored"),
    userId: z.string(),
    /** File rows and library items of the user. */
    files: z.number().int(),
    items: z.number().int(),
    /** The lines the app logged at level error or above so far. */
    errors: z.array(z.string()),
    /** The longest the server thread's event loop was late to turn since the previous answer of this kind. */
    loopDelayMaxMs: z.number(),
  }),
  z.object({ type: z.literal("closed") }),
]);
export type FromServer = z.infer<typeof FromServer>;
