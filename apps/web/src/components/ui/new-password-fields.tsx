import { PasswordField } from "@onepercent/ui/field";
import { PASSWORD_MAX } from "@onepercent/validators/user";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { fieldProps } from "../../lib/field-props";

const LABELS = {
  /** A new account's password. */
  first: ["Password", "Confirm password"],
  /** A password that replaces the old one. */
  new: ["New password", "Confirm new password"],
} as const;

/** A new password and its confirmation, both remembered by password managers as a new password. */
export function NewPasswordFields<T extends FieldValues, C, O>({
  form,
  names,
  ids,
  labels = "new",
  hint,
  autoFocus,
}: {
  form: UseFormReturn<T, C, O>;
  /** The form's fields: the password, then its confirmation. */
  names: readonly [FieldPath<T>, FieldPath<T>];
  ids: readonly [string, string];
  labels?: keyof typeof LABELS;
  /** Under the password: the rule it must meet. */
  hint?: string;
  autoFocus?: boolean;
}) {
  const [password, confirmation] = LABELS[labels];
  return (
    <>
      <PasswordField
        id={ids[0]}
        label={password}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint={hint}
        autoFocus={autoFocus}
        {...fieldProps(form, names[0])}
      />
      <PasswordField
        id={ids[1]}
        label={confirmation}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...fieldProps(form, names[1])}
      />
    </>
  );
}

/** The password the account has now, which may be an older, longer one than today's rule allows. */
export function CurrentPasswordField<T extends FieldValues, C, O>({
  form,
  name,
  ...field
}: {
  form: UseFormReturn<T, C, O>;
  name: FieldPath<T>;
  id: string;
  label: string;
}) {
  return (
    <PasswordField
      {...field}
      autoComplete="current-password"
      maxLength={PASSWORD_MAX * 4}
      {...fieldProps(form, name)}
    />
  );
}
