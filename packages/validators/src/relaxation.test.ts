import { describe, expect, it } from "vitest";
import { focusMessages } from "./messages/focus";
import {
  formatMinutesSeconds,
  RELAXATION_MINUTES,
  RELAXATION_NOTES_MAX,
  RelaxationSessionInput,
  relaxationLabel,
  relaxationTrackPath,
} from "./relaxation";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("relaxation session input", () => {
  it("takes 1, 2 or 4 minutes, rounds the seconds relaxed and defaults the notes", () => {
    expect(RelaxationSessionInput.parse({ durationMinutes: 2, actualDurationSeconds: 59.5 })).toEqual({
      durationMinutes: 2,
      actualDurationSeconds: 60,
      notes: "",
    });
    for (const durationMinutes of [1, 2, 4]) {
      const full = { durationMinutes, actualDurationSeconds: durationMinutes * 60, notes: " calm " };
      expect(RelaxationSessionInput.parse(full)).toEqual({ ...full, notes: "calm" });
    }
  });

  it("refuses any other length", () => {
    for (const durationMinutes of [0, 3, 5, "4"]) {
      expect(firstMessage(RelaxationSessionInput.safeParse({ durationMinutes, actualDurationSeconds: 0 }))).toBe(
        focusMessages.relaxationLengthInvalid,
      );
    }
  });

  it("refuses more seconds than the chosen length, and fewer than none", () => {
    expect(RelaxationSessionInput.safeParse({ durationMinutes: 1, actualDurationSeconds: 60 }).success).toBe(true);
    expect(firstMessage(RelaxationSessionInput.safeParse({ durationMinutes: 1, actualDurationSeconds: 61 }))).toBe(
      focusMessages.relaxationDurationInvalid,
    );
    expect(firstMessage(RelaxationSessionInput.safeParse({ durationMinutes: 4, actualDurationSeconds: -1 }))).toBe(
      focusMessages.relaxationDurationInvalid,
    );
  });

  it("refuses notes over the limit", () => {
    const notes = "x".repeat(RELAXATION_NOTES_MAX + 1);
    expect(
      firstMessage(RelaxationSessionInput.safeParse({ durationMinutes: 1, actualDurationSeconds: 1, notes })),
    ).toBe(focusMessages.relaxationNotesTooLong);
  });
});

describe("relaxation labels and times", () => {
  it("labels the lengths Quick, Short and Standard and names their tracks", () => {
    expect(RELAXATION_MINUTES.map(relaxationLabel)).toEqual(["Quick", "Short", "Standard"]);
    expect(relaxationTrackPath(4)).toBe("/audio/relaxation/4min-relaxation.mp3");
  });

  it("formats seconds as m:ss", () => {
    expect(formatMinutesSeconds(0)).toBe("0:00");
    expect(formatMinutesSeconds(9.9)).toBe("0:09");
    expect(formatMinutesSeconds(75)).toBe("1:15");
    expect(formatMinutesSeconds(240)).toBe("4:00");
    expect(formatMinutesSeconds(-5)).toBe("0:00");
  });
});
