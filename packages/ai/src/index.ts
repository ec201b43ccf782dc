import { createBuiltInCoach } from "./built-in";
import { createOpenAICoach } from "./openai";
import type { CoachProvider } from "./types";

export { COACH_JOURNEY_OPTION, createBuiltInCoach } from "./built-in";
export { createOpenAICoach, type OpenAICoachOptions } from "./openai";
export * from "./types";

export interface CoachSettings {
  /** Without a key the built-in coach answers offline. */
  openAiApiKey?: string | undefined;
  openAiBaseUrl?: string | undefined;
  openAiModel: string;
  timeoutMs: number;
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
