import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { deserializeInput, INPUT_MAX_DEPTH, InputEnvelopeError } from "./input-envelope";

const sent = (value: unknown): unknown => JSON.parse(JSON.stringify(superjson.serialize(value)));

describe("an input's superjson envelope", () => {
  it.each<[string, unknown]>([
    ["plain JSON", { title: "Serve", steps: ["Toss", "Hit"], done: false, at: null }],
    ["a Date", { events: [{ name: "Login", occurredAt: new Date("2026-11-24T10:00:00Z") }] }],
    ["undefined inside and at the top", { a: undefined, b: [undefined] }],
    ["numbers JSON cannot write", [Number.NaN, Number.POSITIVE_INFINITY, -0]],
    ["nothing", undefined],
  ])("reads %s as superjson does", (_name, value) => {
    expect(deserializeInput(sent(value))).toEqual(value);
  });

  it("reads an object sent twice as two equal copies, without the reference annotation", () => {
    const shared = { day: "2026-11-23" };
    const envelope = sent({ current: shared, previous: shared });
    expect(envelope).toHaveProperty("meta.referentialEqualities");
    expect(deserializeInput(envelope)).toEqual({ current: shared, previous: shared });
  });

  it("ignores a reference annotation that would make the input contain itself", () => {
    expect(deserializeInput({ json: { a: {} }, meta: { referentialEqualities: [["a"]] } })).toEqual({ a: {} });
  });

  it.each<[string, unknown]>([
    ["a Set", sent({ s: new Set([1]) })],
    ["a Map", sent({ m: new Map([["a", 1]]) })],
    ["a BigInt", sent({ b: 10n })],
    ["an unknown class", { json: "x", meta: { values: [["class", "Nope"]] } }],
    ["an unknown type", { json: "x", meta: { values: { a: ["Nope"] } } }],
    ["a malformed tree", { json: { a: 1 }, meta: { values: { a: [] } } }],
    [
      "JSON deeper than the limit",
      { json: JSON.parse(`${"[".repeat(INPUT_MAX_DEPTH + 1)}${"]".repeat(INPUT_MAX_DEPTH + 1)}`) },
    ],
    ["JSON 100,000 levels deep", { json: JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`) }],
    ["not an envelope", 42],
  ])("refuses %s before superjson reads it", (_name, envelope) => {
    expect(() => deserializeInput(envelope)).toThrow(InputEnvelopeError);
  });
});
