// What the upload fuzzers send to POST /api/ai/audio (issue 25): the corpus of real recordings
// (apps/e2e/scripts/record-corpus.ts made them), the malformed WebM (the audio package's
// generator), the mutations made of them, and the multipart body. Shared by
// fuzz-upload.int.test.ts and faults/kill-test.ts, so it imports nothing from vitest.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { malformedWebm as malformedWebmOf } from "@onepercent/audio/testing/samples";
import fc from "fast-check";

export const CORPUS_DIR = path.resolve(import.meta.dirname, "../../fixtures/recordings");

/** The type a browser declares for a recording with this extension. */
const TYPE_OF_EXTENSION: Record<string, string> = {
  webm: "audio/webm",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  mp3: "audio/mpeg",
  wav: "audio/wav",
};

export interface RecordingFile {
  /** The file name the client sends. */
  name: string;
  /** The declared type of the multipart part (never trusted by the server). */
  type: string;
  bytes: Uint8Array;
}

/** Every recording of the corpus, by name. */
export function corpus(): RecordingFile[] {
  return readdirSync(CORPUS_DIR)
    .sort()
    .flatMap((name) => {
      const type = TYPE_OF_EXTENSION[path.extname(name).slice(1)];
      return type ? [{ name, type, bytes: new Uint8Array(readFileSync(path.join(CORPUS_DIR, name))) }] : [];
    });
}

/** The size of the malformed WebM (malformedWebm, @onepercent/audio/testing/samples). */
export const MALFORMED_WEBM_BYTES = 140;

/**
 * The 140-byte malformed WebM of issue 25, which made mediabunny 1.61's Matroska reader spin the
 * event loop forever: an EBML header with DocType "webm", a Segment of unknown size, an Info
 * element, then bytes generated from `seed` (the same seed, the same file). Every seed tried hangs
 * that reader when it runs on a thread's event loop.
 */
export const malformedWebm = (seed: number) => malformedWebmOf(seed, MALFORMED_WEBM_BYTES);

/**
 * One change to a file, as data (fast-check prints it as the counterexample): cut to its first
 * `at` bytes; bits flipped (indexes modulo the file's bits); the file split into `chunks` equal
 * parts that are reordered, or one of them repeated or zeroed; or cut at `at` and random bytes put
 * after.
 */
export type Mutation =
  | { kind: "cut"; at: number }
  | { kind: "flip"; bits: number[] }
  | { kind: "shuffle"; chunks: number; order: number[] }
  | { kind: "duplicate"; chunks: number; chunk: number; times: number }
  | { kind: "zero"; chunks: number; chunk: number }
  | { kind: "random-tail"; at: number; tail: Uint8Array };

/** The parts of `bytes` cut at `count` equal shares. */
function chunksOf(bytes: Uint8Array, count: number): Uint8Array[] {
  return Array.from({ length: count }, (_, index) =>
    bytes.subarray(Math.floor((bytes.length * index) / count), Math.floor((bytes.length * (index + 1)) / count)),
  );
}

const joined = (parts: readonly Uint8Array[]): Uint8Array => new Uint8Array(Buffer.concat(parts));

/** `bytes` changed by `mutation` (a new array; `bytes` is left alone). */
export function mutated(bytes: Uint8Array, mutation: Mutation): Uint8Array {
  switch (mutation.kind) {
    case "cut":
      return bytes.slice(0, mutation.at);
    case "flip": {
      const copy = bytes.slice();
      if (copy.length === 0) return copy;
      for (const bit of mutation.bits) {
        const index = Math.floor(bit / 8) % copy.length;
        copy[index] = (copy[index] ?? 0) ^ (1 << (bit % 8));
      }
      return copy;
    }
    case "shuffle": {
      const parts = chunksOf(bytes, mutation.chunks);
      return joined(mutation.order.map((index) => parts[index] ?? new Uint8Array()));
    }
    case "duplicate": {
      const parts = chunksOf(bytes, mutation.chunks);
      const copies = Array.from({ length: mutation.times }, () => parts[mutation.chunk] ?? new Uint8Array());
      return joined([...parts.slice(0, mutation.chunk + 1), ...copies, ...parts.slice(mutation.chunk + 1)]);
    }
    case "zero": {
      const parts = chunksOf(bytes, mutation.chunks).map((part, index) =>
        index === mutation.chunk ? new Uint8Array(part.length) : part,
      );
      return joined(parts);
    }
    case "random-tail":
      return joined([bytes.subarray(0, mutation.at), mutation.tail]);
  }
}

/** Where to cut a file of `length` bytes: its first 64 bytes (headers) or anywhere, by proportion. */
const cutAt = (length: number) =>
  fc.oneof(
    fc.integer({ min: 0, max: Math.min(64, length - 1) }),
    fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }).map((share) => Math.floor(share * length)),
  );

/** A bit of a file of `length` bytes, half the time in its first 256 bytes (where the headers are). */
const bitOf = (length: number) =>
  fc.oneof(fc.integer({ min: 0, max: Math.min(256, length) * 8 - 1 }), fc.integer({ min: 0, max: length * 8 - 1 }));

/** The mutation families, each an arbitrary over files of `length` (at least 1) bytes. */
export const MUTATIONS = {
  cut: (length: number): fc.Arbitrary<Mutation> => cutAt(length).map((at) => ({ kind: "cut", at })),
  flip: (length: number): fc.Arbitrary<Mutation> =>
    fc
      .oneof(
        bitOf(length).map((bit) => [bit]),
        fc.uniqueArray(bitOf(length), { minLength: 2, maxLength: 64 }),
      )
      .map((bits) => ({ kind: "flip", bits })),
  chunks: (length: number): fc.Arbitrary<Mutation> =>
    fc.integer({ min: 2, max: 16 }).chain((chunks) => {
      const indexes = Array.from({ length: chunks }, (_, index) => index);
      const chunk = fc.integer({ min: 0, max: chunks - 1 });
      return fc.oneof(
        fc
          .shuffledSubarray(indexes, { minLength: chunks, maxLength: chunks })
          .map((order): Mutation => ({ kind: "shuffle", chunks, order })),
        fc
          .record({ chunk, times: fc.integer({ min: 1, max: 3 }) })
          .map(({ chunk, times }): Mutation => ({ kind: "duplicate", chunks, chunk, times })),
        chunk.map((chunk): Mutation => ({ kind: "zero", chunks, chunk })),
        fc
          .record({ at: cutAt(length), tail: fc.uint8Array({ minLength: 1, maxLength: 512 }) })
          .map(({ at, tail }): Mutation => ({ kind: "random-tail", at, tail })),
      );
    }),
} as const;

export type MutationFamily = keyof typeof MUTATIONS;

/** A broken upload: what it is made of, and its bytes. */
export interface MalformedUpload extends RecordingFile {
  label: string;
}

/**
 * `count` broken uploads for clients outside vitest (the kill test), the same for the same seed:
 * the malformed WebM and corpus files cut and bit-flipped, in turn.
 */
export function malformedUploads(seed: number, count: number): MalformedUpload[] {
  const files = corpus();
  const family = fc.constantFrom<MutationFamily>("cut", "flip");
  const pick = fc.record({ file: fc.integer({ min: 0, max: files.length - 1 }), family, webmSeed: fc.nat() });
  return fc.sample(pick, { seed, numRuns: count }).map(({ file, family, webmSeed }, index) => {
    const recording = files[file];
    if (index % 3 === 0 || !recording) {
      return {
        label: `malformedWebm(${webmSeed})`,
        name: "voice.webm",
        type: "audio/webm",
        bytes: malformedWebm(webmSeed),
      };
    }
    const [mutation] = fc.sample(MUTATIONS[family](recording.bytes.length), { seed: seed + index, numRuns: 1 });
    if (!mutation) throw new Error("fast-check sampled no mutation");
    return { ...recording, label: `${recording.name} ${mutation.kind}`, bytes: mutated(recording.bytes, mutation) };
  });
}

/** The multipart body of POST /api/ai/audio as the web app sends it: audio, title, script, settings. */
export function recordingForm(upload: RecordingFile): FormData {
  const form = new FormData();
  form.set("audio", new File([upload.bytes], upload.name, { type: upload.type }));
  form.set("title", "Fuzzed recording");
  form.set("script", "I am ready.");
  form.set("settings", JSON.stringify({ voice: "calm", background: "none", pace: "slow", duration: 3 }));
  return form;
}
