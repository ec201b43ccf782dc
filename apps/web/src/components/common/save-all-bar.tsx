import { Button } from "@onepercent/ui/button";
import { ErrorNote } from "@onepercent/ui/error-note";
import { LoaderCircle, Save } from "lucide-react";

/**
 * The sticky bar under the cards being edited (planning-and-reflection.md §4): the save error,
 * if any, a short status and Save All Changes (a journal's bar says Save Journal Entry and submits
 * the form it stands in).
 */
export function SaveAllBar({
  error,
  status,
  saving,
  disabled,
  onSave,
  label = "Save All Changes",
}: {
  /** Why the changes cannot be or were not saved; nothing when null or empty. */
  error: string | null;
  /** Announced politely, e.g. "Unsaved changes". */
  status: string;
  saving: boolean;
  disabled: boolean;
  /** Without `onSave` the button submits the form the bar stands in. */
  onSave?: () => void;
  label?: string;
}) {
  return (
    <div className="sticky bottom-24 z-10 space-y-2 rounded-2xl bg-white/90 p-3 shadow-lg ring-1 ring-slate-200 backdrop-blur lg:bottom-4">
      <ErrorNote>{error}</ErrorNote>
      <div className="flex items-center justify-between gap-3">
        <p className="text-slate-600 text-sm" aria-live="polite">
          {status}
        </p>
        <Button type={onSave ? "button" : "submit"} onClick={onSave} disabled={disabled}>
          {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {label}
        </Button>
      </div>
    </div>
  );
}
