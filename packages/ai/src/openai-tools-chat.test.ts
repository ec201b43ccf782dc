import { afterEach, describe, expect, it, vi } from "vitest";
import { createBuiltInTools } from ".";
import { COACH_CONNECTION_LOST } from "./openai-tools";
import { athlete, eventsOf, type Harness, readEvents, toolsAgainst } from "./openai-tools.fixture";
import { type FakeOpenAIReply, streamPieces } from "./testing";
import type { CoachQuestion } from "./types";

const builtIn = createBuiltInTools();
const question: CoachQuestion = {
  athlete,
  question: "How do I calm my nerves before a big game?",
  history: [],
};
const ANSWER =
  "Nerves mean you care. Before the game, take five slow breaths with a long exhale, then go through your free throw routine in your head. Say your word: Poise.";

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.fake.close();
  harness = undefined;
});

async function against(reply: FakeOpenAIReply, timeoutMs?: number) {
  harness = await toolsAgainst(builtIn, reply, timeoutMs);
  return harness;
}

describe("OpenAI tools: the coach's streamed answer", () => {
  it("streams the model's answer piece by piece, then the whole answer", async () => {
    const { tools, fake, failures } = await against({ content: ANSWER });
    const events = await eventsOf(tools.askCoach(question));
    const { deltas, text, done } = readEvents(events);
    expect(deltas).toEqual(streamPieces(ANSWER));
    expect(deltas.length).toBeGreaterThan(5);
    expect(text).toBe(ANSWER);
    expect(done).toEqual({ type: "done", answer: ANSWER, source: "openai" });
    expect(failures).toEqual([]);
    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.body.stream).toBe(true);
    expect(request?.body.max_completion_tokens).toBe(800);
  });

  it.each<[string, FakeOpenAIReply]>([
    ["a server error", { status: 500 }],
    ["a spent quota (429)", { status: 429, code: "insufficient_quota" }],
    ["an empty answer", { content: "" }],
  ])("answers with the built-in coach's stream on %s before the first piece", async (_case, reply) => {
    const { tools, fake, failures } = await against(reply);
    const events = await eventsOf(tools.askCoach(question));
    expect(events).toEqual(await eventsOf(builtIn.askCoach(question)));
    expect(failures).toEqual(["coach answer"]);
    // A chat does not wait for a retry.
    expect(fake.requests.length).toBe(1);
  });

  it("answers with the built-in coach when the API does not answer in time", async () => {
    const { tools, failures } = await against({ hang: true }, 150);
    const events = await eventsOf(tools.askCoach(question));
    expect(readEvents(events).done?.source).toBe("built-in");
    expect(failures).toEqual(["coach answer"]);
  });

  it.each(["close", "hang"] as const)(
    "finishes with the built-in answer when the stream breaks off midway (%s)",
    async (how) => {
      const { tools, failures } = await against({ content: ANSWER, interrupt: { after: 3, how } }, 300);
      const { deltas, done } = readEvents(await eventsOf(tools.askCoach(question)));
      const partial = streamPieces(ANSWER).slice(0, 3);
      const fallback = readEvents(await eventsOf(builtIn.askCoach(question)));
      expect(deltas).toEqual([...partial, COACH_CONNECTION_LOST, ...fallback.deltas]);
      expect(done).toEqual({
        type: "done",
        answer: `${partial.join("")}${COACH_CONNECTION_LOST}${fallback.done?.answer}`,
        source: "built-in",
      });
      expect(failures).toEqual(["coach answer"]);
    },
  );

  it("stops asking the model when the reader goes away", async () => {
    const { tools, fake } = await against({ content: ANSWER, interrupt: { after: 2, how: "hang" } }, 60_000);
    const seen: string[] = [];
    for await (const event of tools.askCoach(question)) {
      if (event.type === "delta") seen.push(event.text);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual(streamPieces(ANSWER).slice(0, 2));
    await vi.waitFor(() => expect(fake.cutOff.length).toBe(1));
  });
});
