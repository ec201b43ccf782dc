import fc from "fast-check";

// Values a hostile client puts where an input expects something else (issue 25): as JavaScript
// values, sent superjson-encoded to tRPC (Dates, NaN, BigInt survive) and as JSON text to REST
// (json-text.ts writes NaN and Infinity as the tokens a JSON parser turns into them).

/** The length of a "very long" string: 100k characters. */
const LONG = 100_000;

/** Year 0, and the last and first instants a JavaScript Date can hold (years 275760 and -271821). */
const FAR_DATES = [new Date("0000-01-01T00:00:00Z"), new Date(8.64e15), new Date(-8.64e15), new Date(Number.NaN)];

const ODD_NUMBERS = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  -1,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 63),
  2 ** 31,
  -(2 ** 31) - 1,
  0.5,
  1e21,
];

/** Text that breaks naive handling: controls, lone surrogates, direction marks, zero-width, look-alikes. */
const ODD_TEXTS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDBFFy",
  "\u202Eevil\u202C",
  "\u200F\u200E\u061C",
  "\u200B\u200C\u200D\u2060",
  "\uFEFF",
  "\u2028\u2029",
  "e\u0301\u0301\u0301\u0301",
  "👩‍👩‍👧‍👦",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "\r\n\r\n",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-0",
  "0x1F",
  " 42 ",
  "9".repeat(400),
  "../../etc/passwd",
  "..%2f..%2f",
  "%00",
  "%ff",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "{{7*7}}\u0024{7*7}",
  "__proto__",
  "constructor",
  "prototype",
  "2025-02-30",
  "0000-01-01",
  "+275760-09-13",
  "-271821-04-20",
  "99999-12-31",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
];

const longChars = ["a", " ", "@", "9", ".", "-", "\u0000", "\uD800", "é", "𝔘", "\u202E", "\n", "a@", "ab "];

/** A 100k-character string made of one short piece repeated. */
const longText = fc.constantFrom(...longChars).map((piece) => piece.repeat(Math.ceil(LONG / piece.length)));

export const oddText = fc.oneof(
  fc.constantFrom(...ODD_TEXTS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom("\uD800", "\uDC00", "\u202E", "\u200B", "\u0000", "a"), maxLength: 20 }),
);

const numberAsText = fc.oneof(
  fc.double().map(String),
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.constantFrom("1e999", "-1e999", "1_000", "07", "+1", "1,5", "0b1"),
);

const oddNumber = fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.double(), fc.integer());

const oddDate = fc.oneof(fc.constantFrom(...FAR_DATES), fc.date({ noInvalidDate: false }));

/** `depth` levels of arrays or of objects around a number. */
function nested(depth: number, kind: "array" | "object"): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = kind === "array" ? [value] : { a: value };
  return value;
}

/** An object whose own keys are `__proto__`, `constructor` and `prototype` (JSON.parse makes `__proto__` an own key). */
const protoKeys = (): unknown =>
  JSON.parse('{"__proto__":{"isAdmin":true,"userId":"x"},"constructor":{"prototype":{"polluted":true}},"prototype":1}');

const oddContainer = fc.oneof(
  fc.constantFrom<unknown>([], {}, [null], [[]], { "": "" }),
  fc.constantFrom(100, 300).chain((depth) => fc.constantFrom(nested(depth, "array"), nested(depth, "object"))),
  fc.constant(null).map(protoKeys),
  fc.constant(null).map(() => new Array<number>(10_000).fill(0)),
  fc.constant(null).map(() => Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`k${index}`, index]))),
  fc.constant(null).map(
    () =>
      new Map<unknown, unknown>([
        [{}, 1],
        ["a", new Set([Number.NaN])],
      ]),
  ),
  fc.constant(null).map(() => new Set<unknown>([1, "1", null])),
);

/** Any one hostile value, of any type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, undefined, true, false, 0),
  oddText,
  longText,
  numberAsText,
  oddNumber,
  oddDate,
  fc.bigInt(),
  oddContainer,
);

/** Fully random values: anything superjson can carry, however deep and odd. */
export const randomValue: fc.Arbitrary<unknown> = fc.anything({
  maxDepth: 4,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  stringUnit: "binary",
});
