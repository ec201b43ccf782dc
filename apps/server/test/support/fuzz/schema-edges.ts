import fc from "fast-check";
import type { z } from "zod";
import { mergeInputs, type SchemaNode, schemaNodeOf } from "./json-schema";

// The edges of a schema, tried on every run before the random inputs: the largest input it states
// (every field, each text and list at its limit, numbers at their maximum), the smallest (required
// fields only, empty texts and lists, numbers at their minimum), and each field at its largest. Off-by-one and
// "nobody sends that much" bugs live there, and random inputs seldom reach them.

type Side = "largest" | "smallest";

/** Strings with no stated limit, and lists, stay this long at most. */
const UNSTATED_LENGTH = 1000;
const LIST_MAX = 200;

function textAt(node: SchemaNode, side: Side, key: string): string {
  if (node.format === "date" || (/date/i.test(key) && node.format === undefined && node.pattern === undefined)) {
    return "2026-11-23";
  }
  if (node.format === "date-time") return "2026-11-23T10:00:00.000Z";
  if (node.format === "uuid") return "00000000-0000-4000-8000-000000000000";
  if (node.pattern !== undefined) {
    try {
      return fc.sample(fc.stringMatching(new RegExp(node.pattern)), { seed: 1, numRuns: 1 })[0] ?? "";
    } catch {
      return "";
    }
  }
  if (side === "smallest") return "x".repeat(node.minLength ?? 0);
  return "é".repeat(Math.min(node.maxLength ?? UNSTATED_LENGTH, 50_000));
}

function numberAt(node: SchemaNode, side: Side, integer: boolean): number {
  const value = side === "largest" ? (node.maximum ?? 1_000_000) : (node.minimum ?? 0);
  return integer ? Math.trunc(value) : value;
}

function ofType(type: string, node: SchemaNode, side: Side, key: string, depth: number): unknown {
  switch (type) {
    case "string":
      return textAt(node, side, key);
    case "integer":
      return numberAt(node, side, true);
    case "number":
      return numberAt(node, side, false);
    case "boolean":
      return side === "largest";
    case "array": {
      const length = side === "largest" ? Math.min(node.maxItems ?? 10, LIST_MAX) : (node.minItems ?? 0);
      return Array.from({ length }, () => (node.items ? edgeOf(node.items, side, key, depth + 1) : null));
    }
    case "object": {
      const required = new Set(node.required ?? []);
      const entries = Object.entries(node.properties ?? {}).filter(
        ([name]) => side === "largest" || required.has(name),
      );
      return Object.fromEntries(entries.map(([name, child]) => [name, edgeOf(child, side, name, depth + 1)]));
    }
    default:
      return null;
  }
}

function edgeOf(node: SchemaNode, side: Side, key: string, depth: number): unknown {
  if (depth > 8) return null;
  if (node.const !== undefined) return node.const;
  if (node.enum && node.enum.length > 0) return side === "largest" ? node.enum.at(-1) : node.enum[0];
  const choices = node.anyOf ?? node.oneOf ?? node.allOf;
  const choice = side === "largest" ? choices?.at(-1) : choices?.[0];
  if (choice) return edgeOf(choice, side, key, depth);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type !== undefined) return ofType(type, node, side, key, depth);
  return node.properties ? ofType("object", node, side, key, depth) : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The largest and the smallest input a procedure's chain of schemas states, and the smallest with
 * one field at its largest for each field (a refinement the largest breaks leaves the others tried).
 */
export function inputEdges(schemas: z.core.$ZodType[]): unknown[] {
  if (schemas.length === 0) return [];
  const [largest, smallest] = (["largest", "smallest"] as const).map((side) =>
    schemas
      .map((schema) => {
        const node = schemaNodeOf(schema);
        return node ? edgeOf(node, side, "", 0) : null;
      })
      .reduce(mergeInputs),
  );
  if (!isRecord(largest) || !isRecord(smallest)) return [largest, smallest];
  const oneLarge = Object.entries(largest).map(([key, value]) => ({ ...smallest, [key]: value }));
  return [largest, smallest, ...oneLarge];
}
