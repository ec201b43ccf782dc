import { describe, expect, it } from "vitest";
import { TrackEventInput, TrackInput } from "./analytics";
import { ANALYTICS_EVENTS, analyticsPath, pageTitleFor } from "./analytics-events";

describe("pageTitleFor", () => {
  it.each([
    ["/", "Home"],
    ["", "Home"],
    ["/home", "Home"],
    ["/dashboard", "Dashboard"],
    ["/mvp", "Motivation"],
    ["/daily-success-checklist", "Daily Habits"],
    ["/new-profile", "Create Profile"],
    ["/register", "Create Profile"],
    ["/login", "Sign In"],
    ["/terms-and-conditions", "Terms and Conditions"],
    ["/privacy-policy", "Privacy Policy"],
    ["/admin", "Admin Dashboard"],
    ["/reset-password/abc", "Reset Password"],
    ["/two-week-planner", "Two Week Planner"],
    ["/ai-tools", "Ai Tools"],
  ])("%s is %s", (pathname, title) => {
    expect(pageTitleFor(pathname)).toBe(title);
  });

  it("counts only the first segment, ignoring slashes, query and fragment", () => {
    expect(pageTitleFor("/performance-journal/2025-01-31")).toBe("Performance Journal");
    expect(pageTitleFor("/mvp/")).toBe("Motivation");
    expect(pageTitleFor("//dashboard")).toBe("Dashboard");
    expect(pageTitleFor("/login?error=no_user")).toBe("Sign In");
    expect(pageTitleFor("/?from=mail#top")).toBe("Home");
    expect(pageTitleFor("/Dashboard")).toBe("Dashboard");
  });
});

describe("analyticsPath", () => {
  it("keeps the path without query or fragment", () => {
    expect(analyticsPath("/performance-journal/2025-01-31?x=1#y")).toBe("/performance-journal/2025-01-31");
    expect(analyticsPath("/")).toBe("/");
  });

  it("drops the e-mailed reset token", () => {
    expect(analyticsPath("/reset-password/secret-token")).toBe("/reset-password");
  });
});

describe("TrackInput", () => {
  const event = { name: "Feature Used" as const, properties: { feature: "breathwork", minutes: 4, done: true } };

  it("accepts every event name, with optional path, properties and time", () => {
    const events = ANALYTICS_EVENTS.map((name) => ({ name, path: "/dashboard" }));
    expect(TrackInput.parse({ events }).events).toHaveLength(ANALYTICS_EVENTS.length);
    const occurredAt = new Date();
    expect(TrackInput.parse({ events: [{ ...event, occurredAt, properties: { note: null } }] })).toEqual({
      events: [{ ...event, occurredAt, properties: { note: null } }],
    });
    expect(TrackInput.safeParse({ events: [{ name: "App Loaded" }] }).success).toBe(true);
  });

  it("rejects unknown names and a page view without its path", () => {
    expect(TrackEventInput.safeParse({ name: "Bought Something" }).success).toBe(false);
    expect(TrackEventInput.safeParse({ name: "Page View" }).success).toBe(false);
  });

  it("takes 1 to 50 events", () => {
    expect(TrackInput.safeParse({ events: [] }).success).toBe(false);
    expect(TrackInput.safeParse({ events: Array.from({ length: 50 }, () => event) }).success).toBe(true);
    expect(TrackInput.safeParse({ events: Array.from({ length: 51 }, () => event) }).success).toBe(false);
  });

  it("bounds the path, the number of properties and the length of texts", () => {
    expect(TrackEventInput.safeParse({ ...event, path: `/${"x".repeat(299)}` }).success).toBe(true);
    expect(TrackEventInput.safeParse({ ...event, path: `/${"x".repeat(300)}` }).success).toBe(false);

    const properties = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`key${i}`, i]));
    expect(TrackEventInput.safeParse({ ...event, properties: properties(20) }).success).toBe(true);
    expect(TrackEventInput.safeParse({ ...event, properties: properties(21) }).success).toBe(false);

    expect(TrackEventInput.safeParse({ ...event, properties: { note: "x".repeat(500) } }).success).toBe(true);
    expect(TrackEventInput.safeParse({ ...event, properties: { note: "x".repeat(501) } }).success).toBe(false);
    expect(TrackEventInput.safeParse({ ...event, properties: { ["k".repeat(101)]: 1 } }).success).toBe(false);
  });

  it("accepts only flat values and a real date", () => {
    expect(TrackEventInput.safeParse({ ...event, properties: { nested: { a: 1 } } }).success).toBe(false);
    expect(TrackEventInput.safeParse({ ...event, properties: { list: [1] } }).success).toBe(false);
    expect(TrackEventInput.safeParse({ ...event, properties: { n: Number.POSITIVE_INFINITY } }).success).toBe(false);
    expect(TrackEventInput.safeParse({ ...event, occurredAt: "2025-01-01T00:00:00Z" }).success).toBe(false);
  });
});
