/**
 * Issue 25: nothing a client uploads to POST /api/ai/audio stalls or takes down the server. The
 * corpus of real recordings (test/fixtures/recordings, made by apps/e2e/scripts/record-corpus.ts)
 * is uploaded unchanged (201), then cut, bit-flipped and chunk-shuffled by fast-check, plus random
 * bytes under every declared audio type and the 140-byte malformed WebM. Each upload must
 * be answered within 5 s with a 2xx or 4xx, while /api/health, asked alongside, answers within
 * 200 ms (a case slow only in that is sent again, and fails when slow three times). Afterwards the
 * athlete's accepted recordings are all listed and downloadable, and the refused ones left nothing
 * stored (an upload the client gave up on may have been kept, once).
 *
 * The app runs in a worker thread (support/fuzz/upload-server.ts): a parser spinning its event loop then
 * fails a case on the client's timeouts instead of freezing the test. FUZZ_SEED (default 25) and
 * FUZZ_RUNS (default 3: cases per corpus file and mutation family, half as many per declared
 * type of random bytes; each upload costs the server a parser worker) change the run; a failure
 * prints its seed and case (not shrunk: a hang costs seconds). The last test prints the tally.
 */
import { AudioLibraryItem, aiMessages, RECORDING_MIME_TYPES } from "@onepercent/validators";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type FuzzServer,
  HEALTH_DEADLINE_MS,
  probeHealth,
  startFuzzServer,
  UPLOAD_DEADLINE_MS,
  type UploadResult,
  uploadWithProbes,
} from "./support/fuzz/upload-harness";
import {
  CORPUS_DIR,
  corpus,
  MALFORMED_WEBM_BYTES,
  MUTATIONS,
  type MutationFamily,
  malformedWebm,
  mutated,
  type RecordingFile,
} from "./support/fuzz/upload-media";
import { registration } from "./support/test-app";

const SEED = z.coerce
  .number()
  .int()
  .parse(process.env.FUZZ_SEED ?? 25);
const RUNS = z.coerce
  .number()
  .int()
  .min(1)
  .parse(process.env.FUZZ_RUNS ?? 3);
/** How long registering and the first upload, which waits for the parser workers to load, may take. */
const WARM_UP_MS = 60_000;
/** Random bytes are mostly refused at the sniffing: half the runs per declared type. */
const RANDOM_RUNS = Math.ceil(RUNS / 2);
/** A property's time: each case answers within the upload's deadline (a hang costs the parse deadline). */
const propertyTimeout = (runs: number) => 15_000 + runs * (UPLOAD_DEADLINE_MS + 1000);

const Registered = z.object({ token: z.string(), userId: z.string() });
const Refusal = z.object({ message: z.string() });
const Item = AudioLibraryItem.extend({ createdAt: z.string() });

const files = corpus();
const EXTENSIONS: Record<(typeof RECORDING_MIME_TYPES)[number], string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/wav": "wav",
  "audio/aac": "aac",
  "audio/flac": "flac",
};

let server: FuzzServer;
let athlete: z.infer<typeof Registered>;
/** The recordings the server took (201): library item id → the bytes sent. */
const accepted = new Map<string, Uint8Array>();
/** The uploads the client gave up on (timeout, network error): the server may have kept them. */
const unanswered: Uint8Array[] = [];
/** Every upload's answer (status or failure), the cases sent again, the slowest upload and health probe. */
const tally = { answers: new Map<string, number>(), resent: 0, slowestUploadMs: 0, slowestHealthMs: 0 };

beforeAll(async () => {
  server = await startFuzzServer();
  const response = await fetch(`${server.baseUrl}/api/users/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(registration()),
    signal: AbortSignal.timeout(WARM_UP_MS),
  });
  expect(response.status).toBe(201);
  athlete = Registered.parse(await response.json());
  // The first requests open the client's connections and wait for the server's parser workers to
  // load (from TypeScript here, seconds on a busy machine), and registering hashes a password:
  // none of it is counted against the fuzzed uploads, which start on a warm server.
  await probeHealth(server.baseUrl);
  const [warmUp] = files;
  if (!warmUp) throw new Error(`no recordings in ${CORPUS_DIR}`);
  const { upload } = await uploadWithProbes(server.baseUrl, athlete.token, warmUp, WARM_UP_MS);
  expect(upload.status, upload.body).toBe(201);
  accepted.set(Item.parse(jsonOf(upload.body)).id, warmUp.bytes);
  await server.stored(athlete.userId);
}, 3 * WARM_UP_MS);
afterAll(async () => {
  await server?.close();
});

/** The JSON of an answer's body, or undefined when it is not JSON. */
function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** What is wrong with one upload's answer, and with the health probes sent alongside. */
function problemsOf({ upload, health }: UploadResult) {
  const problems: { upload: string[]; health: string[] } = { upload: [], health: [] };
  const { status, ms, body } = upload;
  if (typeof status !== "number") problems.upload.push(`upload: ${status} after ${Math.round(ms)} ms`);
  else if (!((status >= 200 && status < 300) || (status >= 400 && status < 500))) {
    problems.upload.push(`upload answered ${status}: ${body.slice(0, 200)}`);
  } else if (status >= 400 && !Refusal.safeParse(jsonOf(body)).success) {
    problems.upload.push(`refusal ${status} without a message: ${body.slice(0, 200)}`);
  }
  if (ms > UPLOAD_DEADLINE_MS) problems.upload.push(`upload answered after ${Math.round(ms)} ms`);
  for (const probe of health) {
    if (probe.status !== 200 || probe.ms > HEALTH_DEADLINE_MS) {
      problems.health.push(`health answered ${probe.status} after ${Math.round(probe.ms)} ms`);
    }
  }
  return problems;
}

/** One upload of `recording` as the athlete, counted; a 201 is remembered. */
async function uploadOnce(recording: RecordingFile): Promise<UploadResult> {
  const result = await uploadWithProbes(server.baseUrl, athlete.token, recording);
  if (result.upload.status === 201) accepted.set(Item.parse(jsonOf(result.upload.body)).id, recording.bytes);
  if (typeof result.upload.status !== "number") unanswered.push(recording.bytes);
  const answer = String(result.upload.status);
  tally.answers.set(answer, (tally.answers.get(answer) ?? 0) + 1);
  tally.slowestUploadMs = Math.max(tally.slowestUploadMs, result.upload.ms);
  tally.slowestHealthMs = Math.max(tally.slowestHealthMs, ...result.health.map((probe) => probe.ms));
  return result;
}

/** Sends of a case whose only fault is a slow health answer, and the pause before sending it again. */
const SLOW_HEALTH_TRIES = 3;
const RESEND_PAUSE_MS = 500;

/**
 * Uploads `recording` and checks the answers. A case whose only fault is a slow health answer is
 * sent again after a pause, and fails when it is slow SLOW_HEALTH_TRIES times in a row: work on
 * the event loop is slow every time, a machine busy with other processes for a moment is not.
 */
async function fuzzUpload(recording: RecordingFile): Promise<UploadResult> {
  const label = `${recording.name}, ${recording.bytes.length} bytes`;
  const slow: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const result = await uploadOnce(recording);
    const problems = problemsOf(result);
    // A probe that timed out is slow too: an event loop held by the upload's bytes times out every time.
    const onlySlow =
      problems.upload.length === 0 &&
      result.health.every((probe) => probe.status === 200 || probe.status === "timeout");
    if (problems.health.length === 0 || !onlySlow || attempt === SLOW_HEALTH_TRIES) {
      const before = slow.length === 0 ? "" : `, sent again after ${slow.join("; ")}`;
      expect(problems, `${label}${before}`).toEqual({ upload: [], health: [] });
      return result;
    }
    slow.push(problems.health.join(", "));
    tally.resent++;
    await new Promise((resolve) => setTimeout(resolve, RESEND_PAUSE_MS));
  }
}

/** fast-check's settings for one property: this file's seed (offset per property), no shrinking. */
const settings = (offset: number, numRuns = RUNS) => ({ seed: SEED + offset, numRuns, endOnFailure: true });

describe("POST /api/ai/audio under fuzzing (issue 25)", () => {
  it("takes every recording of the corpus as it is (201)", async () => {
    expect(new Set(files.map((file) => file.type))).toEqual(
      new Set(["audio/webm", "audio/mp4", "audio/ogg", "audio/mpeg", "audio/wav"]),
    );
    for (const file of files) {
      const { upload } = await fuzzUpload(file);
      expect(upload.status, file.name).toBe(201);
    }
  });

  const families: MutationFamily[] = ["cut", "flip", "chunks"];
  const cases = files.flatMap((file) => families.map((family) => ({ file, family })));
  it.each(cases.map((entry, index) => ({ ...entry, index, name: entry.file.name })))(
    "answers $name, $family, in time and never with a 5xx",
    async ({ file, family, index }) => {
      const property = fc.asyncProperty(MUTATIONS[family](file.bytes.length), async (mutation) => {
        await fuzzUpload({ ...file, bytes: mutated(file.bytes, mutation) });
      });
      await fc.assert(property, settings(index));
    },
    propertyTimeout(RUNS),
  );

  it.each([...RECORDING_MIME_TYPES])(
    "answers random bytes declared %s with a 4xx",
    async (type) => {
      const property = fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 4096 }), async (bytes) => {
        const { upload } = await fuzzUpload({ name: `recording.${EXTENSIONS[type]}`, type, bytes });
        expect(upload.status).toBeGreaterThanOrEqual(400);
      });
      await fc.assert(property, settings(100 + RECORDING_MIME_TYPES.indexOf(type), RANDOM_RUNS));
    },
    propertyTimeout(RUNS),
  );

  it(
    `refuses the issue's ${MALFORMED_WEBM_BYTES}-byte malformed WebM, twice and with other random bytes, as unreadable (400)`,
    async () => {
      const refuse = async (bytes: Uint8Array) => {
        expect(bytes.length).toBe(MALFORMED_WEBM_BYTES);
        const { upload } = await fuzzUpload({ name: "voice.webm", type: "audio/webm", bytes });
        expect({ status: upload.status, message: Refusal.parse(jsonOf(upload.body)).message }).toEqual({
          status: 400,
          message: aiMessages.uploadUnreadable,
        });
      };
      await refuse(malformedWebm(SEED));
      await refuse(malformedWebm(SEED));
      await fc.assert(
        fc.asyncProperty(fc.nat(), (seed) => refuse(malformedWebm(seed))),
        settings(200, 2),
      );
    },
    propertyTimeout(4),
  );

  it("keeps every accepted recording listed and downloadable, and nothing of the refused ones", async () => {
    const stored = await server.stored(athlete.userId);
    const answers = [...tally.answers].map(([status, count]) => `${status}: ${count}`).join(", ");
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `fuzz-upload: seed ${SEED}, ${RUNS} runs; answers ${answers} (${tally.resent} sent again after a slow health answer); ` +
        `slowest upload ${ms(tally.slowestUploadMs)}, ` +
        `slowest health ${ms(tally.slowestHealthMs)}, server event loop late by at most ${ms(stored.loopDelayMaxMs)}`,
    );
    const bearer = { authorization: `Bearer ${athlete.token}` };
    const list = await fetch(`${server.baseUrl}/api/ai/audio`, {
      headers: bearer,
      signal: AbortSignal.timeout(UPLOAD_DEADLINE_MS),
    });
    expect(list.status).toBe(200);
    const items = z.array(Item).parse(await list.json());
    const listed = new Set(items.map((item) => item.id));
    expect(
      [...accepted.keys()].filter((id) => !listed.has(id)),
      "answered 201 but not listed",
    ).toEqual([]);
    const unclaimed = [...unanswered];
    for (const item of items) {
      expect(item.audioUrl, item.id).toMatch(/^\/api\/ai\/files\//);
      const download = await fetch(`${server.baseUrl}${item.audioUrl}`, {
        headers: bearer,
        signal: AbortSignal.timeout(UPLOAD_DEADLINE_MS),
      });
      expect(download.status, item.id).toBe(200);
      const bytes = Buffer.from(await download.arrayBuffer());
      const sent = accepted.get(item.id);
      if (sent) {
        expect(bytes.equals(sent), `${item.id} downloads as uploaded`).toBe(true);
        continue;
      }
      // Not answered 201: only an upload the client gave up on may have been kept, once.
      const index = unclaimed.findIndex((candidate) => bytes.equals(candidate));
      expect(index, `${item.id} is listed, but its upload was refused`).toBeGreaterThanOrEqual(0);
      unclaimed.splice(index, 1);
    }
    expect({ files: stored.files, items: stored.items, onDisk: server.storedFiles(athlete.userId).length }).toEqual({
      files: items.length,
      items: items.length,
      onDisk: items.length,
    });
    expect(stored.errors, "the app logged errors").toEqual([]);
  });
});
