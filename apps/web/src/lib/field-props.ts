import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from "react-hook-form";

/**
 * A react-hook-form field's props for the labelled fields of @onepercent/ui (TextField,
 * PasswordField, SelectField…): its registration and the message of its error, if any.
 */
export function fieldProps<T extends FieldValues, N extends FieldPath<T>, C, O>(
  form: UseFormReturn<T, C, O>,
  name: N,
  options?: RegisterOptions<T, N>,
) {
  // formState is a proxy: reading its errors (and only those) makes a new error re-render the form.
  void form.formState.errors;
  return { error: form.getFieldState(name).error?.message, ...form.register(name, options) };
}
