import { analyticsEvents, asc, eq, rateLimits } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { AppError, type TrackInput } from "@onepercent/validators";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { appRouter, createCaller } from "../root";
import { ANALYTICS_MAX_BATCHES_PER_IP, countEvents, recordEvents } from "../services/analytics";
import { testApiConfig, testCallers } from "../testing";

const database = useTestDatabase();

const config = testApiConfig;

/** Every test uses its own address, so throttling counters never leak between tests. */
const uniqueIp = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;

const callers = testCallers(database);
const contextFor = (userId: string | null, ip = uniqueIp()) => callers.contextFor(userId, { ip, config });
const callerFor = async (userId: string | null, ip?: string) => createCaller(await contextFor(userId, ip));

const eventsOf = (userId: string) =>
  database.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(asc(analyticsEvents.name));
const storedCount = () => database.db.$count(analyticsEvents);

describe("analytics.track", () => {
  it("stores anonymous events without a user", async () => {
    const marker = crypto.randomUUID();
    const caller = await callerFor(null);
    const result = await caller.analytics.track({
      events: [
        { name: "View Home Page", path: "/", properties: { marker } },
        { name: "App Loaded", properties: { marker } },
      ],
    });
    expect(result).toEqual({ recorded: 2 });
    const rows = (await database.db.select().from(analyticsEvents)).filter((row) => row.properties.marker === marker);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.userId).toBeNull();
    expect(rows.find((row) => row.name === "View Home Page")).toMatchObject({ path: "/", title: "Home" });
    expect(rows.find((row) => row.name === "App Loaded")).toMatchObject({ path: null, title: null });
  });

  it("stores signed-in events with the caller's id, whatever the input says", async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    const caller = await callerFor(user.id);
    const smuggled = { events: [{ name: "Login", userId: other.id }], userId: other.id } as unknown as TrackInput;
    await caller.analytics.track(smuggled);
    expect(await eventsOf(user.id)).toEqual([expect.objectContaining({ name: "Login", userId: user.id })]);
    expect(await eventsOf(other.id)).toEqual([]);
  });

  it("derives the title from the first path segment and keeps no secrets or query", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    await caller.analytics.track({
      events: [
        { name: "Page View", path: "/two-week-planner" },
        { name: "Feature Used", path: "/mvp?tab=vision", properties: { feature: "mission" } },
        { name: "Onboarding", path: "/reset-password/secret-token" },
      ],
    });
    const rows = await eventsOf(user.id);
    expect(rows.map(({ name, path, title, properties }) => ({ name, path, title, properties }))).toEqual([
      { name: "Feature Used", path: "/mvp", title: "Motivation", properties: { feature: "mission" } },
      { name: "Onboarding", path: "/reset-password", title: "Reset Password", properties: {} },
      { name: "Page View", path: "/two-week-planner", title: "Two Week Planner", properties: {} },
    ]);
  });

  it("keeps the browser's time of past events and never one in the future", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    const past = new Date(Date.now() - 60_000);
    const before = Date.now();
    await caller.analytics.track({
      events: [
        { name: "Profile Updated", occurredAt: past },
        { name: "Registration", occurredAt: new Date(Date.now() + 86_400_000) },
        { name: "Relaxation Ended Early", properties: { planned_duration_minutes: 4, remaining_seconds: 75 } },
      ],
    });
    const rows = await eventsOf(user.id);
    expect(rows.find((row) => row.name === "Profile Updated")?.occurredAt.getTime()).toBe(past.getTime());
    for (const name of ["Registration", "Relaxation Ended Early"]) {
      const occurredAt = rows.find((row) => row.name === name)?.occurredAt.getTime() ?? 0;
      expect(occurredAt).toBeGreaterThanOrEqual(before - 1000);
      expect(occurredAt).toBeLessThanOrEqual(Date.now());
    }
  });

  it("rejects bad input with BAD_REQUEST and stores nothing", async () => {
    const user = await createUser(database.db);
    const caller = await callerFor(user.id);
    const before = await storedCount();
    const tooManyProperties = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`key${i}`, i]));
    const bad = [
      { events: [{ name: "Bought Something" }] },
      { events: Array.from({ length: 51 }, () => ({ name: "Feature Used" })) },
      { events: [{ name: "Feature Used" }, { name: "Feature Used", properties: tooManyProperties }] },
      { events: [] },
      { events: [{ name: "Page View" }] },
    ] as unknown as TrackInput[];
    for (const input of bad) {
      await expect(caller.analytics.track(input)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await storedCount()).toBe(before);
  });

  it("answers TOO_MANY_REQUESTS when the address has sent its batches for the window", async () => {
    const ip = uniqueIp();
    await database.db
      .insert(rateLimits)
      .values({ key: `analytics:ip:${ip}`, count: ANALYTICS_MAX_BATCHES_PER_IP, windowStartedAt: new Date() });
    const before = await storedCount();
    const caller = await callerFor(null, ip);
    await expect(caller.analytics.track({ events: [{ name: "App Loaded" }] })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(await storedCount()).toBe(before);
    await expect((await callerFor(null)).analytics.track({ events: [{ name: "App Loaded" }] })).resolves.toEqual({
      recorded: 1,
    });
  });

  it("accepts the web client's keepalive request (a non-batched POST with a superjson body)", async () => {
    const user = await createUser(database.db);
    const ctx = await contextFor(user.id);
    const occurredAt = new Date(Date.now() - 5_000);
    const events = [{ name: "Page View", path: "/dashboard", occurredAt, properties: { source: "nav" } }];
    const response = await fetchRequestHandler({
      endpoint: "/trpc",
      router: appRouter,
      createContext: () => ctx,
      req: new Request("http://localhost/trpc/analytics.track", {
        method: "POST",
        headers: { "content-type": "application/json", "x-onepercent-client": "web" },
        body: JSON.stringify(superjson.serialize({ events })),
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
    expect(superjson.deserialize(body.result.data)).toEqual({ recorded: 1 });
    expect(await eventsOf(user.id)).toEqual([
      expect.objectContaining({ name: "Page View", path: "/dashboard", title: "Dashboard", occurredAt }),
    ]);
  });
});

describe("recordEvents", () => {
  it("throttles batches per address, answering with the wait", async () => {
    const ip = uniqueIp();
    const batch = { userId: null, ip, events: [{ name: "App Loaded" as const }] };
    const throttle = { windowSeconds: 60, maxBatchesPerIp: 2 };
    expect(await recordEvents(database.db, batch, throttle)).toBe(1);
    expect(await recordEvents(database.db, batch, throttle)).toBe(1);
    const refused = await recordEvents(database.db, batch, throttle).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "RATE_LIMITED" });
    expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as AppError).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await recordEvents(database.db, { ...batch, ip: uniqueIp() }, throttle)).toBe(1);
    // A new window starts once the old one has passed.
    const later = new Date(Date.now() + 61_000);
    expect(await recordEvents(database.db, batch, throttle, later)).toBe(1);
  });
});

describe("countEvents", () => {
  it("counts one user's events of one name, optionally since a moment", async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    const throttle = { windowSeconds: 60 };
    const hourAgo = new Date(Date.now() - 3_600_000);
    await recordEvents(
      database.db,
      {
        userId: user.id,
        ip: uniqueIp(),
        events: [
          { name: "Feature Used", occurredAt: hourAgo },
          { name: "Feature Used" },
          { name: "Feature Used" },
          { name: "Login" },
        ],
      },
      throttle,
    );
    await recordEvents(database.db, { userId: other.id, ip: uniqueIp(), events: [{ name: "Feature Used" }] }, throttle);
    expect(await countEvents(database.db, user.id, "Feature Used")).toBe(3);
    expect(await countEvents(database.db, user.id, "Feature Used", new Date(Date.now() - 60_000))).toBe(2);
    expect(await countEvents(database.db, user.id, "Login")).toBe(1);
    expect(await countEvents(database.db, user.id, "Registration")).toBe(0);
  });
});
