import { describe, expect, it } from "vitest";
import { whenText } from "./when-text";

/** A local time on a day of November 2026 (far from any clock change). */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

describe("whenText", () => {
  const now = at(18, 9, 15);

  it("says today and tomorrow by the local calendar day, with the local time", () => {
    expect(whenText(at(18, 21), now, "en-GB")).toBe("Today 21:00");
    expect(whenText(at(19, 0, 5), now, "en-GB")).toBe("Tomorrow 00:05");
    expect(whenText(at(19, 7, 30), now, "en-US")).toBe("Tomorrow 07:30 AM");
  });

  it("names the weekday within the week, and the date after it", () => {
    expect(whenText(at(22, 18), now, "en-GB")).toBe("Sunday 18:00");
    expect(whenText(at(25, 7, 30), now, "en-US")).toBe("Wed, Nov 25 07:30 AM");
  });
});
