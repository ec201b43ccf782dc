import { describe, expect, it } from "vitest";
import { changeTimeFormat, teamCodeOf } from "./format";

const CODE = "Xk3_9a-QvB2mZ8rT1yW4uE7iO0pL5sD6fG9hJ2kL3nM";

describe("teamCodeOf", () => {
  it("takes a typed code as it is, trimmed", () => {
    expect(teamCodeOf(`  ${CODE} `)).toBe(CODE);
  });

  it("reads the code out of a pasted join link, with or without its origin", () => {
    expect(teamCodeOf(`https://app.example.com/profile/teams?code=${CODE}`)).toBe(CODE);
    expect(teamCodeOf(` /profile/teams?code=${CODE}&modal=contact-us `)).toBe(CODE);
    expect(teamCodeOf(`app.example.com/profile/teams?code=${CODE}`)).toBe(CODE);
  });

  it("sends a link without a code as it is, for the server to refuse", () => {
    expect(teamCodeOf("https://app.example.com/profile/teams")).toBe("https://app.example.com/profile/teams");
    expect(teamCodeOf("https://app.example.com/?code=")).toBe("https://app.example.com/?code=");
  });
});

describe("changeTimeFormat", () => {
  const when = changeTimeFormat({ locale: "en-GB", timeZone: "Europe/London" });
  const now = new Date("2026-11-26T18:00:00Z"); // a Thursday

  it("says Today for a change of the athlete's own day", () => {
    expect(when(new Date("2026-11-26T14:02:00Z"), now)).toBe("Today 14:02");
  });

  it("names the weekday within the week, the date before, the year before this one", () => {
    expect(when(new Date("2026-11-24T14:02:00Z"), now)).toBe("Tue 14:02");
    expect(when(new Date("2026-11-19T14:02:00Z"), now)).toBe("19 Nov 14:02");
    expect(when(new Date("2025-11-03T09:05:00Z"), now)).toBe("3 Nov 2025 09:05");
  });

  it("counts days in the athlete's time zone, not in UTC", () => {
    const tokyo = changeTimeFormat({ locale: "en-GB", timeZone: "Asia/Tokyo" });
    // The same UTC day, but Thursday 23:30 and Friday 02:00 in Tokyo.
    expect(tokyo(new Date("2026-11-26T14:30:00Z"), new Date("2026-11-26T17:00:00Z"))).toBe("Thu 23:30");
  });
});
