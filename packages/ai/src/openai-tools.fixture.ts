import type { CoachStreamEvent } from "@onepercent/validators";
import { createOpenAITools } from "./openai-tools";
import { type FakeOpenAI, type FakeOpenAIReply, startFakeOpenAI } from "./testing";
import type { AthleteContext, ToolsCoach } from "./types";

// For the OpenAI tools' tests: an athlete, the coach behind the fake API, and a stream read to the end.

export const athlete: AthleteContext = {
  name: "Maya",
  sport: "Basketball",
  position: "Point Guard",
  role: "Athlete",
  yearsPlaying: "8",
  birthYear: 2007,
  mission: "To lead my team with calm energy",
  vision: "I run the offence with confidence in the biggest games",
  processGoals: ["Talk on every defensive possession", "Breathe before every free throw"],
  oneWordFocus: "Poise",
  keysToKeepItSimple: ["Eyes up", "Push the pace"],
  affirmations: ["I am calm under pressure", "I make my teammates better"],
  selfTalk: "Next play",
  beliefs: "Preparation beats nerves",
  identity: ["I am a leader", "I love the last minute of a close game"],
  onboarding: {},
  routines: [
    { name: "Free throw", triggerDescription: "At the line", physicalAction: "Two dribbles", steps: ["Breathe"] },
  ],
  habits: [{ name: "Breathwork", rate: 0.8 }],
  journal: [{ date: "2026-01-10", kind: "game", rating: 8, note: "Stayed calm late in the game" }],
  practice: [
    {
      weekStart: "2026-01-05",
      breathworkSessions: 4,
      relaxationSessions: 1,
      concentrationGames: 2,
      habitRate: 0.8,
      performanceRating: 8,
    },
  ],
};

/** `count` words of script, in sentences of eight words. */
export const wordsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 8 === 7 ? "breathe." : "breathe")).join(" ");

export interface Harness {
  tools: ToolsCoach;
  fake: FakeOpenAI;
  failures: string[];
}

/** The OpenAI tools against a fake answering `reply` (or `reply(call)`), falling back to `fallback`. */
export async function toolsAgainst(
  fallback: ToolsCoach,
  reply: FakeOpenAIReply | ((call: number) => FakeOpenAIReply),
  timeoutMs = 2000,
): Promise<Harness> {
  let calls = 0;
  const fake = await startFakeOpenAI(() => {
    calls += 1;
    return typeof reply === "function" ? reply(calls) : reply;
  });
  const failures: string[] = [];
  const tools = createOpenAITools(
    {
      apiKey: "sk-test-key",
      baseURL: fake.baseURL,
      model: "gpt-test",
      timeoutMs,
      onFallback: (_error, feature) => failures.push(feature),
    },
    fallback,
  );
  return { tools, fake, failures };
}

export async function eventsOf(stream: AsyncIterable<CoachStreamEvent>): Promise<CoachStreamEvent[]> {
  const events: CoachStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

/** The deltas' text joined, and the done event. */
export function readEvents(events: CoachStreamEvent[]) {
  const deltas = events.flatMap((event) => (event.type === "delta" ? [event.text] : []));
  const done = events.at(-1);
  return { deltas, text: deltas.join(""), done: done?.type === "done" ? done : undefined };
}
