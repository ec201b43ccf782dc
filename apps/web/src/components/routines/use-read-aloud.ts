import { focusMessages } from "@onepercent/validators/messages/focus";
import { type RefObject, useEffect, useRef, useState } from "react";
import { readLocal, writeLocal } from "../../lib/flags";

/** Whether the rehearsal reads its steps out is kept in this browser (off until turned on). */
const READ_ALOUD_KEY = "onepercent.routineReadAloud";

/** Shown when an element's voice could not be loaded; the rehearsal goes on without it. */
const SPEECH_UNAVAILABLE = "The voice could not be loaded. The rehearsal goes on without it.";

const readStored = (): boolean => readLocal(READ_ALOUD_KEY) === "true";
const store = (on: boolean): void => writeLocal({ [READ_ALOUD_KEY]: String(on) });

const isNamed = (error: unknown, name: string) => error instanceof DOMException && error.name === name;

/**
 * The rehearsal's voice: one audio element that plays `url` (the element on screen) while read
 * aloud is on, and stops when the element changes, the voice is turned off or the rehearsal
 * closes. Turning it on plays at once, inside the click (a user gesture, so browsers allow it);
 * a refusal shows §8's 'Audio playback was blocked…'. Without `url` (a breath, an offline
 * routine) it stays silent.
 */
export function useReadAloud(url: string | null): {
  audioRef: RefObject<HTMLAudioElement | null>;
  on: boolean;
  toggle: () => void;
  note: string | null;
  onError: () => void;
} {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [on, setOn] = useState(readStored);
  const [note, setNote] = useState<string | null>(null);

  const play = (source: string) => {
    const audio = audioRef.current;
    if (!audio) return;
    setNote(null);
    if (audio.getAttribute("src") !== source) audio.src = source;
    audio.currentTime = 0;
    audio.play().catch((error: unknown) => {
      // Moving on paused it before it began: nothing went wrong.
      if (isNamed(error, "AbortError")) return;
      setNote(isNamed(error, "NotAllowedError") ? focusMessages.audioBlocked : SPEECH_UNAVAILABLE);
    });
  };

  // The voice follows the element and the switch; the one the click started is left playing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `play` only reads the ref and sets the note.
  useEffect(() => {
    const audio = audioRef.current;
    if (!on || url === null) audio?.pause();
    else if (audio?.paused !== false || audio.getAttribute("src") !== url) play(url);
  }, [on, url]);

  // A closed rehearsal takes its voice with it (a detached element would play on).
  useEffect(() => {
    const audio = audioRef.current;
    return () => audio?.pause();
  }, []);

  const toggle = () => {
    const next = !on;
    store(next);
    setOn(next);
    setNote(null);
    // Inside the click, so that the first play is allowed (the effect then finds it playing).
    if (next && url !== null) play(url);
  };

  return { audioRef, on, toggle, note, onError: () => on && url !== null && setNote(SPEECH_UNAVAILABLE) };
}
