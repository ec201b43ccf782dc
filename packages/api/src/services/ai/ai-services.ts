import type { AiServices, Context } from "../../context";

// CONTRACT STUB (issue 15): the server helper replaces this body.
/** The AI tools of the context; without them (tests, tools) the built-in coach, offline voice and a temporary store. */
export function aiOf(ctx: Pick<Context, "ai">): AiServices {
  if (!ctx.ai) throw new Error("not implemented yet");
  return ctx.ai;
}
