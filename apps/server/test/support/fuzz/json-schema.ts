import { z } from "zod";

// A procedure's zod input schema as zod writes it in JSON Schema (`z.toJSONSchema`, the input
// side): the part of JSON Schema the fuzzer reads to build plausible inputs.

export interface SchemaNode {
  type?: string | string[] | undefined;
  properties?: Record<string, SchemaNode> | undefined;
  required?: string[] | undefined;
  items?: SchemaNode | undefined;
  additionalProperties?: SchemaNode | boolean | undefined;
  anyOf?: SchemaNode[] | undefined;
  oneOf?: SchemaNode[] | undefined;
  allOf?: SchemaNode[] | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  pattern?: string | undefined;
  format?: string | undefined;
}

const SchemaNode: z.ZodType<SchemaNode> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), SchemaNode).optional(),
    required: z.array(z.string()).optional(),
    items: SchemaNode.optional(),
    additionalProperties: z.union([z.boolean(), SchemaNode]).optional(),
    anyOf: z.array(SchemaNode).optional(),
    oneOf: z.array(SchemaNode).optional(),
    allOf: z.array(SchemaNode).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    pattern: z.string().optional(),
    format: z.string().optional(),
  }),
);

/** The JSON Schema of a zod schema's input side, or null when it is not one this file reads. */
export function schemaNodeOf(schema: z.core.$ZodType): SchemaNode | null {
  const node = SchemaNode.safeParse(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
  return node.success ? node.data : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Two inputs of a procedure's chain of schemas as tRPC hands them on: objects merged, else the later. */
export const mergeInputs = (merged: unknown, value: unknown): unknown =>
  isRecord(merged) && isRecord(value) ? { ...merged, ...value } : value;
