import { eq, journalEntries } from "@onepercent/db";
import { samplePerformanceJournal, sampleWeeklyJournal } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { bearer, SPA_MARKER, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();

const daily = {
  date: "2026-11-23",
  wins: [" Won every sprint ", "", ""],
  gratitudes: ["My coach", "", ""],
  well: "Kept my head up",
  better: "Communication",
  how: "Call the ball earlier",
  notes: "",
  type: "daily",
};
const weekly = sampleWeeklyJournal;
const performance = samplePerformanceJournal;

const json = { headers: { accept: "application/json" } };
const get = (path: string, token?: string) =>
  t.request(path, token ? { headers: { ...json.headers, ...bearer(token).headers } } : json);
/** The legacy `_id` of an answered entry. */
function idOf(entry: unknown): string {
  if (typeof entry === "object" && entry !== null && "_id" in entry && typeof entry._id === "string") return entry._id;
  throw new Error("the answer carries no _id");
}
const countOf = (userId: string) => t.db.$count(journalEntries, eq(journalEntries.userId, userId));

describe("daily journal paths", () => {
  it("POST /journal saves, GET /api/journal?date&type=daily reads, GET /journal/dates lists", async () => {
    const { token, userId } = await signUp(t);
    const saved = await t.postJson("/journal", daily, bearer(token));
    expect(saved.status).toBe(200);
    const entry = await saved.json();
    expect(entry).toMatchObject({
      _id: expect.any(String),
      type: "daily",
      date: "2026-11-23",
      wins: ["Won every sprint"],
      gratitudes: ["My coach"],
      well: "Kept my head up",
      notes: "",
    });
    expect(entry).not.toHaveProperty("id");

    const read = await get("/api/journal?date=2026-11-23&type=daily", token);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(entry);

    // A body without a type is a daily entry; saving the same date again updates it.
    const { type: _type, ...untyped } = daily;
    const again = await t.postJson("/journal", { ...untyped, date: "2026-11-20", notes: "Rest day" }, bearer(token));
    expect(await again.json()).toMatchObject({ type: "daily", date: "2026-11-20", notes: "Rest day" });
    await t.postJson("/journal", { ...daily, well: "Even better" }, bearer(token));
    expect(await countOf(userId)).toBe(2);

    const dates = await get("/journal/dates?type=daily", token);
    expect(dates.status).toBe(200);
    expect(await dates.json()).toEqual([
      { _id: idOf(entry), date: "2026-11-23" },
      { _id: expect.any(String), date: "2026-11-20" },
    ]);
  });

  it("answers 400 with the rule's message, 401 without a token and 404 for a date without an entry", async () => {
    const { token, userId } = await signUp(t);
    const noDate = await t.postJson("/journal", { ...daily, date: "" }, bearer(token));
    expect(noDate.status).toBe(400);
    expect(await noDate.json()).toEqual({ message: messages.journalDateRequired });
    const tooMany = await t.postJson("/journal", { ...daily, wins: ["a", "b", "c", "d"] }, bearer(token));
    expect(await tooMany.json()).toEqual({ message: messages.journalTooManyWins });
    const weeklyHere = await t.postJson("/journal", weekly, bearer(token));
    expect(weeklyHere.status).toBe(400);
    expect(await weeklyHere.json()).toEqual({ message: messages.journalTypeInvalid });
    const malformed = await t.request("/journal", {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(token).headers },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    // The body limit covers the unprefixed path too.
    const huge = await t.postJson("/journal", { ...daily, notes: "x".repeat(2 * 1024 * 1024) }, bearer(token));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: messages.payloadTooLarge });
    expect(await countOf(userId)).toBe(0);

    expect((await t.postJson("/journal", daily)).status).toBe(401);
    expect((await get("/journal/dates?type=daily")).status).toBe(401);
    expect((await get("/api/journal?date=2026-11-23&type=daily")).status).toBe(401);

    const missing = await get("/api/journal?date=2026-11-23&type=daily", token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: messages.notFound });
    const badDate = await get("/api/journal?date=tomorrow&type=daily", token);
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toEqual({ message: messages.journalDateInvalid });
    expect((await get("/journal/dates?type=monthly", token)).status).toBe(400);
  });
});

describe("weekly and performance journal paths", () => {
  it("POST /api/journal saves per body type; the weekly, performance and dates paths read them", async () => {
    const { token } = await signUp(t);
    const savedWeekly = await t.postJson("/api/journal", weekly, bearer(token));
    expect(savedWeekly.status).toBe(200);
    const weeklyEntry = await savedWeekly.json();
    expect(weeklyEntry).toMatchObject({ ...weekly, _id: expect.any(String) });

    const savedPerformance = await t.postJson("/api/journal", performance, bearer(token));
    expect(savedPerformance.status).toBe(200);
    const performanceEntry = await savedPerformance.json();
    expect(performanceEntry).toMatchObject(performance);

    const readWeekly = await get("/api/weekly-journal?date=2026-11-22", token);
    expect(readWeekly.status).toBe(200);
    expect(await readWeekly.json()).toEqual(weeklyEntry);
    expect(await (await get("/api/journal?date=2026-11-22&type=weekly", token)).json()).toEqual(weeklyEntry);

    const readPerformance = await get("/api/performance-journal/2026-11-21", token);
    expect(readPerformance.status).toBe(200);
    expect(await readPerformance.json()).toEqual(performanceEntry);

    await t.postJson("/api/journal", { ...weekly, date: "2026-11-29" }, bearer(token));
    expect(await (await get("/api/journal/dates?type=weekly", token)).json()).toEqual([
      { _id: expect.any(String), date: "2026-11-29" },
      { _id: idOf(weeklyEntry), date: "2026-11-22" },
    ]);
    expect(await (await get("/api/journal/dates?type=performance", token)).json()).toEqual([
      { _id: idOf(performanceEntry), date: "2026-11-21" },
    ]);
  });

  it("refuses invalid entries with the rule's message and keeps others' entries out of reach", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await t.postJson("/api/journal", performance, bearer(owner.token));

    const cases = [
      [{ ...weekly, goals: " " }, messages.weeklyGoalsRequired],
      [{ ...weekly, rating: 11 }, messages.journalRatingInvalid],
      [{ ...performance, mentalRating: 0 }, messages.journalRatingInvalid],
      [{ ...performance, strengths: "" }, messages.performanceStrengthsRequired],
      [{ ...weekly, type: "monthly" }, messages.journalTypeInvalid],
    ] as const;
    for (const [body, message] of cases) {
      const response = await t.postJson("/api/journal", body, bearer(other.token));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    expect(await countOf(other.userId)).toBe(0);
    expect((await t.postJson("/api/journal", weekly)).status).toBe(401);

    // Another user's entry answers exactly like a missing one.
    const foreign = await get("/api/performance-journal/2026-11-21", other.token);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: messages.notFound });
    expect((await get("/api/weekly-journal?date=2026-11-22", other.token)).status).toBe(404);
    expect(await (await get("/api/journal/dates?type=performance", other.token)).json()).toEqual([]);
    expect((await get("/api/performance-journal/not-a-date", owner.token)).status).toBe(400);
    expect((await get("/api/weekly-journal", owner.token)).status).toBe(400);
    expect((await get("/api/performance-journal/2026-11-21")).status).toBe(401);
  });
});

describe("journal paths and the SPA on one origin", () => {
  it("serves the app to browser navigations and the API to everything else", async () => {
    const { token } = await signUp(t);
    const html = { accept: "text/html,application/xhtml+xml" };
    for (const path of [
      "/journal",
      "/journal?tab=weekly",
      "/daily-journal",
      "/weekly-journal",
      "/performance-journal",
    ]) {
      const page = await t.request(path, { headers: html });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(SPA_MARKER);
    }
    // The legacy dates path is an API call when it carries a bearer token, even asking for HTML.
    const dates = await t.request("/journal/dates?type=daily", {
      headers: { ...html, ...bearer(token).headers },
    });
    expect(dates.status).toBe(200);
    expect(await dates.json()).toEqual([]);
  });
});
