import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { transformer } from "./transformer";

const shared = { day: "2026-11-23" };
const holed: number[] = new Array(3);
holed[0] = 1;
holed[2] = 3;
const cases: [string, unknown][] = [
  ["null", null],
  ["a string", "focus"],
  ["numbers", [0, 1.5, -3, Number.MAX_SAFE_INTEGER]],
  [
    "a nested plain answer",
    { tasks: [{ task: "mindset", completed: true }], weekly: { week: { start: "2026-11-22" } } },
  ],
  ["an object without prototype", Object.assign(Object.create(null), { a: 1 })],
  ["a date", { createdAt: new Date("2026-11-24T10:00:00Z") }],
  ["undefined inside", { a: undefined, b: [undefined] }],
  ["a hole in an array", holed],
  ["-0, NaN and Infinity", [-0, Number.NaN, Number.POSITIVE_INFINITY]],
  ["a repeated object", { current: shared, previous: shared }],
  ["a map, a set and a bigint", { m: new Map([["a", 1]]), s: new Set([1]), b: 10n }],
  ["a class instance", { error: new Error("boom") }],
];

describe("the output transformer", () => {
  it.each(cases)("writes %s exactly as superjson does", (_name, value) => {
    expect(JSON.stringify(transformer.output.serialize(value))).toBe(JSON.stringify(superjson.serialize(value)));
  });

  it.each(cases)("reads %s back as superjson does", (_name, value) => {
    const written = transformer.output.serialize(value);
    expect(transformer.output.deserialize(written)).toEqual(superjson.deserialize(superjson.serialize(value)));
  });
});
