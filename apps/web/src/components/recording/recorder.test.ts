import { describe, expect, it } from "vitest";
import {
  chooseRecordingFormat,
  elapsedMs,
  elapsedSeconds,
  IDLE,
  isPaused,
  pauseRecording,
  recordingExtension,
  recordingFileName,
  resumeRecording,
  startRecording,
  stopRecording,
} from "./recorder";

// A fixed instant: the recorder only ever sees the times a test gives it.
const t0 = Date.UTC(2026, 2, 14, 9, 0, 0);
const at = (seconds: number) => t0 + seconds * 1000;

describe("the recording format", () => {
  it("prefers webm, then mp4, then ogg, and leaves the choice to the browser when none fits", () => {
    const supports =
      (...types: string[]) =>
      (mimeType: string) =>
        types.includes(mimeType);
    expect(chooseRecordingFormat(supports("audio/ogg", "audio/mp4", "audio/webm"))).toBe("audio/webm");
    expect(chooseRecordingFormat(supports("audio/ogg", "audio/mp4"))).toBe("audio/mp4");
    expect(chooseRecordingFormat(supports("audio/ogg"))).toBe("audio/ogg");
    expect(chooseRecordingFormat(supports("audio/wav"))).toBeUndefined();
  });

  it("names the download with the recording's real extension", () => {
    expect(recordingFileName("audio/webm;codecs=opus")).toBe("mindset-recording.webm");
    expect(recordingFileName("audio/mp4")).toBe("mindset-recording.m4a");
    expect(recordingFileName("audio/ogg; codecs=opus")).toBe("mindset-recording.ogg");
    expect(recordingExtension("audio/mpeg")).toBe("mp3");
    expect(recordingExtension("audio/x-m4a")).toBe("m4a");
    expect(recordingExtension("audio/flac")).toBe("flac");
    expect(recordingExtension("")).toBe("webm");
  });
});

describe("the recorder's states", () => {
  it("goes idle → recording → stopped, counting seconds from the clock", () => {
    expect(elapsedSeconds(IDLE, at(5))).toBe(0);
    const recording = startRecording(t0);
    expect(recording.status).toBe("recording");
    expect(elapsedSeconds(recording, at(0.9))).toBe(0);
    expect(elapsedSeconds(recording, at(1))).toBe(1);
    // However rarely it is asked (a hidden tab), the time is right.
    expect(elapsedSeconds(recording, at(95.5))).toBe(95);
    const stopped = stopRecording(recording, at(12.4));
    expect(stopped).toEqual({ status: "stopped", durationMs: 12_400 });
    expect(elapsedSeconds(stopped, at(500))).toBe(12);
  });

  it("stands still while paused and runs on after resuming; a stop while paused keeps the time", () => {
    const paused = pauseRecording(startRecording(t0), at(10));
    expect(isPaused(paused)).toBe(true);
    expect(elapsedSeconds(paused, at(300))).toBe(10);
    const resumed = resumeRecording(paused, at(300));
    expect(isPaused(resumed)).toBe(false);
    expect(elapsedSeconds(resumed, at(305))).toBe(15);
    const twice = pauseRecording(resumeRecording(pauseRecording(resumed, at(306)), at(400)), at(402.5));
    expect(elapsedMs(twice, at(9999))).toBe(18_500);
    expect(stopRecording(twice, at(9999))).toEqual({ status: "stopped", durationMs: 18_500 });
  });

  it("ignores what does not apply to the state", () => {
    const recording = startRecording(t0);
    expect(resumeRecording(recording, at(3))).toBe(recording);
    expect(pauseRecording(IDLE, at(3))).toBe(IDLE);
    expect(stopRecording(IDLE, at(3))).toBe(IDLE);
    const stopped = stopRecording(recording, at(3));
    expect(pauseRecording(stopped, at(4))).toBe(stopped);
    expect(resumeRecording(stopped, at(4))).toBe(stopped);
    expect(stopRecording(stopped, at(4))).toBe(stopped);
    expect(isPaused(stopped)).toBe(false);
  });
});
