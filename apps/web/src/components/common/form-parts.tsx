import { Button } from "@onepercent/ui/button";
import type { ReactNode } from "react";

/** An inline error under a form (the server refused or could not be reached): the content stays for another try. */
export function FormAlert({ message }: { message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-red-800 text-sm">
      {message}
    </p>
  );
}

/** An edit form's Cancel, and the submit button, which says "Saving…" while it saves. */
export function FormButtons({
  form: { submitLabel, pending, onCancel },
  submitIcon,
  cancelIcon,
  className = "flex justify-end gap-2",
}: {
  /** Without `onCancel` (an add form) there is no Cancel. */
  form: { submitLabel: string; pending: boolean; onCancel?: (() => void) | undefined };
  submitIcon?: ReactNode;
  cancelIcon?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      {onCancel ? (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {cancelIcon}
          Cancel
        </Button>
      ) : null}
      <Button type="submit" disabled={pending}>
        {submitIcon}
        {pending ? "Saving…" : submitLabel}
      </Button>
    </div>
  );
}
