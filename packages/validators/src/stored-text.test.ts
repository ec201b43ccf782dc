import { describe, expect, it } from "vitest";
import { holdsUnstorableText, isStorableText } from "./stored-text";

describe("text the database can keep", () => {
  it("is any well-formed text without NUL, emoji and right-to-left marks included", () => {
    for (const text of ["", "Serve", "👩‍👩‍👧‍👦 team", "\u202Eevil", "\u200B", "e\u0301"])
      expect(isStorableText(text), text).toBe(true);
  });

  it("is not text with NUL or half of a surrogate pair", () => {
    for (const text of ["a\u0000b", "\uD800", "x\uDFFF", "👩".slice(0, 1)])
      expect(isStorableText(text), text).toBe(false);
  });

  it("is looked for in every string and key of an input, however deep, once per object", () => {
    expect(holdsUnstorableText({ a: [1, { b: "ok" }], c: null })).toBe(false);
    expect(holdsUnstorableText({ a: [1, { b: "no\u0000" }] })).toBe(true);
    expect(holdsUnstorableText(JSON.parse('{"\\ud800": 1}'))).toBe(true);
    let deep: unknown = "\uDC00";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(holdsUnstorableText(deep)).toBe(true);
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    expect(holdsUnstorableText(cyclic)).toBe(false);
  });
});
