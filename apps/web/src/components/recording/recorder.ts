/**
 * The voice recorder as plain values (training-and-tools.md §4 Mindset recording, §9
 * Recording): the format to ask the browser for, the file name a recording is downloaded
 * under, and the states idle → recording (paused or not) → stopped with the time recorded,
 * measured from a clock rather than counted in ticks. No React, no DOM.
 */

/** §9: webm first, then mp4, then ogg; each with the extension its files really have. */
const RECORDING_FORMATS = [
  { mimeType: "audio/webm", extension: "webm" },
  { mimeType: "audio/mp4", extension: "m4a" },
  { mimeType: "audio/ogg", extension: "ogg" },
] as const;

/** §9: the recorder hands over a chunk every second. */
export const RECORDING_CHUNK_MS = 1000;

/** The first format the browser can record, or undefined to let it choose its own. */
export function chooseRecordingFormat(isTypeSupported: (mimeType: string) => boolean): string | undefined {
  return RECORDING_FORMATS.find(({ mimeType }) => isTypeSupported(mimeType))?.mimeType;
}

const EXTENSIONS: Record<string, string> = {
  ...Object.fromEntries(RECORDING_FORMATS.map(({ mimeType, extension }) => [mimeType, extension])),
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/aac": "aac",
  "video/webm": "webm",
  "video/mp4": "m4a",
};

/** The extension of a recording of `mimeType` ("audio/webm;codecs=opus" → "webm"). */
export function recordingExtension(mimeType: string): string {
  const base = mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
  const known = EXTENSIONS[base];
  if (known) return known;
  const subtype = base
    .split("/")[1]
    ?.replace(/^x-/, "")
    .replace(/[^a-z0-9]/g, "");
  return subtype || "webm";
}

/** The downloaded recording's name, with its real extension (the old client named webm files .mp3). */
export const recordingFileName = (mimeType: string, base = "mindset-recording") =>
  `${base}.${recordingExtension(mimeType)}`;

export type RecorderState =
  | { status: "idle" }
  /** `runningSince` is null while paused; the runs between pauses add up in `bankedMs`. */
  | { status: "recording"; bankedMs: number; runningSince: number | null }
  | { status: "stopped"; durationMs: number };

export const IDLE: RecorderState = { status: "idle" };

/** A recording started at `now`. */
export const startRecording = (now: number): RecorderState => ({ status: "recording", bankedMs: 0, runningSince: now });

/** The time recorded at `now` (the length of a stopped recording). */
export function elapsedMs(state: RecorderState, now: number): number {
  if (state.status === "idle") return 0;
  if (state.status === "stopped") return state.durationMs;
  const running = state.runningSince === null ? 0 : Math.max(0, now - state.runningSince);
  return state.bankedMs + running;
}

/** What the seconds counter shows at `now`. */
export const elapsedSeconds = (state: RecorderState, now: number) => Math.floor(elapsedMs(state, now) / 1000);

export const isPaused = (state: RecorderState) => state.status === "recording" && state.runningSince === null;

/** Pause keeps the time so far; pausing anything but a running recording changes nothing. */
export function pauseRecording(state: RecorderState, now: number): RecorderState {
  if (state.status !== "recording" || state.runningSince === null) return state;
  return { status: "recording", bankedMs: elapsedMs(state, now), runningSince: null };
}

/** Resume runs the clock again from `now`. */
export function resumeRecording(state: RecorderState, now: number): RecorderState {
  if (state.status !== "recording" || state.runningSince !== null) return state;
  return { ...state, runningSince: now };
}

/** Stop (running or paused) keeps the length; stopping when not recording changes nothing. */
export function stopRecording(state: RecorderState, now: number): RecorderState {
  if (state.status !== "recording") return state;
  return { status: "stopped", durationMs: elapsedMs(state, now) };
}
