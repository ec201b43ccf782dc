import { z } from "zod";

/** The `.max()` of a text schema, looking through pipes and transforms to the text they start from. */
function textMax(schema: unknown): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodPipe) return textMax(schema.in);
  return undefined;
}

/**
 * The most characters the field `name` of an object schema takes (its `.max()`), for the input's
 * `maxLength`: the browser then stops where the server's rule does. Undefined for a field that is
 * no text or has no maximum.
 */
export function maxLengthOf(schema: { shape: Record<string, unknown> }, name: string): number | undefined {
  return textMax(schema.shape[name]);
}
