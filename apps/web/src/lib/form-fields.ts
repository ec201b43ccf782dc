import { useId } from "react";
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from "react-hook-form";
import { fieldProps } from "./field-props";
import { maxLengthOf } from "./schema-limits";

/**
 * Binds a form's labelled fields to it and to its schema: `field(name)` is fieldProps with the id
 * `${id}-${name}`, where `id` is the form's own (unique on the page, so two forms never share a
 * field id), and a text's `maxLength` from the schema's `.max()`. `id` is returned too, for the
 * ids of the form's other parts.
 */
export function useFormFields<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  schema: { shape: Record<string, unknown> },
) {
  const id = useId();
  const field = <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => {
    const maxLength = maxLengthOf(schema, name);
    return {
      id: `${id}-${name}`,
      ...(maxLength === undefined ? {} : { maxLength }),
      ...fieldProps(form, name, options),
    };
  };
  return { id, field };
}
