import { describe, expect, it } from "vitest";
import { useTestApp } from "./support/test-app";

const logLines: string[] = [];
const t = useTestApp({}, { logLines });
const TRACK = "/audio/relaxation/1min-relaxation.mp3";
const builds = () => logLines.filter((line) => line.includes("relaxation track built")).length;

describe("GET /audio/relaxation/{n}min-relaxation.mp3", () => {
  it("builds a track on its first request, once for requests that come together", async () => {
    const [first, second] = await Promise.all([t.request(TRACK), t.request(TRACK)]);
    expect(first?.status).toBe(200);
    expect(second?.status).toBe(200);
    expect(builds()).toBe(1);
    expect(first?.headers.get("etag")).toBe(second?.headers.get("etag"));
    const bytes = new Uint8Array(await (first?.arrayBuffer() ?? new ArrayBuffer(0)));
    // MPEG audio frame sync, 24 kHz MPEG-2 Layer III at 64 kbps: 60 s is 480 kB.
    expect(bytes[0]).toBe(0xff);
    expect(bytes.length).toBeGreaterThan(470_000);
    expect(bytes.length).toBeLessThan(490_000);
    await second?.arrayBuffer();
    expect(first?.headers.get("content-length")).toBe(String(bytes.length));
  }, 60_000);

  it("answers as an MP3 for every client, the same origin allowed to play it", async () => {
    const response = await t.request(TRACK, { headers: { accept: "text/html,application/xhtml+xml" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("content-security-policy")).toContain("media-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    await response.arrayBuffer();
    expect(builds()).toBe(1);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await t.request(TRACK, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(470_000);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers a range with 206 and exactly those bytes", async () => {
    const whole = new Uint8Array(await (await t.request(TRACK)).arrayBuffer());
    const size = whole.length;
    const part = await t.request(TRACK, { headers: { range: "bytes=100-1099" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-1099/${size}`);
    expect(part.headers.get("content-length")).toBe("1000");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(100, 1100));

    const tail = await t.request(TRACK, { headers: { range: "bytes=-500" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.subarray(size - 500));

    const open = await t.request(TRACK, { headers: { range: `bytes=${size - 10}-` } });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(10);
  });

  it("answers 416 for a range past the end", async () => {
    const size = Number((await t.request(TRACK, { method: "HEAD" })).headers.get("content-length"));
    const response = await t.request(TRACK, { headers: { range: `bytes=${size}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe(`bytes */${size}`);
  });

  it("revalidates with the entity tag: 304 for the current one, the whole file for an old If-Range", async () => {
    const etag = (await t.request(TRACK, { method: "HEAD" })).headers.get("etag") ?? "";
    const unchanged = await t.request(TRACK, { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect(await unchanged.text()).toBe("");
    const changed = await t.request(TRACK, { headers: { "if-none-match": '"older"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
    const stale = await t.request(TRACK, { headers: { range: "bytes=0-9", "if-range": '"older"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
    const current = await t.request(TRACK, { headers: { range: "bytes=0-9", "if-range": etag } });
    expect(current.status).toBe(206);
    await current.arrayBuffer();
  });

  it.each(["3min-relaxation.mp3", "1min-relaxation.wav", "..%2Fsecrets.json", "1min-relaxation.mp3.tmp"])(
    "answers 404 for %s",
    async (name) => {
      const response = await t.request(`/audio/relaxation/${name}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Not found" });
    },
  );
});
