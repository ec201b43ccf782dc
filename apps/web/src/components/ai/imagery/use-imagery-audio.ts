import type { ImagerySettings } from "@onepercent/validators/ai-settings";
import { IMAGERY_AUDIO_TIMEOUT_MS, imageryAudioFailed } from "@onepercent/validators/ai-tools";
import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { useMutation } from "@tanstack/react-query";
import { failureMessage } from "../../../lib/form-errors";
import { httpStatusOf, isTRPCClientError, trpc } from "../../../lib/trpc";

/** Beyond the spec's words: why the call gave up (§9: 60 seconds). */
const TIMED_OUT = "it took longer than 60 seconds. Please try again, or choose a shorter duration.";

class TimedOut extends Error {}

/**
 * §8 Imagery: 'Failed to generate audio: {message}' with the server's message (or the general
 * failure when it has none for the user), the network message when no answer came.
 */
export function imageryAudioError(error: unknown): string {
  if (error instanceof TimedOut) return imageryAudioFailed(TIMED_OUT);
  if (!isTRPCClientError(error) || httpStatusOf(error) === null) return aiMessages.network;
  const message = failureMessage(error, "");
  return message ? imageryAudioFailed(message) : aiMessages.audioFailed;
}

/** Generate Audio for an imagery script (ai.audio.generate), given up after 60 seconds (§7, §9). */
export function useImageryAudio() {
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: async ({ text, settings }: { text: string; settings: ImagerySettings }) => {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, IMAGERY_AUDIO_TIMEOUT_MS);
      const { voice, background, pace, duration } = settings;
      try {
        return await utils.client.ai.audio.generate.mutate(
          { text, settings: { voice, background, pace, duration } },
          { signal: controller.signal },
        );
      } catch (error) {
        throw timedOut ? new TimedOut() : error;
      } finally {
        clearTimeout(timer);
      }
    },
  });
}
