import superjson, { type SuperJSONResult } from "superjson";
import { deserializeInput } from "./input-envelope";

/**
 * Whether superjson would write `value` as it is, with no meta: null, booleans, strings, finite
 * numbers other than -0, and arrays and plain objects of those, none of them met twice (superjson
 * records a repeated object as a referential equality).
 */
function isPlainJson(value: unknown, seen: Set<object>): value is SuperJSONResult["json"] {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== "object" || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      if (!isPlainJson(value[index], seen)) return false;
    }
    return true;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const entry of Object.values(value)) {
    if (!isPlainJson(entry, seen)) return false;
  }
  return true;
}

/**
 * superjson, with a shortcut for answers that hold nothing but plain JSON (most of them): they
 * are written as superjson writes them, `{ json: value }`, without its walk that records paths
 * for every node (transformer.test.ts holds the two outputs equal). Inputs are read by superjson
 * once their envelope has passed input-envelope.ts.
 */
export const transformer = {
  input: { serialize: superjson.serialize, deserialize: deserializeInput },
  output: {
    serialize: (value: unknown): SuperJSONResult =>
      isPlainJson(value, new Set()) ? { json: value } : superjson.serialize(value),
    deserialize: superjson.deserialize,
  },
};
