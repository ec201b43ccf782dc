import { z } from "zod";

/** A value checked outside a form: the schema's output, or the first message of its rule. */
type CheckedValue<T> = { ok: true; data: T; problem: null } | { ok: false; data: undefined; problem: string };

/**
 * Checks a value that is not a form's (a filter, a live preview, a list being edited on a page)
 * with the validators' schema, and names the first problem the way a form would show it.
 * Forms use react-hook-form's zodResolver instead (decision 016).
 */
export function checkValue<T>(schema: z.ZodType<T>, value: unknown): CheckedValue<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data, problem: null };
  const { formErrors, fieldErrors } = z.flattenError(result.error);
  const fieldMessages: (string[] | undefined)[] = Object.values(fieldErrors);
  const problem = formErrors[0] ?? fieldMessages.flatMap((list) => list ?? [])[0] ?? "";
  return { ok: false, data: undefined, problem };
}
