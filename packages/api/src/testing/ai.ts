import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SpeechProvider, ToolsCoach } from "@onepercent/ai";
import { localAudioStorage } from "@onepercent/audio";
import type { CoachStreamEvent } from "@onepercent/validators";
import { afterAll } from "vitest";
import type { AiServices } from "../context";

// What the AI tools' integration tests share: a coach that answers at once (its words are the
// built-in coach's concern, tested in packages/ai) and files under a temporary directory.

/** The pieces a fake answer streams: three deltas, then done with their text. */
export const FAKE_ANSWER_PIECES = ["Breathe in for four. ", "Let the nerves mean you care. ", "Then play."];

/** A coach whose texts name what it was given, so tests see what the server passed. */
export function fakeTools(options: { hold?: Promise<void> } = {}): ToolsCoach & { questions: string[] } {
  const questions: string[] = [];
  return {
    questions,
    visualizationTemplates: (athlete) => [
      { id: "confidence", title: "Confidence", description: "Before a game", script: `I am ${athlete.name}.` },
    ],
    visualizationScript: async ({ athlete, settings }) => ({
      source: "built-in",
      value:
        `${athlete.name}, for ${settings.duration} minutes: ${athlete.mission} ${athlete.affirmations.join(" ")}`.trim(),
    }),
    imageryScript: async ({ name, sport, position, keys, settings }) => ({
      source: "built-in",
      value: `${name}, ${sport} ${position}, ${settings.scenario}: ${keys.join(" | ")}`,
    }),
    async *askCoach({ question, athlete }): AsyncGenerator<CoachStreamEvent> {
      questions.push(question);
      for (const [index, text] of FAKE_ANSWER_PIECES.entries()) {
        if (index === 1 && options.hold) await options.hold;
        yield { type: "delta", text };
      }
      yield { type: "done", answer: `${FAKE_ANSWER_PIECES.join("")} (${athlete.name})`, source: "built-in" };
    },
    coachTips: () => ["Ask about nerves before games"],
  };
}

/** Every file under `root`, as paths relative to it. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** AI services for a test file: the fake coach, `speech` when given, files under a temporary directory removed after the file. */
export function testAi(options: { tools?: ToolsCoach; speech?: SpeechProvider } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), "onepercent-ai-test-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const ai: AiServices = {
    tools: options.tools ?? fakeTools(),
    speech: options.speech,
    storage: localAudioStorage(root),
  };
  return { ai, root, files: () => filesUnder(root) };
}
