import type { AudioSettings, CoachStreamEvent } from "@onepercent/validators";
import { zodResponseFormat } from "openai/helpers/zod";
import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import { z } from "zod";
import type { OpenAICoachOptions } from "./openai";
import { fallbackTo, openAIClient } from "./openai-client";
import {
  athleteData,
  CHAT_SYSTEM_PROMPT,
  fittingScript,
  imageryInstruction,
  SCRIPT_SYSTEM_PROMPT,
  scriptWords,
  visualizationInstruction,
} from "./openai-tools-prompts";
import type { CoachQuestion, Sourced, ToolsCoach } from "./types";

export interface OpenAIToolsOptions extends OpenAICoachOptions {
  /** The most tokens one answer may use (a script asks for what its length needs, up to this). */
  maxTokens?: number | undefined;
}

const DEFAULT_MAX_TOKENS = 4096;
/** A chat answer is short: at most this many tokens (or maxTokens when lower). */
const CHAT_MAX_TOKENS = 800;
/** Tokens per word of script, JSON and spare included. */
const TOKENS_PER_WORD = 2;
/** A script's timeout is the configured one per this many minutes of track (a long script takes longer to write). */
const MINUTES_PER_TIMEOUT = 5;

/** Said when a streamed answer breaks off and the built-in coach's answer follows. */
export const COACH_CONNECTION_LOST =
  "\n\n(The connection to the AI coach was lost; here is the built-in coach's answer.)\n\n";

const ModelScript = z.object({ script: z.string() });

/**
 * The AI tools behind the OpenAI API (or a compatible one): scripts as structured output
 * validated with zod, the coach's answer streamed, both capped in tokens and time. Any failure
 * (an error, a quota, a timeout, an answer that does not fit) gives `fallback`'s result, and a
 * stream that breaks off ends with `fallback`'s answer.
 */
export function createOpenAITools(options: OpenAIToolsOptions, fallback: ToolsCoach): ToolsCoach {
  const client = openAIClient(options);
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;

  async function writeScript(name: string, instruction: string, data: unknown, settings: AudioSettings) {
    const timeout = options.timeoutMs * Math.max(1, settings.duration / MINUTES_PER_TIMEOUT);
    const completion = await client.chat.completions.parse(
      {
        model: options.model,
        temperature: 0.8,
        max_completion_tokens: Math.min(maxTokens, scriptWords(settings.duration, settings.pace) * TOKENS_PER_WORD),
        messages: [
          { role: "system", content: `${SCRIPT_SYSTEM_PROMPT}\n\n${instruction}` },
          { role: "user", content: JSON.stringify(data) },
        ],
        response_format: zodResponseFormat(ModelScript, name),
      },
      // Per attempt, and for both attempts together: a quick error is retried, a hang is not waited for twice.
      { timeout, signal: AbortSignal.timeout(timeout) },
    );
    const parsed = completion.choices[0]?.message.parsed;
    if (parsed === null || parsed === undefined) throw new Error("the model gave no structured answer");
    const script = fittingScript(parsed.script, settings.duration, settings.pace);
    if (script === null) throw new Error("the model's script does not fit the track's length");
    return { source: "openai" as const, value: script };
  }

  const withFallback = fallbackTo(options.onFallback);

  /** The stream's chunks; no chunk for timeoutMs aborts it (the SDK's timeout ends with the headers). */
  async function* chunksOf(stream: AsyncIterable<ChatCompletionChunk>, controller: AbortController) {
    const iterator = stream[Symbol.asyncIterator]();
    for (;;) {
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      let next: IteratorResult<ChatCompletionChunk>;
      try {
        next = await iterator.next();
      } finally {
        clearTimeout(timer);
      }
      if (next.done) return;
      yield next.value;
    }
  }

  /** The model's answer as it is written; throws on any failure (the text so far is in `written`). */
  async function* streamAnswer(request: CoachQuestion, written: { text: string }) {
    const controller = new AbortController();
    try {
      const stream = await client.chat.completions.create(
        {
          model: options.model,
          temperature: 0.7,
          max_completion_tokens: Math.min(maxTokens, CHAT_MAX_TOKENS),
          stream: true,
          messages: [
            { role: "system", content: CHAT_SYSTEM_PROMPT },
            {
              role: "user",
              content: JSON.stringify({
                athlete: athleteData(request.athlete),
                conversationSoFar: request.history,
                question: request.question,
              }),
            },
          ],
        },
        // A chat does not wait for a retry: the built-in coach answers at once instead.
        { signal: controller.signal, maxRetries: 0 },
      );
      // The SDK ends the stream quietly when the connection breaks: only a finish reason means complete.
      let finished = false;
      for await (const chunk of chunksOf(stream, controller)) {
        const choice = chunk.choices[0];
        if (choice?.finish_reason) finished = true;
        const text = choice?.delta.content;
        if (!text) continue;
        written.text += text;
        yield text;
      }
      if (!finished) throw new Error("the answer broke off");
      if (written.text.trim() === "") throw new Error("the model gave an empty answer");
    } finally {
      controller.abort();
    }
  }

  async function* askCoach(request: CoachQuestion): AsyncGenerator<CoachStreamEvent> {
    const written = { text: "" };
    try {
      for await (const text of streamAnswer(request, written)) yield { type: "delta", text };
      yield { type: "done", answer: written.text, source: "openai" };
      return;
    } catch (error) {
      options.onFallback?.(error, "coach answer");
    }
    if (written.text === "") {
      yield* fallback.askCoach(request);
      return;
    }
    yield { type: "delta", text: COACH_CONNECTION_LOST };
    let answer = "";
    for await (const event of fallback.askCoach(request)) {
      if (event.type === "delta") yield event;
      else answer = event.answer;
    }
    yield { type: "done", answer: `${written.text}${COACH_CONNECTION_LOST}${answer}`, source: "built-in" };
  }

  return {
    visualizationTemplates: (athlete) => fallback.visualizationTemplates(athlete),
    coachTips: () => fallback.coachTips(),
    visualizationScript(request): Promise<Sourced<string>> {
      const template = request.templateId
        ? fallback.visualizationTemplates(request.athlete).find((item) => item.id === request.templateId)
        : undefined;
      return withFallback(
        "visualization script",
        () =>
          writeScript(
            "visualization_script",
            visualizationInstruction(request.settings, template !== undefined),
            {
              athlete: athleteData(request.athlete),
              ...(template ? { template: { title: template.title, script: template.script } } : {}),
            },
            request.settings,
          ),
        () => fallback.visualizationScript(request),
      );
    },
    imageryScript(request): Promise<Sourced<string>> {
      const { athlete, settings } = request;
      return withFallback(
        "imagery script",
        () =>
          writeScript(
            "imagery_script",
            imageryInstruction(settings),
            {
              name: request.name,
              sport: request.sport,
              position: request.position,
              keys: request.keys,
              goals: athlete.processGoals,
              mission: athlete.mission,
              vision: athlete.vision,
              oneWordFocus: athlete.oneWordFocus,
              role: athlete.role,
              yearsPlaying: athlete.yearsPlaying,
              scenario: settings.scenario,
              minutes: settings.duration,
            },
            settings,
          ),
        () => fallback.imageryScript(request),
      );
    },
    askCoach,
  };
}
