import { aiFileUrl, aiMessages, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AUDIO_URL_HEADER } from "../src/files/ai-speech";
import { cookieUser, storedBy, uploadForm, webHeaders } from "./support/ai-kit";
import { wavFile } from "./support/ai-media";
import { bearer, dataOf, signUp, trpcCalls, useTestApp } from "./support/test-app";

const t = useTestApp({ AUDIO_MINUTES_PER_USER_PER_DAY: "3" });
const Uploaded = z.object({ id: z.string(), audioUrl: z.string() });
const Message = z.object({ message: z.string() });

/** A user with one uploaded recording of `bytes`. */
async function withRecording(bytes = wavFile(1)) {
  const user = await signUp(t);
  const response = await t.request("/api/ai/audio", {
    method: "POST",
    ...bearer(user.token),
    body: uploadForm({ bytes }),
  });
  expect(response.status).toBe(201);
  return { ...user, bytes, ...Uploaded.parse(await response.json()) };
}

describe("GET /api/ai/files/:id", () => {
  it("serves a recording to its owner with its type, ranges and entity tags", async () => {
    const { token, audioUrl, bytes } = await withRecording();
    const whole = await t.request(audioUrl, bearer(token));
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/wav");
    expect(whole.headers.get("cache-control")).toBe("private, max-age=86400");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const part = await t.request(audioUrl, { headers: { ...bearer(token).headers, range: "bytes=4-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-11/${bytes.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(4, 12));

    const head = await t.request(audioUrl, { method: "HEAD", ...bearer(token) });
    expect(head.headers.get("content-length")).toBe(String(bytes.byteLength));
    const etag = head.headers.get("etag") ?? "";
    const cached = await t.request(audioUrl, { headers: { ...bearer(token).headers, "if-none-match": etag } });
    expect(cached.status).toBe(304);
    const past = await t.request(audioUrl, {
      headers: { ...bearer(token).headers, range: `bytes=${bytes.byteLength}-` },
    });
    expect(past.status).toBe(416);
  });

  it("answers another user's file exactly like a missing one, and an anonymous caller 401", async () => {
    const { audioUrl } = await withRecording();
    const stranger = await signUp(t);
    const theirs = await t.request(audioUrl, bearer(stranger.token));
    const missing = await t.request(aiFileUrl(crypto.randomUUID()), bearer(stranger.token));
    const garbage = await t.request("/api/ai/files/not-an-id", bearer(stranger.token));
    for (const response of [theirs, missing, garbage]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound });
    }
    const anonymous = await t.request(audioUrl);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: messages.sessionExpired });
  });

  it("serves the web app on its session cookie, and is gone once the recording is deleted", async () => {
    const { cookie } = await cookieUser(t);
    const uploaded = await t.request("/api/ai/audio", {
      method: "POST",
      headers: webHeaders(cookie),
      body: uploadForm({ bytes: wavFile(0.5) }),
    });
    const { id, audioUrl } = Uploaded.parse(await uploaded.json());
    const played = await t.request(audioUrl, { headers: { cookie } });
    expect(played.status).toBe(200);
    await played.arrayBuffer();
    const deleted = await trpcCalls(t).mutate("ai.audio.delete", { id }, { cookie });
    expect(await dataOf(deleted)).toEqual({ id });
    const gone = await t.request(audioUrl, { headers: { cookie } });
    expect(gone.status).toBe(404);
  });
});

describe("POST /api/ai/text-to-speech and POST /ai/generate-audio", () => {
  it("answers the spoken track as audio/mpeg, kept for its owner at the URL it names", async () => {
    const { token, userId } = await signUp(t);
    const response = await t.postJson(
      "/api/ai/text-to-speech",
      { text: "Breathe in. Breathe out. Play free.", settings: { duration: 1, voice: "soothing" } },
      bearer(token),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(60 * 4000);
    const audioUrl = response.headers.get(AUDIO_URL_HEADER) ?? "";
    expect(audioUrl).toMatch(/^\/api\/ai\/files\/[0-9a-f-]{36}$/);
    const served = await t.request(audioUrl, bearer(token));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect((await storedBy(t, userId)).files).toBe(1);
  }, 60_000);

  it("answers {audioUrl, message} on the legacy path, and 429 past the day's audio minutes", async () => {
    const { token } = await signUp(t);
    const generate = (duration: number) =>
      t.postJson(
        "/ai/generate-audio",
        { text: "See it. Feel it.", voice: "calm", background: "nature", pace: "slow", duration },
        bearer(token),
      );
    const answer = await generate(2);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      audioUrl: expect.stringMatching(/^\/api\/ai\/files\//),
      message: aiMessages.imageryAudioGenerated,
      durationSeconds: 120,
    });
    const refused = await generate(2);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: aiMessages.audioMinutesUsed });
  }, 60_000);

  it("refuses anonymous callers, an empty text, and a cookie call without the web app's header", async () => {
    const anonymous = await t.postJson("/api/ai/text-to-speech", { text: "Go" });
    expect(anonymous.status).toBe(401);
    const { token } = await signUp(t);
    const empty = await t.postJson("/api/ai/text-to-speech", { text: " " }, bearer(token));
    expect(empty.status).toBe(400);
    expect(Message.parse(await empty.json()).message).toBe(aiMessages.scriptRequired);
    const { cookie } = await cookieUser(t);
    const crossSite = await t.postJson("/api/ai/text-to-speech", { text: "Go" }, { headers: { cookie } });
    expect(crossSite.status).toBe(403);
  });
});
