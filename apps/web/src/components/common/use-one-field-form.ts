import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type UseFormProps, useForm } from "react-hook-form";
import { z } from "zod";
import { fieldProps } from "../../lib/field-props";

/** The values of a one-field form. */
interface OneField {
  value: string;
}

/**
 * A form of one text input and a save (a task line, an own choice, a password gate): react-hook-form
 * with the validators' schema for that one value, as every form does it (decision 016). `field`
 * spreads onto the input (its registration and `error`); `onSubmit` wraps the save, which gets
 * the checked value.
 */
export function useOneFieldForm<T>(
  schema: z.ZodType<T, string>,
  { initial = "", mode = "onSubmit" }: { initial?: string; mode?: UseFormProps<OneField>["mode"] } = {},
) {
  const [resolver] = useState(() => zodResolver(z.object({ value: schema })));
  const form = useForm<OneField, unknown, { value: T }>({ resolver, defaultValues: { value: initial }, mode });
  return {
    form,
    field: fieldProps(form, "value"),
    onSubmit: (save: (value: T) => unknown) => form.handleSubmit(({ value }) => save(value)),
  };
}
