import { decodeMp3, rmsWindows, VOICE_WINDOW_RMS } from "@onepercent/audio/testing";
import { rateLimits } from "@onepercent/db";
import { messages, ROUTINE_SPEECH_RENDERS_PER_HOUR } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, dataOf, jsonOf, registration, restCalls, signUp, trpcCalls, useTestApp } from "./support/test-app";

const logLines: string[] = [];
const t = useTestApp({}, { logLines });
const { send } = restCalls(t);
const { mutate } = trpcCalls(t);
const renders = () => logLines.filter((line) => line.includes("routine speech rendered")).length;

const MISSING = "00000000-0000-4000-8000-000000000000";
const Created = z.object({ _id: z.uuid() });
const speechPath = (id: string, index: number | string) => `/api/routines/${id}/speech/${index}.mp3`;

/** A routine of a new user, with texts no other test speaks (so each render here is this test's own). */
async function routineOfNewUser() {
  const { token, userId } = await signUp(t);
  const tag = crypto.randomUUID().slice(0, 8);
  const routine = {
    name: "Serve",
    triggerDescription: `Ball in my hand at the line, number ${tag}.`,
    physicalAction: `Bounce the ball twice, ${tag}.`,
    steps: [`See target ${tag}.`, `Breathe out and toss, ${tag}.`],
  };
  const { _id } = Created.parse(await jsonOf(await send("POST", "/routines", token, routine), 201));
  return { token, userId, id: _id };
}

describe("GET /api/routines/:id/speech/:index.mp3", () => {
  it("answers 401 without a session and with a bad token", async () => {
    const { id } = await routineOfNewUser();
    expect(await jsonOf(await t.request(speechPath(id, 0)), 401)).toEqual({ message: messages.sessionExpired });
    expect((await t.request(speechPath(id, 0), bearer("not-a-token"))).status).toBe(401);
  });

  it("answers 404 for another user's routine, an unknown one and an index past the steps", async () => {
    const mine = await routineOfNewUser();
    const other = await routineOfNewUser();
    const before = renders();
    for (const path of [
      speechPath(other.id, 0),
      speechPath(MISSING, 0),
      speechPath("not-an-id", 0),
      speechPath(mine.id, 4),
      speechPath(mine.id, "-1"),
      `/api/routines/${mine.id}/speech/zero.mp3`,
    ]) {
      const response = await t.request(path, bearer(mine.token));
      expect(await jsonOf(response, 404), path).toEqual({ message: messages.notFound });
    }
    expect(renders()).toBe(before);
  });

  it("reads the trigger out as an MP3, renders it once, then serves it from storage", async () => {
    const { token, id } = await routineOfNewUser();
    const before = renders();
    const first = await t.request(speechPath(id, 0), bearer(token));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("audio/mpeg");
    expect(first.headers.get("accept-ranges")).toBe("bytes");
    expect(first.headers.get("cache-control")).toBe("private, max-age=86400");
    const decoded = await decodeMp3(new Uint8Array(await first.arrayBuffer()));
    expect(decoded.errors).toEqual([]);
    expect(decoded.samples.length / decoded.sampleRate).toBeGreaterThan(0.5);
    expect(rmsWindows(decoded.samples).some((level) => level > VOICE_WINDOW_RMS)).toBe(true);
    expect(renders()).toBe(before + 1);

    const again = await t.request(speechPath(id, 0), bearer(token));
    expect(again.status).toBe(200);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    await again.arrayBuffer();
    const unchanged = await t.request(speechPath(id, 0), {
      headers: { ...bearer(token).headers, "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(unchanged.status).toBe(304);
    const part = await t.request(speechPath(id, 0), { headers: { ...bearer(token).headers, range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect(renders()).toBe(before + 1);
  }, 60_000);

  it("speaks each element in the rehearsal's order: the steps are other tracks than the trigger", async () => {
    const { token, id } = await routineOfNewUser();
    const etags = [];
    for (const index of [0, 1, 2, 3]) {
      const response = await t.request(speechPath(id, index), { method: "HEAD", ...bearer(token) });
      expect(response.status).toBe(200);
      etags.push(response.headers.get("etag"));
    }
    expect(new Set(etags).size).toBe(4);
  }, 60_000);

  it("takes the web app's session cookie", async () => {
    const response = await mutate("auth.register", registration());
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith("op_session="))
      ?.split(";")[0];
    expect(cookie).toBeDefined();
    const created = await mutate(
      "routines.create",
      { name: "Cookie", triggerDescription: "Whistle.", physicalAction: "Clap once.", steps: ["Go."] },
      { cookie: cookie ?? "" },
    );
    expect(created.status).toBe(200);
    const { _id } = Created.parse(await dataOf(created));
    const speech = await t.request(speechPath(_id, 2), { headers: { cookie: cookie ?? "" } });
    expect(speech.status).toBe(200);
    await speech.arrayBuffer();
  }, 60_000);

  it("refuses renders past the hourly allowance with 429, while stored speech is still served", async () => {
    const { token, userId, id } = await routineOfNewUser();
    const stored = await t.request(speechPath(id, 1), bearer(token));
    expect(stored.status).toBe(200);
    await stored.arrayBuffer();
    await t.db
      .insert(rateLimits)
      .values({ key: `routine-speech:${userId}`, count: ROUTINE_SPEECH_RENDERS_PER_HOUR, windowStartedAt: new Date() })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: ROUTINE_SPEECH_RENDERS_PER_HOUR } });
    const refused = await t.request(speechPath(id, 2), bearer(token));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: messages.tooManyAttempts });
    expect((await t.request(speechPath(id, 1), bearer(token))).status).toBe(200);
  }, 60_000);
});
