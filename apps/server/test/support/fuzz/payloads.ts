import { appRouter } from "@onepercent/api";
import fc from "fast-check";
import { z } from "zod";
import { hostileValue, randomValue } from "./hostile-values";
import { jsonText, superjsonText } from "./json-text";
import { mutated } from "./mutate";
import { hostileEnvelopes, type RawBody, rawBodies } from "./raw-bodies";
import { arbitraryForInputs, type Hints } from "./schema-arbitrary";
import type { Payload } from "./wire";

// What one call sends: mostly mutations around a plausible input, some plausible inputs as they
// are, fully random values, single hostile values, and raw bodies no encoder writes.

const InputSchemas = z.object({ inputs: z.array(z.custom<z.ZodType>((value) => value instanceof z.ZodType)) });
const procedures: Record<string, unknown> = appRouter._def.procedures;

/** The zod schemas a procedure parses its input with (`.input()` calls, in order). */
export function inputSchemasOf(procedure: unknown): z.ZodType[] {
  const def: unknown = typeof procedure === "function" ? Reflect.get(procedure, "_def") : undefined;
  return InputSchemas.parse(def).inputs;
}

export const inputSchemasAt = (path: string) => inputSchemasOf(procedures[path]);

/** The deepest nesting sent: a body holds 5,000 levels, a URL (16 KB of headers in Node) fewer. */
export const BODY_DEPTH = 5000;
export const URL_DEPTH = 1500;

const asValue = (value: unknown): Payload => ({ kind: "value", value });
const asRaw = (body: RawBody): Payload => ({ kind: "raw", body });

function payloads(valid: fc.Arbitrary<unknown>, raw: fc.Arbitrary<RawBody>): fc.Arbitrary<Payload> {
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(asValue) },
    { weight: 6, arbitrary: mutated(valid).map(asValue) },
    { weight: 1, arbitrary: randomValue.map(asValue) },
    { weight: 1, arbitrary: hostileValue.map(asValue) },
    { weight: 2, arbitrary: raw.map(asRaw) },
  );
}

/** Inputs of a tRPC call: values are superjson-encoded; raw bodies are superjson envelopes or worse. */
export function trpcPayloads(schemas: z.ZodType[], hints: Hints, depth: number): fc.Arbitrary<Payload> {
  const valid = arbitraryForInputs(schemas, hints);
  const raw = fc.oneof(
    rawBodies((text) => `{"json":${text}}`, depth, valid.map(superjsonText)),
    hostileEnvelopes,
  );
  return payloads(valid, raw);
}

/** Bodies of a REST call: values as JSON text (±Infinity as ±1e999), raw bodies as they are. */
export function restPayloads(schemas: z.ZodType[], hints: Hints): fc.Arbitrary<Payload> {
  const valid = arbitraryForInputs(schemas, hints);
  return payloads(
    valid,
    rawBodies((text) => text, BODY_DEPTH, valid.map(jsonText)),
  );
}
