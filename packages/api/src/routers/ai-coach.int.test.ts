import { useTestDatabase } from "@onepercent/db/testing";
import { type CoachStreamEvent, chatMessages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { aiOf } from "../services/ai/ai-services";
import { askCoach } from "../services/ai/coach-chat";
import { refusal, testApiConfig, testCallers } from "../testing";
import { FAKE_ANSWER_PIECES, fakeTools, testAi } from "../testing/ai";

const database = useTestDatabase();
const { callerFor, athlete: makeAthlete } = testCallers(database);
const tools = fakeTools();
const { ai } = testAi({ tools });

async function athlete() {
  const { id } = await makeAthlete({ name: "Noa Lind" });
  return { id, caller: await callerFor(id, { ai }) };
}

async function collect(stream: AsyncIterable<CoachStreamEvent>): Promise<CoachStreamEvent[]> {
  const events: CoachStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

describe("ask your coach", () => {
  it("streams the answer as it is written, then the whole answer", async () => {
    const { caller } = await athlete();
    const events = await collect(await caller.ai.coach.ask({ question: "  I get nervous before games  " }));
    expect(events).toEqual([
      ...FAKE_ANSWER_PIECES.map((text) => ({ type: "delta", text })),
      { type: "done", answer: `${FAKE_ANSWER_PIECES.join("")} (Noa Lind)`, source: "built-in" },
    ]);
    expect(tools.questions.at(-1)).toBe("I get nervous before games");
  });

  it("answers at once from the same stream", async () => {
    const { caller } = await athlete();
    expect(await caller.ai.coach.answer({ question: "Confidence?" })).toEqual({
      answer: `${FAKE_ANSWER_PIECES.join("")} (Noa Lind)`,
      source: "built-in",
    });
  });

  it("refuses an empty question with the spec's message, and more than six earlier turns", async () => {
    const { caller } = await athlete();
    expect(await refusal(caller.ai.coach.answer({ question: "   " }))).toEqual({
      code: "BAD_REQUEST",
      message: chatMessages.questionRequired,
    });
    const history = Array.from({ length: 7 }, () => ({ role: "user" as const, content: "Earlier" }));
    expect(await refusal(caller.ai.coach.answer({ question: "Now?", history }))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("lists the coach's tips", async () => {
    const { caller } = await athlete();
    expect(await caller.ai.coach.tips()).toEqual(["Ask about nerves before games"]);
  });

  it("stops streaming as soon as the request is aborted, even while the coach is still writing", async () => {
    const { id } = await athlete();
    const holding = testAi({ tools: fakeTools({ hold: new Promise(() => {}) }) });
    const controller = new AbortController();
    const stream = askCoach(
      database.db,
      aiOf({ ai: holding.ai, config: testApiConfig }),
      id,
      { question: "Sleep before a final?", history: [] },
      controller.signal,
    );
    const first = await stream.next();
    expect(first.value).toEqual({ type: "delta", text: FAKE_ANSWER_PIECES[0] });
    const second = stream.next();
    controller.abort();
    expect(await second).toEqual({ done: true, value: undefined });
  });
});
