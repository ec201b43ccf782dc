import { describe, expect, it } from "vitest";
import { fileStem, lengthText, libraryFileName, minutesText } from "./ai-format";

describe("library file names", () => {
  it("turn a title into a plain stem", () => {
    expect(fileStem("Game day, calm!")).toBe("game-day-calm");
    expect(fileStem("  Élan — before tip-off  ")).toBe("elan-before-tip-off");
    expect(fileStem("!!!")).toBe("audio");
    expect(fileStem("a".repeat(80))).toHaveLength(60);
  });

  it("carry the extension of the file's real type, MP3 for generated tracks", () => {
    expect(libraryFileName("In my own voice", "audio/webm;codecs=opus")).toBe("in-my-own-voice.webm");
    expect(libraryFileName("Track", "audio/mp4")).toBe("track.m4a");
    expect(libraryFileName("Track", null)).toBe("track.mp3");
  });
});

describe("lengths", () => {
  it("show minutes and seconds, or nothing when the file does not say", () => {
    expect(lengthText(245)).toBe("4:05");
    expect(lengthText(null)).toBeNull();
    expect(minutesText(1)).toBe("1 minute");
    expect(minutesText(20)).toBe("20 minutes");
  });
});
