import { eq, mvps } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();

const json = { accept: "application/json" };
const get = (path: string, token?: string) =>
  t.request(path, { headers: token ? { ...json, ...bearer(token).headers } : json });
const put = (path: string, body: unknown, token: string) =>
  t.request(path, {
    method: "PUT",
    headers: { ...json, "content-type": "application/json", ...bearer(token).headers },
    body: JSON.stringify(body),
  });
const countOf = (userId: string) => t.db.$count(mvps, eq(mvps.userId, userId));

const record = {
  mission: "  Compete with joy  ",
  vision: ["Start for varsity", "", ""],
  principles: ["Breathe before every serve", "Journal after practice", " "],
};

describe("GET and PUT /api/users/mvp", () => {
  it("answers 404 before the first save, then the saved record with the user's name and e-mail", async () => {
    const { token, userId, payload } = await signUp(t);
    const missing = await get("/api/users/mvp", token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: messages.mvpNotFound });

    const saved = await put("/api/users/mvp", record, token);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      success: true,
      mission: "Compete with joy",
      vision: ["Start for varsity"],
      principles: ["Breathe before every serve", "Journal after practice"],
    });

    const read = await get("/api/users/mvp", token);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      userId,
      name: payload.name,
      email: payload.email,
      mission: "Compete with joy",
      vision: ["Start for varsity"],
      principles: ["Breathe before every serve", "Journal after practice"],
    });
    expect((await get("/users/mvp", token)).status).toBe(200);
  });

  it("saves a single field, and reads a vision string as a list", async () => {
    const { token } = await signUp(t);
    await put("/api/users/mvp", record, token);
    const vision = await put("/api/users/mvp", { vision: "Play in college" }, token);
    expect(vision.status).toBe(200);
    expect(await vision.json()).toMatchObject({
      mission: "Compete with joy",
      vision: ["Play in college"],
      principles: ["Breathe before every serve", "Journal after practice"],
    });
  });

  it("answers 400 with the rule's message and changes nothing", async () => {
    const { token, userId } = await signUp(t);
    const first = await put("/api/users/mvp", { mission: "Only a mission" }, token);
    expect(first.status).toBe(400);
    expect(await first.json()).toEqual({ message: messages.mvpVisionRequired });
    expect(await countOf(userId)).toBe(0);

    await put("/api/users/mvp", record, token);
    const tooMany = await put("/api/users/mvp", { principles: ["1", "2", "3", "4", "5", "6"] }, token);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ message: messages.mvpTooManyProcessGoals });
    const blank = await put("/api/users/mvp", { vision: ["", " "] }, token);
    expect(await blank.json()).toEqual({ message: messages.mvpVisionRequired });
    expect(await (await get("/api/users/mvp", token)).json()).toMatchObject({ vision: ["Start for varsity"] });
  });

  it("answers 401 without a token and keeps each user's MVP to that user", async () => {
    expect((await get("/api/users/mvp")).status).toBe(401);
    const owner = await signUp(t);
    const other = await signUp(t);
    await put("/api/users/mvp", record, owner.token);
    expect((await get("/api/users/mvp", other.token)).status).toBe(404);
  });
});

describe("POST /api/ai/goal-suggestions", () => {
  it("answers a string for the mission and lists for vision and process goals", async () => {
    const { token } = await signUp(t);
    const userData = { name: "Avery", sport: "Volleyball", position: "Setter", gender: "female", currentGoals: [] };
    const mission = await t.postJson("/api/ai/goal-suggestions", { type: "mission", userData }, bearer(token));
    expect(mission.status).toBe(200);
    const missionBody = z.object({ suggestions: z.string() }).parse(await mission.json());
    expect(missionBody.suggestions.length).toBeGreaterThan(0);

    for (const type of ["longTermGoals", "processGoals"]) {
      const response = await t.postJson("/api/ai/goal-suggestions", { type, userData }, bearer(token));
      expect(response.status).toBe(200);
      const body = z.object({ suggestions: z.array(z.string()) }).parse(await response.json());
      expect(body.suggestions.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("answers 400 for an unknown type and 401 without a token", async () => {
    const { token } = await signUp(t);
    const bad = await t.postJson("/api/ai/goal-suggestions", { type: "dreams" }, bearer(token));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: messages.goalSuggestionsTypeInvalid });
    expect((await t.postJson("/api/ai/goal-suggestions", { type: "mission" })).status).toBe(401);
  });
});
