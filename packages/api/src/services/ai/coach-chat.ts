import type { Database } from "@onepercent/db";
import type { AskCoachInput, CoachAnswer, CoachStreamEvent } from "@onepercent/validators";
import type { AiServices } from "../../context";
import { athleteContext } from "./athlete-context";
import { reserveAiCall } from "./quotas";

// Ask Your Coach (training-and-tools.md §2 AI tools, §5 Chat): the answer streamed as it is written.

/**
 * The coach's answer to the caller's question, as pieces of text and then the whole answer. One AI
 * call of the hourly quota, counted before anything runs (a refused question reads nothing). Stops
 * as soon as `signal` aborts (the client went away, or the stream ran too long).
 */
export async function* askCoach(
  db: Database,
  ai: AiServices,
  userId: string,
  input: AskCoachInput,
  signal: AbortSignal | undefined,
): AsyncGenerator<CoachStreamEvent> {
  const hold = await reserveAiCall(db, ai, userId);
  let athlete: Awaited<ReturnType<typeof athleteContext>>;
  try {
    athlete = await athleteContext(db, userId);
  } catch (error) {
    await hold.release().catch(() => {});
    throw error;
  }
  const stream = ai.tools.askCoach({ athlete, question: input.question, history: input.history });
  for await (const event of untilAborted(stream, signal)) {
    yield event;
    if (event.type === "done") return;
  }
}

/**
 * The events of `stream` until `signal` aborts: an abort ends the iteration at once, even while
 * the stream waits for its provider (whose iterator is then told to return, not awaited).
 */
async function* untilAborted<T>(stream: AsyncIterable<T>, signal: AbortSignal | undefined): AsyncGenerator<T> {
  const iterator = stream[Symbol.asyncIterator]();
  const aborted = new Promise<"aborted">((resolve) => {
    if (signal?.aborted) resolve("aborted");
    signal?.addEventListener("abort", () => resolve("aborted"), { once: true });
  });
  let finished = false;
  try {
    while (true) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next === "aborted" || next.done) {
        finished = next !== "aborted";
        return;
      }
      yield next.value;
    }
  } finally {
    if (!finished) void iterator.return?.()?.catch(() => {});
  }
}

/** The whole answer at once (POST /api/ai/ask-coach): the same stream, collected. */
export async function answerCoach(
  db: Database,
  ai: AiServices,
  userId: string,
  input: AskCoachInput,
): Promise<CoachAnswer> {
  let written = "";
  for await (const event of askCoach(db, ai, userId, input, undefined)) {
    if (event.type === "done") return { answer: event.answer, source: event.source };
    written += event.text;
  }
  return { answer: written, source: "built-in" };
}

export async function coachTips(ai: AiServices): Promise<string[]> {
  return ai.tools.coachTips();
}
