import { Button } from "@onepercent/ui/button";
import type { ComponentProps, ComponentType, ReactNode } from "react";

/** An inline error under a form (the server refused or could not be reached): the content stays for another try. */
export function FormAlert({ message }: { message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-red-800 text-sm">
      {message}
    </p>
  );
}

/** A good-news line with its icon (role=status): inline under a form, or a banner over a page. */
export function StatusNote({
  icon: Icon,
  children,
  banner = false,
}: {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  children: ReactNode;
  banner?: boolean;
}) {
  return (
    <p
      role="status"
      className={
        banner
          ? "flex items-center gap-3 rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 font-medium text-brand-800"
          : "flex items-center gap-2 rounded-xl bg-brand-50 px-3.5 py-2.5 font-medium text-brand-800 text-sm"
      }
    >
      <Icon className={banner ? "size-5 shrink-0" : "size-4 shrink-0"} aria-hidden />
      {children}
    </p>
  );
}

type ButtonLook = ComponentProps<typeof Button>;

/**
 * A form's Cancel (or Back), and the submit button, which says "Saving…" (or `pendingLabel`)
 * while it saves.
 */
export function FormButtons({
  form: { submitLabel, pending, onCancel },
  pendingLabel = "Saving…",
  submitIcon,
  cancelIcon,
  cancelLabel = "Cancel",
  cancelVariant = "ghost",
  variant,
  size,
  className = "flex justify-end gap-2",
}: {
  /** Without `onCancel` (an add form) there is no Cancel. */
  form: { submitLabel: string; pending: boolean; onCancel?: (() => void) | undefined };
  pendingLabel?: string;
  submitIcon?: ReactNode;
  cancelIcon?: ReactNode;
  cancelLabel?: string;
  cancelVariant?: ButtonLook["variant"];
  /** The submit button's look (a deletion is "danger"); `size` is both buttons'. */
  variant?: ButtonLook["variant"];
  size?: ButtonLook["size"];
  className?: string;
}) {
  return (
    <div className={className}>
      {onCancel ? (
        <Button type="button" variant={cancelVariant} size={size} onClick={onCancel}>
          {cancelIcon}
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" variant={variant} size={size} disabled={pending}>
        {submitIcon}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
