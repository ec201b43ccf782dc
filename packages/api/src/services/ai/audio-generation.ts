import { renderSpeechTrack, renderTrackFromPcm, type TrackRequest } from "@onepercent/audio";
import type { Database } from "@onepercent/db";
import {
  aiFileUrl,
  aiMessages,
  type CoachSource,
  type GenerateAudioInput,
  type GeneratedAudio,
} from "@onepercent/validators";
import type { AiServices } from "../../context";
import { insertAiFile, storingBytes } from "./ai-files";
import { paidBy, reserveAudioMinutes } from "./quotas";

// Generate Audio (training-and-tools.md §2 AI tools, §9): the script spoken over the chosen
// background, exactly the chosen duration long, kept for GENERATED_AUDIO_KEEP_HOURS unless saved.

/**
 * The track's MP3: the provider's voice (OpenAI speech) mixed by the audio engine when there is
 * one and it answers; on any failure of it (no answer, an error, speech longer than the track) the
 * offline voice speaks.
 */
async function renderTrack(
  ai: AiServices,
  request: TrackRequest & { script: string },
): Promise<{ bytes: Uint8Array; source: CoachSource }> {
  if (ai.speech) {
    try {
      const pcm = await ai.speech.speak(request.script, request.voice, request.pace);
      if (pcm) return { bytes: await renderTrackFromPcm(pcm, request), source: "openai" };
    } catch {
      // The offline voice below: a provider failure never fails the generation.
    }
  }
  return { bytes: await renderSpeechTrack(request), source: "built-in" };
}

/**
 * Renders `text` with the settings (the duration honoured to the sample), stores it for the caller
 * under a random name and answers its URL. Counts the track's minutes against the caller's daily
 * audio quota first; a failed render gives them back.
 */
export async function generateAudio(
  db: Database,
  ai: AiServices,
  userId: string,
  input: GenerateAudioInput,
): Promise<GeneratedAudio> {
  const { text, settings } = input;
  const hold = await reserveAudioMinutes(db, ai, userId, settings.duration);
  return paidBy(hold, async () => {
    const durationSeconds = settings.duration * 60;
    const { bytes, source } = await renderTrack(ai, {
      script: text,
      voice: settings.voice,
      pace: settings.pace,
      background: settings.background,
      durationSeconds,
    });
    const file = await storingBytes(ai.storage, { userId, extension: "mp3", bytes }, (stored) =>
      insertAiFile(db, { ...stored, userId, mimeType: "audio/mpeg", durationSeconds, origin: "generated" }),
    );
    return {
      id: file.id,
      audioUrl: aiFileUrl(file.id),
      message: aiMessages.imageryAudioGenerated,
      durationSeconds,
      source,
    };
  });
}
