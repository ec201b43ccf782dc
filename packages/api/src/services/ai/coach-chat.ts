import type { Database } from "@onepercent/db";
import type { AskCoachInput, CoachAnswer, CoachStreamEvent } from "@onepercent/validators";
import type { AiServices } from "../../context";

// CONTRACT STUB (issue 15): the server helper replaces these bodies.
export async function* askCoach(
  _db: Database,
  _ai: AiServices,
  _userId: string,
  _input: AskCoachInput,
  _signal: AbortSignal | undefined,
): AsyncGenerator<CoachStreamEvent> {
  yield* [];
  throw new Error("not implemented yet");
}
export async function answerCoach(
  _db: Database,
  _ai: AiServices,
  _userId: string,
  _input: AskCoachInput,
): Promise<CoachAnswer> {
  throw new Error("not implemented yet");
}
export async function coachTips(ai: AiServices): Promise<string[]> {
  return ai.tools.coachTips();
}
