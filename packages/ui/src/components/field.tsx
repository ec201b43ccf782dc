import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../cn";

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn("font-medium text-ink text-sm", className)} {...props} />;
}

const control =
  "block w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-ink shadow-xs placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-invalid:border-red-600 disabled:bg-slate-100";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-32 resize-y py-2.5 leading-relaxed", className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "h-11 appearance-auto pr-8", className)} {...props} />;
}

/** The message under a field; announced by screen readers when it appears. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-red-700 text-sm">
      {children}
    </p>
  );
}

/** Label, control and error stacked, with the error wired to the control through aria-describedby. */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  htmlFor: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-slate-600 text-sm">{hint}</p> : null}
      <FieldError id={`${htmlFor}-error`}>{error}</FieldError>
    </div>
  );
}

/** A labelled control's props: its element's own, plus id, label, error and hint. */
type LabelledProps<T extends "input" | "textarea" | "select"> = ComponentProps<T> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** Marks a control invalid and points it at its error under the field (Field's `${id}-error`). */
export function errorAria(id: string, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
}

/** An input with its label and error, wired for screen readers (aria-invalid, aria-describedby). */
export function TextField({ id, label, error, hint, className, ...props }: LabelledProps<"input">) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <Input id={id} {...errorAria(id, error)} {...props} />
    </Field>
  );
}

/** A multi-line text box with its label and error, wired like TextField. */
export function TextareaField({ id, label, error, hint, className, ...props }: LabelledProps<"textarea">) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <Textarea id={id} {...errorAria(id, error)} {...props} />
    </Field>
  );
}

/** A drop-down with its label and error, wired like TextField; the options are its children. */
export function SelectField({ id, label, error, hint, className, ...props }: LabelledProps<"select">) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <NativeSelect id={id} {...errorAria(id, error)} {...props} />
    </Field>
  );
}

type PresetFieldProps = Omit<ComponentProps<typeof TextField>, "id" | "label"> & { id?: string; label?: ReactNode };

/** The e-mail field of sign-in and registration forms. */
export function EmailField({ id = "email", label = "Email", ...props }: PresetFieldProps) {
  return <TextField id={id} label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A password field; `autoComplete` says whether it is the current or a new password. */
export function PasswordField({ id = "password", label = "Password", ...props }: PresetFieldProps) {
  return <TextField id={id} label={label} type="password" {...props} />;
}
