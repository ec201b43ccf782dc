import { createBuiltInCoach } from "./built-in";
import { createBuiltInTools } from "./built-in/tools";
import { createOpenAICoach } from "./openai";
import { createOpenAISpeech } from "./openai-speech";
import { createOpenAITools } from "./openai-tools";
import type { CoachProvider, SpeechProvider, ToolsCoach } from "./types";

export { COACH_JOURNEY_OPTION, createBuiltInCoach } from "./built-in";
export { createBuiltInTools, DEFAULT_TEMPLATE_ID } from "./built-in/tools";
export { createOpenAICoach } from "./openai";
export * from "./types";

export interface CoachSettings {
  /** Without a key the built-in coach answers offline. */
  openAiApiKey?: string | undefined;
  openAiBaseUrl?: string | undefined;
  openAiModel: string;
  timeoutMs: number;
  /** The speech model (OpenAI speech; default gpt-4o-mini-tts). */
  openAiSpeechModel?: string | undefined;
  /** For a whole script's speech (default 45 s); beyond it the offline voice speaks. */
  speechTimeoutMs?: number | undefined;
  /** The most tokens one AI-tools answer may use (default 4096). */
  maxTokens?: number | undefined;
  /** Told about each provider failure (the built-in coach answers instead). */
  onFallback?: (error: unknown, feature: string) => void;
}

/** The coach the server uses: OpenAI when a key is configured, else the built-in coach. */
export function createCoach(settings: CoachSettings): CoachProvider {
  if (!settings.openAiApiKey) return createBuiltInCoach();
  return createOpenAICoach({
    apiKey: settings.openAiApiKey,
    baseURL: settings.openAiBaseUrl,
    model: settings.openAiModel,
    timeoutMs: settings.timeoutMs,
    onFallback: settings.onFallback,
  });
}

/** The AI tools the server uses: OpenAI (falling back to the built-in tools) when a key is configured, else the built-in tools. */
export function createTools(settings: CoachSettings): ToolsCoach {
  const builtIn = createBuiltInTools();
  if (!settings.openAiApiKey) return builtIn;
  return createOpenAITools(
    {
      apiKey: settings.openAiApiKey,
      baseURL: settings.openAiBaseUrl,
      model: settings.openAiModel,
      timeoutMs: settings.timeoutMs,
      maxTokens: settings.maxTokens,
      onFallback: settings.onFallback,
    },
    builtIn,
  );
}

/** OpenAI speech when a key is configured; without one (undefined) the offline voice speaks. */
export function createSpeech(settings: CoachSettings): SpeechProvider | undefined {
  if (!settings.openAiApiKey) return undefined;
  return createOpenAISpeech({
    apiKey: settings.openAiApiKey,
    baseURL: settings.openAiBaseUrl,
    model: settings.openAiSpeechModel,
    timeoutMs: settings.speechTimeoutMs,
    onFallback: settings.onFallback,
  });
}
