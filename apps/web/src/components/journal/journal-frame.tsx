import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import type { ReactNode } from "react";
import { SaveAllBar } from "../common/save-all-bar";
import { CoachNotes } from "../teams/coach-notes";
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
      {/* The saved entry's notes from coaches (journals shared in full), above the entry or its form. */}
      {editor.entryId ? <CoachNotes kind="journal" id={editor.entryId} /> : null}

      {editor.saved ? (
        <JournalSavedPanel editor={editor} idPrefix={idPrefix} summary={summary} />
      ) : (
        <form noValidate onSubmit={editor.submit} className="space-y-4" aria-label="Journal entry">
          {children}
          <SaveAllBar
            error={editor.saveError}
            status={editor.dirty ? "Unsaved changes" : editor.hasEntry ? "Saved" : ""}
            saving={editor.saving}
            disabled={editor.saving}
            label="Save Journal Entry"
          />
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
