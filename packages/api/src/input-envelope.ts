import superjson, { type SuperJSONResult } from "superjson";

// The superjson envelope a tRPC input arrives in (issue 25). superjson rebuilds whatever its meta
// asks for: Sets and Maps reached by walking their entries for every annotated path (quadratic),
// shared and circular references (a reference to the root makes the input contain itself; reading
// it then overflows the stack, about a second of a blocked event loop per request), classes and
// custom types. Inputs need none of that: an input is plain JSON with Dates, `undefined` and the
// numbers JSON cannot write (NaN, ±Infinity, -0). So the envelope is checked first: at most
// INPUT_MAX_DEPTH levels, only those type annotations, and no reference annotations (the JSON
// holds a full copy at every path that shares an object, so dropping them changes nothing a schema
// can see). Anything else is refused before superjson runs; tRPC answers 400.

/** The deepest input nesting accepted; real inputs are at most five levels deep. */
export const INPUT_MAX_DEPTH = 64;

type Json = SuperJSONResult["json"];
type Annotations = NonNullable<NonNullable<SuperJSONResult["meta"]>["values"]>;
type InputType = "Date" | "undefined" | "number";

export class InputEnvelopeError extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isInputType = (type: unknown): type is InputType => type === "Date" || type === "undefined" || type === "number";

/** Plain JSON at most INPUT_MAX_DEPTH levels deep (the recursion stops there). */
function isShallowJson(value: unknown, depth = 0): value is Json {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return true;
  }
  if (typeof value !== "object" || depth >= INPUT_MAX_DEPTH) return false;
  return Object.values(value).every((child) => isShallowJson(child, depth + 1));
}

/** One node of superjson's annotation tree, `[type]` or `[type, { path: node }]`, naming input types only. */
function isInputTree(node: unknown, depth: number): boolean {
  if (!Array.isArray(node) || node.length < 1 || node.length > 2 || depth >= INPUT_MAX_DEPTH) return false;
  const [type, children]: unknown[] = node;
  if (!isInputType(type)) return false;
  return (
    children === undefined ||
    (isRecord(children) && Object.values(children).every((child) => isInputTree(child, depth + 1)))
  );
}

/** `meta.values`: a tree, or paths each with a tree. */
const isInputAnnotations = (values: unknown): values is Annotations =>
  isInputTree(values, 0) || (isRecord(values) && Object.values(values).every((node) => isInputTree(node, 1)));

/** tRPC's input deserializer: superjson, for envelopes that pass the checks above. */
export function deserializeInput(payload: unknown): unknown {
  if (!isRecord(payload)) throw new InputEnvelopeError("An input is sent as { json, meta }");
  const json = payload.json ?? null;
  if (!isShallowJson(json)) throw new InputEnvelopeError(`The input is not JSON of at most ${INPUT_MAX_DEPTH} levels`);
  const { meta } = payload;
  if (meta === undefined || meta === null) return superjson.deserialize({ json });
  if (!isRecord(meta)) throw new InputEnvelopeError("The input's meta is malformed");
  const { values, v } = meta;
  if (values === undefined) return superjson.deserialize({ json });
  if (!isInputAnnotations(values)) {
    throw new InputEnvelopeError("An input may hold plain JSON, Dates, undefined and numbers, nothing else");
  }
  return superjson.deserialize({ json, meta: { values, v: typeof v === "number" ? v : undefined } });
}
