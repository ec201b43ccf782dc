import { z } from "zod";

/** Which engine answered a suggestion: the built-in coach, or a model behind the OpenAI API. */
export const CoachSource = z.enum(["built-in", "openai"]);
export type CoachSource = z.infer<typeof CoachSource>;

/** AI suggestion calls one signed-in user may make per hour, per feature (each wizard step asks once or twice). */
export const COACH_SUGGESTIONS_PER_USER_PER_HOUR = 120;
/** Anonymous MVP/mindset suggestion calls per address per hour, unless configured. */
export const AI_SUGGESTIONS_PER_IP_PER_HOUR = 30;
