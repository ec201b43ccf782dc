import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const now = new Date("2026-11-20T12:00:00Z");
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("timeAgo", () => {
  it("says just now under a minute, then minutes, hours, days, weeks, months and years", () => {
    expect(timeAgo(before(30), now)).toBe("just now");
    expect(timeAgo(before(60), now)).toBe("1 minute ago");
    expect(timeAgo(before(5 * 60 + 20), now)).toBe("5 minutes ago");
    expect(timeAgo(before(2 * 3600 + 59 * 60), now)).toBe("2 hours ago");
    expect(timeAgo(before(26 * 3600), now)).toBe("yesterday");
    expect(timeAgo(before(3 * 86400), now)).toBe("3 days ago");
    expect(timeAgo(before(15 * 86400), now)).toBe("2 weeks ago");
    expect(timeAgo(before(65 * 86400), now)).toBe("2 months ago");
    expect(timeAgo(before(400 * 86400), now)).toBe("last year");
  });

  it("never speaks of the future (a clock a little ahead)", () => {
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toBe("just now");
  });
});
