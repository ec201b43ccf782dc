import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { CircleAlert, LoaderCircle, Save } from "lucide-react";
import type { ReactNode } from "react";
import { JournalDateBar } from "./journal-date-bar";
import { JournalSavedPanel } from "./journal-saved-panel";
import type { JournalFrameState, SummaryItem } from "./journal-state";

/**
 * What every journal shares (planning-and-reflection.md §2.5, §2.6, §4): the date or the
 * past-entries dropdown, New Entry and Review Past Journals, the form or the saved panel,
 * the save button with its error, and the question before unsaved edits are dropped.
 */
export function JournalFrame({
  editor,
  idPrefix,
  summary,
  children,
}: {
  editor: JournalFrameState;
  idPrefix: string;
  /** The saved entry as label and text pairs, for the saved panel. */
  summary: SummaryItem[];
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <JournalDateBar editor={editor} idPrefix={idPrefix} />

      {editor.saved ? (
        <JournalSavedPanel editor={editor} idPrefix={idPrefix} summary={summary} />
      ) : (
        <form noValidate onSubmit={editor.submit} className="space-y-4" aria-label="Journal entry">
          {children}
          <div className="sticky bottom-24 z-10 space-y-2 rounded-2xl bg-white/90 p-3 shadow-lg ring-1 ring-slate-200 backdrop-blur lg:bottom-4">
            {editor.saveError ? (
              <p role="alert" className="flex items-start gap-2 text-red-700 text-sm">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                {editor.saveError}
              </p>
            ) : null}
            <div className="flex items-center justify-between gap-3">
              <p className="text-slate-600 text-sm" aria-live="polite">
                {editor.dirty ? "Unsaved changes" : editor.hasEntry ? "Saved" : ""}
              </p>
              <Button type="submit" disabled={editor.saving}>
                {editor.saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
                Save Journal Entry
              </Button>
            </div>
          </div>
        </form>
      )}

      <Dialog open={editor.leave.open} onOpenChange={(open) => !open && editor.leave.stay()}>
        <DialogContent title="Discard your changes?" description="Your journal entry has unsaved changes.">
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={editor.leave.discard}>
              Discard changes
            </Button>
            <Button onClick={editor.leave.stay}>Keep writing</Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
