import fc from "fast-check";
import { hostileValue } from "./hostile-values";
import { jsonText } from "./json-text";

// Mutations around a plausible input: one value inside it replaced by a hostile one, a key removed,
// an odd key added (`__proto__`, `constructor`, `prototype`, an id the caller should not choose),
// a value wrapped in an array or an object, a number or a boolean sent as a string.

type Step = string | number;
type Operation = "replace" | "remove" | "add-key" | "wrap" | "as-text";
const OPERATIONS: Operation[] = ["replace", "replace", "remove", "add-key", "wrap", "as-text"];

const ODD_KEYS = ["__proto__", "constructor", "prototype", "", "id", "userId", "isAdmin", "role", "toString", "0"];

interface Mutation {
  operation: Operation;
  pick: number;
  replacement: unknown;
  key: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The path of every value inside `value`, the root first (at most `limit`). */
function pathsOf(value: unknown, limit = 60): Step[][] {
  const paths: Step[][] = [];
  const visit = (item: unknown, path: Step[]) => {
    if (paths.length >= limit) return;
    paths.push(path);
    if (Array.isArray(item)) for (const [index, child] of item.entries()) visit(child, [...path, index]);
    else if (isRecord(item)) for (const [key, child] of Object.entries(item)) visit(child, [...path, key]);
  };
  visit(value, []);
  return paths;
}

/** An own property, even for `__proto__` (plain assignment would set the prototype instead). */
function withKey(record: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...record };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** `value` with what is at `path` replaced by `change(old)` (undefined removes it from its parent). */
function updateAt(value: unknown, path: Step[], change: (old: unknown) => unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return change(value);
  if (Array.isArray(value) && typeof step === "number") {
    const next = updateAt(value[step], rest, change);
    const copy = [...value];
    if (next === undefined && rest.length === 0) copy.splice(step, 1);
    else copy[step] = next;
    return copy;
  }
  if (isRecord(value) && typeof step === "string") {
    const next = updateAt(value[step], rest, change);
    if (next === undefined && rest.length === 0) {
      const { [step]: _removed, ...others } = value;
      return others;
    }
    return withKey(value, step, next);
  }
  return value;
}

function asText(value: unknown): unknown {
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (typeof value === "string") return Number(value);
  return jsonText(value);
}

function apply(value: unknown, { operation, pick, replacement, key }: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[pick % paths.length] ?? [];
  switch (operation) {
    case "replace":
      return updateAt(value, path, () => replacement);
    case "remove":
      return path.length === 0 ? undefined : updateAt(value, path, () => undefined);
    case "add-key":
      return updateAt(value, path, (old) => (isRecord(old) ? withKey(old, key, replacement) : replacement));
    case "wrap":
      return updateAt(value, path, (old) => (pick % 2 === 0 ? [old] : { value: old }));
    case "as-text":
      return updateAt(value, path, asText);
  }
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  operation: fc.constantFrom(...OPERATIONS),
  pick: fc.nat(),
  replacement: hostileValue,
  key: fc.oneof(fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 8 })),
});

/** `valid`'s values with one to three mutations each. */
export const mutated = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutations.reduce(apply, value));
