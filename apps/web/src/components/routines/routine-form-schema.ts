import { zodResolver } from "@hookform/resolvers/zod";
import { CreateRoutineInput, ROUTINE_FIELD_ORDER, ROUTINE_STEPS_MAX } from "@onepercent/validators/routines";
import type { FieldErrors, Resolver } from "react-hook-form";
import { z } from "zod";

/** The form's values: the steps are objects, as react-hook-form's field arrays need. */
export interface RoutineFormValues {
  name: string;
  triggerDescription: string;
  physicalAction: string;
  steps: { text: string }[];
}

export const EMPTY_ROUTINE: RoutineFormValues = {
  name: "",
  triggerDescription: "",
  physicalAction: "",
  steps: [{ text: "" }],
};

/** The form's values checked by the server's own schema (CreateRoutineInput), once the steps are plain texts. */
const RoutineFormSchema = z
  .object({
    name: z.string(),
    triggerDescription: z.string(),
    physicalAction: z.string(),
    steps: z.array(z.object({ text: z.string() })),
  })
  .transform(({ steps, ...fields }) => ({ ...fields, steps: steps.map((step) => step.text) }))
  .pipe(CreateRoutineInput);

const schemaResolver = zodResolver(RoutineFormSchema);

/** Keeps the errors of the first field that fails in §5's order (name, trigger, action, steps). */
function firstFieldOnly<T extends Partial<Record<(typeof ROUTINE_FIELD_ORDER)[number], unknown>>>(errors: T): T {
  const first = ROUTINE_FIELD_ORDER.find((field) => errors[field] !== undefined);
  const kept = { ...errors };
  for (const field of ROUTINE_FIELD_ORDER) if (field !== first) delete kept[field];
  return kept;
}

/**
 * The create form's resolver (§5): the server's schema, and of its messages only the first in
 * the spec's order shows, as the spec asks ("the first failure shows").
 */
export const routineFormResolver: Resolver<RoutineFormValues, unknown, CreateRoutineInput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const errors: FieldErrors<RoutineFormValues> = firstFieldOnly(result.errors);
  return Object.keys(errors).length === 0 ? result : { values: {}, errors };
};

/** The message for the steps: the list's own (none, too many) or the first empty step's. */
export function stepsMessage(errors: FieldErrors<RoutineFormValues>["steps"]): string | undefined {
  if (!errors) return undefined;
  if (errors.message) return errors.message;
  if (errors.root?.message) return errors.root.message;
  for (let index = 0; index < ROUTINE_STEPS_MAX; index += 1) {
    const step = errors[index];
    const message = step?.message ?? step?.text?.message;
    if (message) return message;
  }
  return undefined;
}
