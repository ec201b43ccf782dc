import { mindsetScriptMessages } from "@onepercent/validators/messages/mindset-script";
import { useEffect, useRef, useState } from "react";
import {
  chooseRecordingFormat,
  elapsedSeconds,
  IDLE,
  pauseRecording,
  RECORDING_CHUNK_MS,
  type RecorderState,
  recordingFileName,
  resumeRecording,
  startRecording,
  stopRecording,
} from "./recorder";

export interface Recording {
  url: string;
  fileName: string;
  /** The recorded bytes, to upload to the library. */
  blob: Blob;
}

/** Where starting failed: no recorder in this browser, the microphone refused, or the recorder itself. */
export type RecorderFailure = "unsupported" | "microphone" | "recorder";

export interface VoiceRecorderOptions {
  /** The recording's file name without its extension. */
  fileBase?: string;
  /** The message for a failed start; by default the mindset script's (§8 'Could not access microphone: …'). */
  describeError?: (failure: RecorderFailure, cause: unknown) => string;
}

const messageOf = (cause: unknown) => (cause instanceof Error && cause.message ? cause.message : String(cause));

const mindsetScriptError = (failure: RecorderFailure, cause: unknown) =>
  mindsetScriptMessages.microphoneFailed(
    failure === "unsupported" ? mindsetScriptMessages.recordingUnsupported : messageOf(cause),
  );

/** Stops every track of the stream: the browser's microphone indicator goes off. */
const release = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * Records the user's voice with MediaRecorder (training-and-tools.md §4, §9): the preferred
 * format, a chunk every second, Pause/Resume, a clock-based seconds counter, and the recording
 * as an object URL with its real file name. The microphone is released on stop and on unmount.
 */
export function useVoiceRecorder({ fileBase, describeError = mindsetScriptError }: VoiceRecorderOptions = {}) {
  const [state, setState] = useState<RecorderState>(IDLE);
  const [now, setNow] = useState(() => Date.now());
  const [recording, setRecording] = useState<Recording | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const url = useRef<string | null>(null);
  const mounted = useRef(true);

  // The counter re-reads the clock while the recording runs.
  const running = state.status === "recording" && state.runningSince !== null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const active = recorder.current;
      if (active && active.state !== "inactive") {
        active.onstop = null;
        active.stop();
      }
      release(stream.current);
      if (url.current) URL.revokeObjectURL(url.current);
    };
  }, []);

  const move = (next: (current: RecorderState, at: number) => RecorderState) => {
    const at = Date.now();
    setNow(at);
    setState((current) => next(current, at));
  };

  const discard = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
    setRecording(null);
  };

  const start = async () => {
    setError(null);
    discard();
    if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      setError(describeError("unsupported", null));
      return;
    }
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (cause) {
      setError(describeError("microphone", cause));
      return;
    }
    // The page was left while the browser asked for the microphone.
    if (!mounted.current) return release(media);
    stream.current = media;
    try {
      const mimeType = chooseRecordingFormat((type) => MediaRecorder.isTypeSupported(type));
      const next = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      next.onstop = () => {
        const type = next.mimeType || mimeType || "audio/webm";
        const blob = new Blob(chunks, { type });
        url.current = URL.createObjectURL(blob);
        setRecording({ url: url.current, fileName: recordingFileName(type, fileBase), blob });
      };
      next.start(RECORDING_CHUNK_MS);
      recorder.current = next;
      move((_, at) => startRecording(at));
    } catch (cause) {
      release(stream.current);
      stream.current = null;
      setError(describeError("recorder", cause));
    }
  };

  const pause = () => {
    if (recorder.current?.state === "recording") recorder.current.pause();
    move(pauseRecording);
  };
  const resume = () => {
    if (recorder.current?.state === "paused") recorder.current.resume();
    move(resumeRecording);
  };
  const stop = () => {
    const active = recorder.current;
    if (active && active.state !== "inactive") active.stop();
    release(stream.current);
    stream.current = null;
    move(stopRecording);
  };
  /** Record again: the last recording is dropped. */
  const reset = () => {
    discard();
    setError(null);
    setState(IDLE);
  };

  return { state, seconds: elapsedSeconds(state, now), recording, error, start, pause, resume, stop, reset };
}
