import fc from "fast-check";
import type { z } from "zod";
import { mergeInputs, type SchemaNode, schemaNodeOf } from "./json-schema";

// Inputs near a valid one: each procedure's zod input schema, as zod writes it in JSON Schema
// (`z.toJSONSchema`, the input side), turned into a fast-check arbitrary. Refinements are not in
// JSON Schema, so the values are plausible rather than always valid: a good start to mutate from.

/** Strings worth trying in any text field: ids, names and dates of both athletes' own rows. */
export interface Hints {
  known: readonly string[];
}

const anyJson = fc.jsonValue({ maxDepth: 2 });
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days around the start of 2026 (fixed, so that a seed gives the same inputs every day). */
const isoDay = fc.integer({ min: -800, max: 800 }).map((offset) => new Date(Date.UTC(2026, 0, 1) + offset * DAY_MS));
const isoDate = isoDay.map((date) => date.toISOString().slice(0, 10));

function stringOf(node: SchemaNode, key: string, hints: Hints): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(node.maxLength ?? 30, 30));
  let plain: fc.Arbitrary<string> = fc.string({ minLength, maxLength });
  if (node.format === "date") plain = isoDate;
  else if (node.format === "date-time") plain = isoDay.map((date) => date.toISOString());
  else if (node.format === "uuid") plain = fc.uuid();
  else if (node.format === "email" || /email/i.test(key)) plain = fc.emailAddress();
  else if (node.pattern !== undefined) plain = patterned(node.pattern, plain);
  else if (/date/i.test(key)) plain = fc.oneof(isoDate, plain);
  else if (/(^id$|Id$)/.test(key)) plain = fc.oneof(fc.uuid(), plain);
  const choices = [{ weight: 3, arbitrary: plain }, ...atLimit(node.maxLength)];
  if (hints.known.length > 0) choices.push({ weight: 1, arbitrary: fc.constantFrom(...hints.known) });
  return fc.oneof(...choices);
}

/** Text exactly at a schema's length limit and one past it, where off-by-one bugs live. */
function atLimit(maxLength: number | undefined): { weight: number; arbitrary: fc.Arbitrary<string> }[] {
  if (maxLength === undefined || maxLength > 50_000) return [];
  return [{ weight: 1, arbitrary: fc.constantFrom(maxLength, maxLength + 1).map((length) => "é".repeat(length)) }];
}

function patterned(pattern: string, fallback: fc.Arbitrary<string>): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fallback;
  }
}

function numberOf(node: SchemaNode, integer: boolean): fc.Arbitrary<number> {
  const bound = (value: number | undefined, fallback: number) =>
    value === undefined ? fallback : Math.max(-1e15, Math.min(1e15, value));
  const min = bound(node.minimum, -1000);
  const max = Math.max(min, bound(node.maximum, 100_000));
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(node: SchemaNode, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(node.properties ?? {});
  const extra = node.additionalProperties;
  if (properties.length === 0 && typeof extra === "object") {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryOf(extra, hints, depth + 1, ""), {
      maxKeys: 3,
    });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, child] of properties) model[name] = arbitraryOf(child, hints, depth + 1, name);
  const required = (node.required ?? []).filter((name) => name in model);
  return fc.record(model, { requiredKeys: required });
}

function arrayOf(node: SchemaNode, hints: Hints, depth: number, key: string): fc.Arbitrary<unknown> {
  const minLength = node.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(node.maxItems ?? 4, 4));
  const items = node.items ? arbitraryOf(node.items, hints, depth + 1, key) : anyJson;
  const some = fc.array(items, { minLength, maxLength });
  const limit = node.maxItems;
  if (limit === undefined || limit > 200) return some;
  // As many items as allowed, and one more.
  const full = fc
    .constantFrom(limit, limit + 1)
    .chain((length) => fc.array(items, { minLength: length, maxLength: length }));
  return fc.oneof({ weight: 3, arbitrary: some }, full);
}

function ofType(type: string, node: SchemaNode, hints: Hints, depth: number, key: string): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringOf(node, key, hints);
    case "integer":
      return numberOf(node, true);
    case "number":
      return numberOf(node, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayOf(node, hints, depth, key);
    case "object":
      return objectOf(node, hints, depth);
    default:
      return anyJson;
  }
}

function arbitraryOf(node: SchemaNode, hints: Hints, depth: number, key: string): fc.Arbitrary<unknown> {
  if (depth > 8) return anyJson;
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum);
  const choices = node.anyOf ?? node.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((child) => arbitraryOf(child, hints, depth, key)));
  const [first] = node.allOf ?? [];
  if (first) return arbitraryOf(first, hints, depth, key);
  if (Array.isArray(node.type)) return fc.oneof(...node.type.map((type) => ofType(type, node, hints, depth, key)));
  if (node.type !== undefined) return ofType(node.type, node, hints, depth, key);
  if (node.properties) return objectOf(node, hints, depth);
  return anyJson;
}

/** Plausible values for a zod schema (its input side); anything for a schema JSON Schema cannot state. */
function arbitraryForSchema(schema: z.core.$ZodType, hints: Hints): fc.Arbitrary<unknown> {
  const node = schemaNodeOf(schema);
  return node ? arbitraryOf(node, hints, 0, "") : anyJson;
}

/** Values for a procedure's chain of input schemas (tRPC merges the objects they parse). */
export function arbitraryForInputs(schemas: z.core.$ZodType[], hints: Hints): fc.Arbitrary<unknown> {
  if (schemas.length === 0) return fc.constant(undefined);
  return fc
    .tuple(...schemas.map((schema) => arbitraryForSchema(schema, hints)))
    .map((values) => values.reduce(mergeInputs));
}
