import { aiAudioItems } from "@onepercent/db";
import {
  AUDIO_LIBRARY_MAX,
  AUDIO_UPLOAD_MAX_BYTES,
  AudioLibraryItem,
  aiMessages,
  messages,
} from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { UPLOAD_BODY_MAX_BYTES } from "../src/files/ai-upload";
import { cookieUser, NOTHING_STORED, storedBy, type Upload, uploadForm, webHeaders } from "./support/ai-kit";
import {
  AUDIO_M4A,
  AUDIO_WEBM,
  CHROMIUM_LIVE_WEBM,
  LIVE_AUDIO_WEBM,
  VIDEO_MP4,
  VIDEO_WEBM,
  wavFile,
} from "./support/ai-media";
import { bearer, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();
const Message = z.object({ message: z.string() });
const Item = AudioLibraryItem.extend({ createdAt: z.string() });

const upload = (token: string, body: Upload) =>
  t.request("/api/ai/audio", { method: "POST", ...bearer(token), body: uploadForm(body) });

/** A refusal's status and message. */
async function refused(response: Response) {
  return { status: response.status, message: Message.parse(await response.json()).message };
}

describe("POST /api/ai/audio: recordings that are audio", () => {
  it("stores a WAV recording under a random name and answers the library item (201)", async () => {
    const { token, userId } = await signUp(t);
    const response = await upload(token, { bytes: wavFile(1.5), name: "take 1.wav", script: "I am ready." });
    expect(response.status).toBe(201);
    const item = Item.parse(await response.json());
    expect(item).toMatchObject({
      _id: item.id,
      title: "My own voice",
      script: "I am ready.",
      kind: "recording",
      mimeType: "audio/wav",
      settings: { voice: "calm", background: "none", pace: "slow", duration: 3 },
    });
    expect(item.durationSeconds).toBeCloseTo(1.5, 2);
    const stored = await storedBy(t, userId);
    expect(stored).toMatchObject({ files: 1, items: 1 });
    expect(stored.stored).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.wav$/)]);
    const list = await t.request("/api/ai/audio", bearer(token));
    expect(
      z
        .array(Item)
        .parse(await list.json())
        .map((listed) => listed.id),
    ).toEqual([item.id]);
  });

  it.each([
    ["an audio-only WebM with a duration", AUDIO_WEBM, "audio/webm", 0.06],
    ["a live WebM recording that states no duration (counted from its blocks)", LIVE_AUDIO_WEBM, "audio/webm", 0.04],
    ["a WebM recorded live by Chromium (unknown sizes)", CHROMIUM_LIVE_WEBM, "audio/webm", null],
    ["an audio-only MP4 (M4A)", AUDIO_M4A, "audio/mp4", 0.06],
  ])("takes %s, though its container is named video", async (_, bytes, mimeType, duration) => {
    const { token } = await signUp(t);
    const response = await upload(token, { bytes, name: "voice.webm" });
    expect(response.status).toBe(201);
    const item = Item.parse(await response.json());
    expect(item.mimeType).toBe(mimeType);
    if (duration === null) expect(item.durationSeconds).toBeNull();
    else expect(item.durationSeconds).toBeCloseTo(duration, 2);
  });

  it("takes the web app's cookie with its header, and refuses a cookie upload without it or from another site", async () => {
    const { cookie, userId } = await cookieUser(t);
    const post = (headers: Record<string, string>) =>
      t.request("/api/ai/audio", { method: "POST", headers, body: uploadForm({ bytes: wavFile(0.5) }) });
    const { "x-onepercent-client": _, ...withoutHeader } = webHeaders(cookie);
    for (const headers of [withoutHeader, { ...webHeaders(cookie), "sec-fetch-site": "cross-site" }]) {
      expect(await refused(await post(headers))).toEqual({ status: 403, message: messages.crossSiteRequest });
    }
    expect(await storedBy(t, userId)).toEqual(NOTHING_STORED);
    expect((await post(webHeaders(cookie))).status).toBe(201);
  });
});

describe("POST /api/ai/audio: refusals store nothing", () => {
  it("answers 401 before reading anything", async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer a.b.c" }, { cookie: "op_session=forged" }];
    for (const headers of attempts) {
      const response = await t.request("/api/ai/audio", {
        method: "POST",
        headers,
        body: uploadForm({ bytes: VIDEO_WEBM }),
      });
      expect(await refused(response)).toEqual({ status: 401, message: messages.sessionExpired });
    }
  });

  it.each([
    ["a WebM video renamed to .webm audio", VIDEO_WEBM, aiMessages.uploadVideo],
    ["an MP4 video renamed to .webm audio", VIDEO_MP4, aiMessages.uploadVideo],
    [
      "a text file named .webm",
      new TextEncoder().encode("just some text, not a recording\n".repeat(20)),
      aiMessages.uploadNotAudio,
    ],
    [
      "an image named .webm",
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      aiMessages.uploadNotAudio,
    ],
    ["an empty file", new Uint8Array(), aiMessages.uploadMissing],
  ])("refuses %s", async (_, bytes, message) => {
    const { token, userId } = await signUp(t);
    const response = await upload(token, { bytes, name: "voice.webm", type: "audio/webm" });
    expect(await refused(response)).toEqual({ status: 400, message });
    expect(await storedBy(t, userId)).toEqual(NOTHING_STORED);
  });

  it("refuses a missing file or title with the spec's messages", async () => {
    const { token, userId } = await signUp(t);
    expect(await refused(await upload(token, {}))).toEqual({ status: 400, message: aiMessages.uploadMissing });
    const untitled = await upload(token, { bytes: wavFile(0.5), title: " " });
    expect(await refused(untitled)).toEqual({ status: 400, message: aiMessages.visualizationTitleRequired });
    const json = await t.postJson("/api/ai/audio", { title: "T" }, bearer(token));
    expect(await refused(json)).toEqual({ status: 400, message: aiMessages.uploadMissing });
    expect(await storedBy(t, userId)).toEqual(NOTHING_STORED);
  });

  it("refuses an oversized body from its declared length, before reading it (413)", async () => {
    const { token, userId } = await signUp(t);
    const body = new Uint8Array(UPLOAD_BODY_MAX_BYTES + 1);
    const response = await t.request("/api/ai/audio", {
      method: "POST",
      headers: {
        ...bearer(token).headers,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(body.byteLength),
      },
      body,
    });
    expect(await refused(response)).toEqual({ status: 413, message: aiMessages.uploadTooLarge });
    expect(await storedBy(t, userId)).toEqual(NOTHING_STORED);
  });

  it("refuses a chunked body as it grows past the limit (413)", async () => {
    const { token, userId } = await signUp(t);
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > UPLOAD_BODY_MAX_BYTES * 2) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await t.request("/api/ai/audio", {
      method: "POST",
      headers: { ...bearer(token).headers, "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    });
    expect(await refused(response)).toEqual({ status: 413, message: aiMessages.uploadTooLarge });
    expect(sent).toBeLessThan(UPLOAD_BODY_MAX_BYTES + 4 * chunk.byteLength);
    expect(await storedBy(t, userId)).toEqual(NOTHING_STORED);
  });

  it("refuses a recording over 25 MB inside a body the limit lets through (413)", async () => {
    const { token, userId } = await signUp(t);
    const bytes = new Uint8Array(AUDIO_UPLOAD_MAX_BYTES + 1);
    bytes.set(wavFile(0.1));
    expect(await refused(await upload(token, { bytes }))).toEqual({ status: 413, message: aiMessages.uploadTooLarge });
    expect(await storedBy(t, userId)).toEqual(NOTHING_STORED);
  });

  it(`refuses a recording when the library holds ${AUDIO_LIBRARY_MAX} items`, async () => {
    const { token, userId } = await signUp(t);
    const settings = { voice: "calm", background: "none", pace: "medium", duration: 5 } as const;
    const rows = Array.from({ length: AUDIO_LIBRARY_MAX }, () => ({
      userId,
      title: "T",
      script: "S",
      settings,
      kind: "script" as const,
    }));
    await t.db.insert(aiAudioItems).values(rows);
    expect(await refused(await upload(token, { bytes: wavFile(0.5) }))).toEqual({
      status: 400,
      message: aiMessages.libraryFull,
    });
    expect(await storedBy(t, userId)).toEqual({ files: 0, items: AUDIO_LIBRARY_MAX, stored: [] });
  });
});
