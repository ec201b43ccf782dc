import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { isTRPCClientError } from "./trpc";

/** What a failed tRPC call carries (trpc.ts errorFormatter on the server). */
export interface ServerFailure {
  message: string;
  data?: {
    httpStatus?: number;
    appCode?: string | null;
    fieldErrors?: Record<string, string[]> | null;
  } | null;
}

const failureOf = (error: unknown): ServerFailure | null => (isTRPCClientError(error) ? error : null);

/**
 * The form-level message for a failed call: the server's own when it is meant for the user (a
 * domain error, or any refusal below 500); `fallback` for another failure or when no answer came.
 */
export function failureMessage(failure: ServerFailure | null, fallback: string): string {
  if (!failure?.data) return fallback;
  const { httpStatus = 500, appCode = null } = failure.data;
  return failure.message && (appCode !== null || httpStatus < 500) ? failure.message : fallback;
}

/** The message to show for a failed call outside a form (a toast, a dialog's alert). */
export const errorMessage = (error: unknown, fallback: string): string => failureMessage(failureOf(error), fallback);

/** The first server message for each of `fields` (the input schema's issues by top-level field). */
export function fieldMessages<F extends string>(failure: ServerFailure | null, fields: readonly F[]): [F, string][] {
  const byField = failure?.data?.fieldErrors ?? {};
  return fields.flatMap((field) => {
    const [first] = byField[field] ?? [];
    return first ? [[field, first] as [F, string]] : [];
  });
}

/**
 * Shows a failed call on a react-hook-form form, the one way every form does it: the server's
 * field errors under `fields` (the first is focused), anything else as the form's root error.
 */
export function showServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError">,
  error: unknown,
  fields: readonly Path<T>[],
  fallback: string,
): void {
  const failure = failureOf(error);
  const placed = fieldMessages(failure, fields);
  for (const [index, [field, message]] of placed.entries()) {
    form.setError(field, { message }, { shouldFocus: index === 0 });
  }
  if (placed.length === 0) form.setError("root", { message: failureMessage(failure, fallback) });
}

/**
 * A form's submit handler: `save` gets the checked values; a failure shows on the form as
 * showServerError puts it, and what the user typed stays for another try.
 */
export function handleServerSubmit<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  fields: readonly Path<T>[],
  fallback: string,
  save: (values: O) => Promise<unknown>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      showServerError(form, error, fields, fallback);
    }
  });
}

/**
 * The first message of a field's react-hook-form errors: its own (a rule on the whole field), or
 * the first of its items' (a list field whose item broke a rule).
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  if ("message" in error && typeof error.message === "string" && error.message) return error.message;
  const items: readonly unknown[] = Array.isArray(error) ? error : [];
  for (const item of items) {
    const message = firstErrorMessage(item);
    if (message) return message;
  }
  return undefined;
}
