import { type CoachSettings, createSpeech, createTools } from "@onepercent/ai";
import type { AiServices } from "@onepercent/api";
import { createMediaInspector } from "@onepercent/audio";
import type { ServerConfig } from "../config/config";
import { audioFilesOf } from "../files/audio-files";
import type { Logger } from "../runtime/logger";

/** The coach's settings from the configuration: OpenAI when a key is set, the built-in coach otherwise. */
export function coachSettingsOf(config: ServerConfig, logger: Logger): CoachSettings {
  const { env } = config;
  return {
    openAiApiKey: env.OPENAI_API_KEY,
    openAiBaseUrl: env.OPENAI_BASE_URL,
    openAiModel: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    openAiSpeechModel: env.OPENAI_TTS_MODEL,
    speechTimeoutMs: env.OPENAI_SPEECH_TIMEOUT_MS,
    maxTokens: env.OPENAI_MAX_TOKENS,
    onFallback: (error, feature) =>
      logger.warn({ err: error, feature }, "AI provider failed; the built-in coach answered"),
  };
}

/**
 * The AI tools of the server (issue 15): the configured coach's tools (OpenAI with fallback to the
 * built-in coach), OpenAI speech when a key is set (else the offline voice), and the audio storage
 * (DATA_DIR/audio or an S3 bucket, the same as the relaxation tracks', under ai/), and the reading
 * of uploaded recordings in workers within MEDIA_PARSE_DEADLINE_MS (decision 028).
 */
export function aiServicesOf(config: ServerConfig, logger: Logger): AiServices {
  const settings = coachSettingsOf(config, logger);
  return {
    tools: createTools(settings),
    speech: createSpeech(settings),
    storage: audioFilesOf(config, logger).storage,
    inspector: createMediaInspector({ deadlineMs: config.env.MEDIA_PARSE_DEADLINE_MS, prestart: config.production }),
  };
}
