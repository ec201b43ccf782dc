import { focusMessages } from "@onepercent/validators/messages/focus";
import { type RefObject, useRef, useState } from "react";

/** Shown when the track could not be fetched or decoded; the timer runs on in silence. */
const AUDIO_UNAVAILABLE = "The guided audio could not be loaded. The timer runs on without it.";

const isNamed = (error: unknown, name: string) => error instanceof DOMException && error.name === name;

/**
 * The guided track (training-and-tools.md §7): one audio element, played from a click (a user
 * gesture, so browsers allow it). A refusal shows §8's 'Audio playback was blocked…'.
 */
export function useRelaxationAudio(): {
  audioRef: RefObject<HTMLAudioElement | null>;
  note: string | null;
  play: (fromSeconds?: number) => void;
  pause: () => void;
  /** The element failed to load its source. */
  onError: () => void;
} {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [note, setNote] = useState<string | null>(null);

  const play = (fromSeconds?: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    setNote(null);
    if (fromSeconds !== undefined) audio.currentTime = fromSeconds;
    audio.play().then(
      () => setNote(null),
      (error: unknown) => {
        // A pause before the play began aborts it: nothing went wrong.
        if (isNamed(error, "AbortError")) return;
        setNote(isNamed(error, "NotAllowedError") ? focusMessages.audioBlocked : AUDIO_UNAVAILABLE);
      },
    );
  };

  return {
    audioRef,
    note,
    play,
    pause: () => audioRef.current?.pause(),
    onError: () => setNote(AUDIO_UNAVAILABLE),
  };
}
