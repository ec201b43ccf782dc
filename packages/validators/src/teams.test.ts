import { describe, expect, it } from "vitest";
import { teamMessages } from "./messages/teams";
import {
  DEFAULT_SHARING,
  effectiveSharing,
  mayShareFullJournals,
  ratingsFalling,
  Sharing,
  sharedAreas,
  sharingSummary,
} from "./teams";

describe("mayShareFullJournals", () => {
  it("counts the age an athlete is certain to have reached from the birth year alone", () => {
    // Born in 2010: 15 or 16 during 2026, so 15 until the year ends.
    expect(mayShareFullJournals(2010, "2026-01-01")).toBe(false);
    expect(mayShareFullJournals(2010, "2026-12-31")).toBe(false);
    expect(mayShareFullJournals(2010, "2027-01-01")).toBe(true);
    expect(mayShareFullJournals(2009, "2026-06-15")).toBe(true);
    expect(mayShareFullJournals(2014, "2026-06-15")).toBe(false);
  });

  it("lets coaches read journal ratings only while an athlete who shares full entries is too young", () => {
    const full = Sharing.parse({ ...DEFAULT_SHARING, journals: "full" });
    expect(effectiveSharing(full, 2012, "2026-06-15")).toEqual({ ...full, journals: "ratings" });
    expect(effectiveSharing(full, 2000, "2026-06-15")).toEqual(full);
    expect(effectiveSharing(DEFAULT_SHARING, 2012, "2026-06-15")).toEqual(DEFAULT_SHARING);
  });
});

describe("sharingSummary", () => {
  it("names the coaches and what they see, in the settings' order", () => {
    const sharing = Sharing.parse({
      ...DEFAULT_SHARING,
      usage: "none",
      habits: "shared",
      focus: "shared",
      journals: "ratings",
    });
    expect(sharingSummary(["Rivera"], sharing)).toBe("Coach Rivera sees: habits, focus, journal ratings");
    expect(sharingSummary(["Kim", "Rivera"], sharing)).toBe(
      "Coach Kim and Coach Rivera see: habits, focus, journal ratings",
    );
    expect(sharingSummary(["A", "B", "C"], DEFAULT_SHARING)).toBe("Coach A, Coach B and Coach C see: usage counts");
    const everything = Sharing.parse({
      usage: "shared",
      habits: "shared",
      focus: "shared",
      routines: "shared",
      journals: "full",
      mvpMindset: "shared",
    });
    expect(sharedAreas(everything)).toHaveLength(6);
    expect(sharingSummary(["Rivera"], everything)).toBe(
      "Coach Rivera sees: usage counts, habits, focus, routines, full journal entries, MVP and mindset",
    );
    expect(sharingSummary(["Rivera"], { ...DEFAULT_SHARING, usage: "none" })).toBe("Coach Rivera sees: nothing");
    expect(sharingSummary([], everything)).toBe(teamMessages.noCoach);
  });
});

describe("ratingsFalling", () => {
  it("flags three falls in a row over four weeks with entries", () => {
    expect(ratingsFalling([null, 8, 7, 6, 5])).toBe(true);
    expect(ratingsFalling([9, 8, 7, 6, null])).toBe(true);
    expect(ratingsFalling([8, 7, 6, 5.5, 5])).toBe(true);
  });

  it("does not flag a level week, a rise, a gap or too few weeks", () => {
    expect(ratingsFalling([null, 8, 7, 7, 5])).toBe(false);
    expect(ratingsFalling([null, 8, 9, 6, 5])).toBe(false);
    expect(ratingsFalling([8, null, 7, 6, 5])).toBe(false);
    expect(ratingsFalling([null, null, 7, 6, 5])).toBe(false);
    expect(ratingsFalling([7, 6, 5])).toBe(false);
  });
});
