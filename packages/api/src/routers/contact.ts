import { ContactInput } from "@onepercent/validators";
import { z } from "zod";
import { sendContactMessage } from "../services/contact";
import { protectedProcedure, router } from "../trpc";

export const contactRouter = router({
  /** Contact Us (platform.md §2): kept, then e-mailed to the provider. Rate-limited per user. */
  send: protectedProcedure
    .input(ContactInput)
    .output(z.object({ id: z.string(), message: z.string() }))
    .mutation(({ ctx, input }) =>
      sendContactMessage(ctx.db, ctx.user.id, input, { mailer: ctx.mailer, to: ctx.config.contactEmail }),
    ),
});
