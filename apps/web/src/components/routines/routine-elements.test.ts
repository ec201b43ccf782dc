import { routineSpeechTexts } from "@onepercent/validators/routines";
import { describe, expect, it } from "vitest";
import { timeAgo } from "../../lib/time-ago";
import { sessionMs } from "../focus/breathwork/breath-session";
import { rehearsalSummary } from "./rehearsal-summary";
import { rehearsalBreath, routineElements, routineSpeechUrl, spokenIndex } from "./routine-elements";

describe("routineElements", () => {
  it("goes Trigger, 'Take a Breath', Physical Action, 'Take Another Breath', then each step numbered", () => {
    const elements = routineElements({
      triggerDescription: "Step to the line",
      physicalAction: "Bounce twice",
      steps: ["Look at the rim", "Breathe out", "Shoot"],
    });
    expect(elements.map((element) => element.title)).toEqual([
      "Trigger",
      "Take a Breath",
      "Physical Action",
      "Take Another Breath",
      "Step 1",
      "Step 2",
      "Step 3",
    ]);
    expect(elements[2]).toMatchObject({ kind: "text", text: "Bounce twice" });
    expect(elements[6]).toMatchObject({ kind: "step", text: "Shoot", number: 3, of: 3 });
  });
});

describe("spokenIndex", () => {
  it("numbers the text elements as the server's spoken texts are, and leaves the breaths silent", () => {
    const routine = { triggerDescription: "Line", physicalAction: "Bounce", steps: ["Rim", "Out", "Shoot"] };
    const elements = routineElements(routine);
    const texts = routineSpeechTexts(routine);
    elements.forEach((element, position) => {
      const index = spokenIndex(elements, position);
      if (element.kind === "breath") expect(index).toBeNull();
      else expect(index === null ? undefined : texts[index]).toBe(element.text);
    });
    expect(spokenIndex(elements, elements.length)).toBeNull();
    expect(routineSpeechUrl("abc", 4)).toBe("/api/routines/abc/speech/4.mp3");
  });
});

describe("rehearsalBreath", () => {
  it("is one cyclic sigh: in 2 s, in again 1 s, out 6 s", () => {
    const breath = rehearsalBreath();
    expect(breath).toMatchObject({ name: "Cyclic Sighing", inhale: 2, hold1: 1, exhale: 6, hold2: 0, cycles: 1 });
    expect(sessionMs(breath)).toBe(9000);
  });
});

describe("rehearsalSummary", () => {
  const now = new Date("2026-11-25T18:00:00Z");
  it("says how often and how long ago", () => {
    expect(rehearsalSummary(0, null, now)).toBe("Not rehearsed yet");
    expect(rehearsalSummary(1, new Date("2026-11-25T17:59:30Z"), now)).toBe("Rehearsed once, last just now");
    expect(rehearsalSummary(12, new Date("2026-11-23T09:00:00Z"), now)).toBe("Rehearsed 12 times, last 2 days ago");
  });
  it("picks the largest unit that fits", () => {
    expect(timeAgo(new Date("2026-11-25T15:10:00Z"), now)).toBe("2 hours ago");
    expect(timeAgo(new Date("2026-11-24T17:00:00Z"), now)).toBe("yesterday");
    expect(timeAgo(new Date("2026-11-25T17:55:00Z"), now)).toBe("5 minutes ago");
    expect(timeAgo(new Date("2026-10-01T18:00:00Z"), now)).toBe("last month");
  });
});
