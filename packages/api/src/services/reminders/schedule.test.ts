import { DAY_CODES } from "@onepercent/validators/calendar";
import { describe, expect, it } from "vitest";
import { inQuietHours, localInstant, nextDueAt } from "./schedule";

const everyDay = { time: "07:30", days: DAY_CODES };
const at = (iso: string) => new Date(iso);
const wallClock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "short" }).format(instant);

describe("nextDueAt", () => {
  it.each([
    // Europe/Berlin: spring forward 2026-03-29 02:00 → 03:00, fall back 2026-10-25 03:00 → 02:00.
    ["Europe/Berlin", "2026-03-28T07:00:00Z", "2026-03-29T05:30:00.000Z", "2026-03-29 07:30"],
    ["Europe/Berlin", "2026-10-24T06:00:00Z", "2026-10-25T06:30:00.000Z", "2026-10-25 07:30"],
    // America/New_York: spring forward 2026-03-08, fall back 2026-11-01.
    ["America/New_York", "2026-03-07T13:00:00Z", "2026-03-08T11:30:00.000Z", "2026-03-08 07:30"],
    ["America/New_York", "2026-10-31T12:00:00Z", "2026-11-01T12:30:00.000Z", "2026-11-01 07:30"],
  ])("lands 07:30 in %s on the day the clocks change (after %s)", (zone, after, expected, local) => {
    const due = nextDueAt(everyDay, zone, at(after));
    expect(due.toISOString()).toBe(expected);
    expect(wallClock(due, zone)).toBe(local);
  });

  it("keeps 07:30 local on the days after a change", () => {
    let due = at("2026-03-27T12:00:00Z");
    const seen: string[] = [];
    for (let day = 0; day < 4; day++) {
      due = nextDueAt(everyDay, "Europe/Berlin", due);
      seen.push(wallClock(due, "Europe/Berlin"));
    }
    expect(seen).toEqual(["2026-03-28 07:30", "2026-03-29 07:30", "2026-03-30 07:30", "2026-03-31 07:30"]);
  });

  it("is strictly after the given instant", () => {
    const due = nextDueAt(everyDay, "Europe/Berlin", at("2026-06-01T05:30:00Z"));
    expect(due.toISOString()).toBe("2026-06-02T05:30:00.000Z");
  });

  it("is today when the time has not come yet", () => {
    const due = nextDueAt(everyDay, "Europe/Berlin", at("2026-06-01T05:29:59Z"));
    expect(due.toISOString()).toBe("2026-06-01T05:30:00.000Z");
  });

  it("respects the days of the week", () => {
    // 2026-06-01 is a Monday; Berlin is UTC+2 in June.
    const rule = { time: "20:00", days: ["WE", "SA"] as const };
    const first = nextDueAt(rule, "Europe/Berlin", at("2026-06-01T12:00:00Z"));
    const second = nextDueAt(rule, "Europe/Berlin", first);
    const third = nextDueAt(rule, "Europe/Berlin", second);
    expect([first, second, third].map((due) => due.toISOString())).toEqual([
      "2026-06-03T18:00:00.000Z",
      "2026-06-06T18:00:00.000Z",
      "2026-06-10T18:00:00.000Z",
    ]);
  });

  it("takes the day in the athlete's zone, not UTC", () => {
    // 23:00 UTC on Monday is already Tuesday 08:00 in Tokyo.
    const due = nextDueAt({ time: "07:30", days: ["TU"] }, "Asia/Tokyo", at("2026-06-01T23:00:00Z"));
    expect(due.toISOString()).toBe("2026-06-08T22:30:00.000Z");
  });

  it("sends a time the clocks skip at the first instant after the gap", () => {
    const rule = { time: "02:30", days: DAY_CODES };
    const berlin = nextDueAt(rule, "Europe/Berlin", at("2026-03-28T12:00:00Z"));
    expect(berlin.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(wallClock(berlin, "Europe/Berlin")).toBe("2026-03-29 03:00");
    const newYork = nextDueAt(rule, "America/New_York", at("2026-03-07T12:00:00Z"));
    expect(newYork.toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(wallClock(newYork, "America/New_York")).toBe("2026-03-08 03:00");
  });

  it("sends a time that happens twice once, at its first occurrence", () => {
    const rule = { time: "02:30", days: DAY_CODES };
    const first = nextDueAt(rule, "Europe/Berlin", at("2026-10-24T12:00:00Z"));
    expect(first.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(nextDueAt(rule, "Europe/Berlin", first).toISOString()).toBe("2026-10-26T01:30:00.000Z");
  });

  it("refuses a rule without days", () => {
    expect(() => nextDueAt({ time: "07:30", days: [] }, "UTC", at("2026-06-01T00:00:00Z"))).toThrow();
  });
});

describe("localInstant", () => {
  it("reads a wall-clock time in a zone", () => {
    expect(localInstant("2026-01-15", "07:30", "America/New_York").toISOString()).toBe("2026-01-15T12:30:00.000Z");
    expect(localInstant("2026-07-15", "07:30", "UTC").toISOString()).toBe("2026-07-15T07:30:00.000Z");
  });
});

describe("inQuietHours", () => {
  const quiet = { start: "22:00", end: "07:00" };
  it.each([
    ["2026-06-01T19:59:00Z", false], // 21:59 Berlin
    ["2026-06-01T20:00:00Z", true], // 22:00
    ["2026-06-01T23:30:00Z", true], // 01:30 the next day
    ["2026-06-02T04:59:00Z", true], // 06:59
    ["2026-06-02T05:00:00Z", false], // 07:00: the end is not quiet
  ])("runs past midnight (%s → %s)", (instant, expected) => {
    expect(inQuietHours(at(instant), "Europe/Berlin", quiet)).toBe(expected);
  });

  it("holds within a day", () => {
    const lunch = { start: "12:00", end: "13:00" };
    expect(inQuietHours(at("2026-06-01T10:30:00Z"), "Europe/Berlin", lunch)).toBe(true);
    expect(inQuietHours(at("2026-06-01T11:00:00Z"), "Europe/Berlin", lunch)).toBe(false);
  });

  it("is never quiet without quiet hours", () => {
    expect(inQuietHours(at("2026-06-01T23:30:00Z"), "Europe/Berlin", null)).toBe(false);
  });
});
