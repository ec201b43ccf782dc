import { describe, expect, it } from "vitest";
import { clockText, daysText, reminderSummary } from "./format";

describe("daysText", () => {
  it("names the usual sets of days, else lists them in the week's order", () => {
    expect(daysText(["SU", "MO", "TU", "WE", "TH", "FR", "SA"])).toBe("Every day");
    expect(daysText(["FR", "MO", "TU", "WE", "TH"])).toBe("Weekdays");
    expect(daysText(["SA", "SU"])).toBe("Weekends");
    expect(daysText(["FR", "MO", "WE"])).toBe("Mon, Wed, Fri");
  });
});

describe("reminderSummary", () => {
  it("says Off for a reminder that is off or not set", () => {
    expect(reminderSummary(undefined)).toBe("Off");
    expect(reminderSummary({ time: "07:30", days: ["MO"], enabled: false })).toBe("Off");
  });

  it("says when a reminder that is on comes, in the time the fields show", () => {
    expect(reminderSummary({ time: "07:30", days: ["SU"], enabled: true })).toBe(`Sun at ${clockText("07:30")}`);
  });
});

describe("clockText", () => {
  it("leaves a time being typed as it is", () => {
    expect(clockText("7:3")).toBe("7:3");
    expect(clockText("")).toBe("");
  });
});
