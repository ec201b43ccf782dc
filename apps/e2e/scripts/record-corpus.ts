/**
 * Writes the upload fuzzer's corpus (apps/server/test/fuzz-upload.int.test.ts, issue 25): small
 * real recordings the project makes itself, committed under apps/server/test/fixtures/recordings/.
 *
 *   node --import tsx apps/e2e/scripts/record-corpus.ts
 *
 * - chromium-live.webm, chromium-live.m4a: Chromium's MediaRecorder (Debian's /usr/bin/chromium
 *   or CHROMIUM_PATH, fake microphone) as the web app records, Opus in a live WebM and in a
 *   fragmented MP4, from a page served on 127.0.0.1 (getUserMedia needs a secure context);
 * - remuxed.ogg, remuxed.m4a: the WebM's Opus packets copied by mediabunny into Ogg and into a
 *   plain (not fragmented) MP4, no decoding;
 * - tone.mp3: a tone through the audio engine's own mixing and MP3 encoder (renderTrackFromPcm);
 * - tone.wav: the upload tests' own WAV writer (@onepercent/audio/testing/samples).
 *
 * Each file stays in the tens of kB. Run it again to refresh them (a recording differs run to run).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { renderTrackFromPcm } from "@onepercent/audio";
import { wavFile } from "@onepercent/audio/testing/samples";
import {
  ALL_FORMATS,
  BufferSource,
  BufferTarget,
  Conversion,
  Input,
  Mp4OutputFormat,
  OggOutputFormat,
  Output,
  type OutputFormat,
} from "mediabunny";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../support/chromium";

const OUT_DIR = path.resolve(import.meta.dirname, "../../server/test/fixtures/recordings");
/** How long each live recording runs, and its Opus bitrate (what keeps the files small). */
const RECORD_MS = 2000;
const BITS_PER_SECOND = 32_000;

/** A blank page on 127.0.0.1: a secure context, so getUserMedia works (about:blank may not). */
async function blankPageServer() {
  const server = createServer((_, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end("<!doctype html><title>corpus</title>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("the page server has no port");
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/** One recording of the fake microphone by MediaRecorder as `mimeType`, null when unsupported. */
async function record(page: Page, mimeType: string): Promise<Uint8Array | null> {
  const base64 = await page.evaluate(
    async ({ mimeType, ms, bits }) => {
      if (!MediaRecorder.isTypeSupported(mimeType)) return null;
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: bits });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, ms));
      recorder.stop();
      await stopped;
      for (const track of stream.getTracks()) track.stop();
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { mimeType, ms: RECORD_MS, bits: BITS_PER_SECOND },
  );
  return base64 === null ? null : new Uint8Array(Buffer.from(base64, "base64"));
}

/** The live recordings: WebM always, MP4 when this Chromium's MediaRecorder makes it. */
async function liveRecordings() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("No Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH)");
  const pageServer = await blankPageServer();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(pageServer.url);
    const webm = await record(page, "audio/webm;codecs=opus");
    if (!webm) throw new Error("this Chromium cannot record audio/webm;codecs=opus");
    return { webm, mp4: await record(page, "audio/mp4;codecs=opus") };
  } finally {
    await browser.close();
    pageServer.close();
  }
}

/** The encoded packets of `bytes` copied into `format` by mediabunny (no decoding, no WebCodecs). */
async function remux(bytes: Uint8Array, format: OutputFormat): Promise<Uint8Array> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const target = new BufferTarget();
  const conversion = await Conversion.init({ input, output: new Output({ format, target }) });
  if (!conversion.isValid) {
    const reasons = conversion.discardedTracks.map((track) => track.reason).join(", ");
    throw new Error(`mediabunny cannot remux this recording (${reasons})`);
  }
  await conversion.execute();
  if (!target.buffer) throw new Error("mediabunny wrote nothing");
  return new Uint8Array(target.buffer);
}

/** A 1 s tone (two partials, faded in and out) at 24 kHz, as 16-bit speech for the engine. */
function tonePcm() {
  const sampleRate = 24_000;
  const samples = new Int16Array(sampleRate);
  for (let i = 0; i < samples.length; i++) {
    const fade = Math.min(1, i / 1200, (samples.length - i) / 1200);
    const t = i / sampleRate;
    samples[i] = Math.round(fade * 9000 * (Math.sin(2 * Math.PI * 330 * t) + 0.5 * Math.sin(2 * Math.PI * 495 * t)));
  }
  return { sampleRate, samples };
}

async function main() {
  const { webm, mp4 } = await liveRecordings();
  const files: [string, Uint8Array][] = [
    ["chromium-live.webm", webm],
    ["remuxed.ogg", await remux(webm, new OggOutputFormat())],
    ["remuxed.m4a", await remux(webm, new Mp4OutputFormat({ fastStart: "in-memory" }))],
    [
      "tone.mp3",
      await renderTrackFromPcm(tonePcm(), {
        script: "Breathe in.",
        voice: "calm",
        pace: "slow",
        background: "none",
        durationSeconds: 3,
      }),
    ],
    ["tone.wav", wavFile(1.5)],
  ];
  if (mp4) files.splice(1, 0, ["chromium-live.m4a", mp4]);
  else console.log("this Chromium's MediaRecorder makes no audio/mp4: only the remuxed M4A");
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [name, bytes] of files) {
    writeFileSync(path.join(OUT_DIR, name), bytes);
    console.log(`${name.padEnd(20)} ${bytes.byteLength} bytes`);
  }
  // The mixing worker keeps the process alive; the files are written.
  process.exit(0);
}

await main();
