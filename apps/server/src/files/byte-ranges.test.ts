import { describe, expect, it } from "vitest";
import { etagMatches, rangeRequest } from "./byte-ranges";

describe("rangeRequest", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-200", { start: 800, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    [" BYTES=5-5 ", { start: 5, end: 5 }],
  ])("reads %j of 1000 bytes", (header, range) => {
    expect(rangeRequest(header, 1000)).toEqual({ kind: "part", range });
  });

  it.each([undefined, "", "items=0-9", "bytes=9-2", "bytes=a-b", "bytes=-", "bytes=0-9,20-29", "bytes=1.5-3"])(
    "sends the whole file for %j",
    (header) => {
      expect(rangeRequest(header, 1000)).toEqual({ kind: "whole" });
    },
  );

  it.each(["bytes=1000-", "bytes=1000-2000", "bytes=-0"])("cannot satisfy %j of 1000 bytes", (header) => {
    expect(rangeRequest(header, 1000)).toEqual({ kind: "unsatisfiable" });
  });
});

describe("etagMatches", () => {
  it("matches the tag in a list, weak or strong, and any tag for *", () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches("*", '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
