import { describe, expect, it } from "vitest";
import {
  ConcentrationAttemptInput,
  formatGridTime,
  GRID_DURATION_MAX_MS,
  GRID_DURATION_MIN_MS,
  GRID_SIZES,
} from "./concentration";
import { focusMessages } from "./messages/focus";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("concentration attempt input", () => {
  it("takes the four grid sizes and rounds the time to whole ms", () => {
    for (const gridSize of GRID_SIZES) {
      expect(ConcentrationAttemptInput.parse({ duration: 12_345.6, gridSize })).toEqual({ duration: 12_346, gridSize });
    }
    expect(GRID_SIZES).toEqual([4, 5, 6, 8]);
  });

  it("refuses any other grid size", () => {
    for (const gridSize of [3, 7, 9, "6"]) {
      expect(firstMessage(ConcentrationAttemptInput.safeParse({ duration: 5000, gridSize }))).toBe(
        focusMessages.gridSizeInvalid,
      );
    }
  });

  it("takes 1 second to 1 hour and refuses anything outside", () => {
    for (const duration of [GRID_DURATION_MIN_MS, GRID_DURATION_MAX_MS]) {
      expect(ConcentrationAttemptInput.safeParse({ duration, gridSize: 6 }).success).toBe(true);
    }
    for (const duration of [GRID_DURATION_MIN_MS - 1, GRID_DURATION_MAX_MS + 1, "5000", undefined]) {
      expect(firstMessage(ConcentrationAttemptInput.safeParse({ duration, gridSize: 6 }))).toBe(
        focusMessages.gridDurationInvalid,
      );
    }
  });
});

describe("grid times", () => {
  it("shows mm:ss, and --:-- when there is none", () => {
    expect(formatGridTime(null)).toBe("--:--");
    expect(formatGridTime(undefined)).toBe("--:--");
    expect(formatGridTime(0)).toBe("00:00");
    expect(formatGridTime(9_999)).toBe("00:09");
    expect(formatGridTime(75_000)).toBe("01:15");
    expect(formatGridTime(GRID_DURATION_MAX_MS)).toBe("60:00");
  });
});
