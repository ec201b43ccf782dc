import fc from "fast-check";

// Bodies no JSON encoder writes: deep nesting as text, invalid UTF-8, number tokens out of range,
// malformed and truncated JSON, and (for tRPC) superjson envelopes with hostile type annotations.

/** Text, or bytes that are not valid UTF-8. */
export type RawBody = string | Uint8Array;

const encoder = new TextEncoder();

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, surrogates, truncations. */
const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
];

export function bytesOf(...parts: (string | readonly number[])[]): Uint8Array {
  const chunks = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : Uint8Array.from(part)));
  return new Uint8Array(Buffer.concat(chunks));
}

/** `depth` levels of arrays or objects as JSON text; `closed: false` leaves them open. */
function deepJson(depth: number, kind: "array" | "object", closed = true): string {
  const [open, close] = kind === "array" ? ["[", "]"] : ['{"a":', "}"];
  return `${open.repeat(depth)}1${closed ? close.repeat(depth) : ""}`;
}

const invalidUtf8 = fc.constantFrom(...INVALID_UTF8);

/** A JSON document (as `wrap` places it in the envelope) holding bytes that are not UTF-8. */
const withInvalidUtf8 = (wrap: (text: string) => string) =>
  fc.oneof(
    fc.tuple(invalidUtf8, fc.string({ maxLength: 8 })).map(([bad, text]) => {
      const [before, after] = wrap(`{"a":"${text}@@"}`).split("@@");
      return bytesOf(before ?? "", bad, after ?? "");
    }),
    invalidUtf8.map((bad) => bytesOf(bad)),
    fc.uint8Array({ minLength: 1, maxLength: 64 }),
    fc.constant(bytesOf([0xef, 0xbb, 0xbf], wrap("{}"))),
  );

const NUMBER_TOKENS = ["1e999", "-1e999", "1e-999", "123456789012345678901234567890", "-0", "0.1e400", "1E+308"];
const MALFORMED = ["", " ", "\n", "{", "}", "[1,]", "{'a':1}", "undefined", "NaN", "Infinity", '"\\ud800"', "\u0000"];
const DUPLICATES = ['{"a":1,"a":"1"}', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}'];

/**
 * Hostile JSON-ish bodies. `wrap` puts a document where the endpoint reads it (tRPC: in the
 * superjson envelope), `depth` is the deepest nesting sent (a URL holds less than a body).
 */
export function rawBodies(wrap: (text: string) => string, depth: number, valid: fc.Arbitrary<string>) {
  return fc.oneof(
    fc
      .tuple(fc.constantFrom("array" as const, "object" as const), fc.boolean())
      .map(([kind, closed]) => wrap(deepJson(depth, kind, closed))),
    withInvalidUtf8(wrap),
    fc.constantFrom(...NUMBER_TOKENS).map((token) => wrap(`{"a":${token},"b":[${token}]}`)),
    fc.constantFrom(...NUMBER_TOKENS).map(wrap),
    fc.constantFrom(...MALFORMED, ...DUPLICATES.map(wrap)),
    fc.tuple(valid, fc.nat()).map(([text, cut]) => text.slice(0, cut % (text.length + 1))),
  );
}

// superjson's meta names a path in `json` and the type to turn its value into.
const annotation = fc.constantFrom<unknown>(
  "number",
  "bigint",
  "Date",
  "regexp",
  "set",
  "map",
  "undefined",
  "symbol",
  "Error",
  "URL",
  "Nope",
  ["class", "Nope"],
  ["custom", "Nope"],
  ["typed-array", "Int8Array"],
  ["typed-array", "Nope"],
  ["symbol", "nope"],
  42,
  null,
  [],
);
const metaPath = fc.constantFrom("", "a", "0", "a.b", "__proto__", "constructor.prototype", "a.__proto__", "a\\.b");

/** superjson envelopes whose meta annotates paths that do not exist, with types that do not exist. */
export const hostileEnvelopes = fc
  .record(
    {
      json: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({ a: "x", b: ["1", "2"], c: { d: "e" } })),
      meta: fc.record(
        {
          values: fc.oneof(fc.tuple(annotation), fc.dictionary(metaPath, fc.oneof(fc.tuple(annotation), annotation))),
          referentialEqualities: fc.oneof(
            fc.dictionary(metaPath, fc.array(metaPath, { maxLength: 3 })),
            fc.tuple(fc.array(metaPath, { maxLength: 2 })),
          ),
          v: fc.constantFrom<unknown>(1, 2, "1", null),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ["json"] },
  )
  .map((envelope) => JSON.stringify(envelope));
