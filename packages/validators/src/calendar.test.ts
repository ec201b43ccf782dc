import { describe, expect, it } from "vitest";
import { addDays, currentAndPreviousWeek, dayCodeOf, isTimeZone, localDate, weekDays, weekStartOf } from "./calendar";

describe("calendar days in a time zone", () => {
  // Sunday 22 November 2026, 10:30 UTC.
  const instant = new Date("2026-11-22T10:30:00Z");

  it("is another day on each side of the date line", () => {
    expect(localDate(instant, "UTC")).toBe("2026-11-22");
    expect(localDate(instant, "Pacific/Kiritimati")).toBe("2026-11-23"); // UTC+14
    expect(localDate(new Date("2026-11-22T05:00:00Z"), "America/Los_Angeles")).toBe("2026-11-21");
  });

  it("starts weeks on Sunday, in the user's zone", () => {
    expect(weekStartOf("2026-11-22")).toBe("2026-11-22");
    expect(weekStartOf("2026-11-28")).toBe("2026-11-22");
    expect(weekStartOf("2026-11-21")).toBe("2026-11-15");
    // Late Saturday evening in Los Angeles is already Sunday in UTC: still last week there.
    const saturdayNight = new Date("2026-11-22T06:00:00Z");
    expect(currentAndPreviousWeek(saturdayNight, "America/Los_Angeles").current.start).toBe("2026-11-15");
    expect(currentAndPreviousWeek(saturdayNight, "UTC").current.start).toBe("2026-11-22");
  });

  it("crosses months, years and daylight-saving changes by whole days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09"); // US clocks go forward on 8 March 2026
    expect(weekStartOf("2027-01-02")).toBe("2026-12-27");
  });

  it("names days SU..SA and lists a week Sunday first", () => {
    expect(dayCodeOf("2026-11-22")).toBe("SU");
    expect(dayCodeOf("2026-11-28")).toBe("SA");
    expect(weekDays("2026-11-22")).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
  });

  it("gives the previous week as the seven days before", () => {
    expect(currentAndPreviousWeek(instant, "UTC")).toEqual({
      current: { start: "2026-11-22", end: "2026-11-29" },
      previous: { start: "2026-11-15", end: "2026-11-22" },
    });
  });

  it("knows real time zone names only", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
