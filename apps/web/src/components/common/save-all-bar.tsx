import { Button } from "@onepercent/ui/button";
import { CircleAlert, LoaderCircle, Save } from "lucide-react";

/**
 * The sticky bar under the cards being edited (planning-and-reflection.md §4): the save error,
 * if any, a short status and Save All Changes.
 */
export function SaveAllBar({
  error,
  status,
  saving,
  disabled,
  onSave,
}: {
  /** Why the changes cannot be or were not saved; nothing when null or empty. */
  error: string | null;
  /** Announced politely, e.g. "Unsaved changes". */
  status: string;
  saving: boolean;
  disabled: boolean;
  onSave: () => void;
}) {
  return (
    <div className="sticky bottom-24 z-10 space-y-2 rounded-2xl bg-white/90 p-3 shadow-lg ring-1 ring-slate-200 backdrop-blur lg:bottom-4">
      {error ? (
        <p role="alert" className="flex items-start gap-2 text-red-700 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <p className="text-slate-600 text-sm" aria-live="polite">
          {status}
        </p>
        <Button onClick={onSave} disabled={disabled}>
          {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          Save All Changes
        </Button>
      </div>
    </div>
  );
}
