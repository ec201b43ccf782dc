import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { messages } from "@onepercent/validators/messages/common";
import { offlineMessages } from "@onepercent/validators/messages/offline";
import { CircleCheck, CloudUpload, PenLine, Plus } from "lucide-react";
import { formatJournalDate, type JournalFrameState, type SummaryItem } from "./journal-state";

/** The saved state (§4): what was saved, Create New Entry and Edit this entry. */
export function JournalSavedPanel({
  editor,
  idPrefix,
  summary,
}: {
  editor: JournalFrameState;
  idPrefix: string;
  summary: SummaryItem[];
}) {
  return (
    <Card className="space-y-4 border-brand-100 bg-brand-50/60" aria-labelledby={`${idPrefix}-saved`}>
      <div role="status" className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
        <div>
          <h2 id={`${idPrefix}-saved`} className="font-semibold text-ink text-lg">
            {messages.journalSaved}
          </h2>
          <p className="text-slate-700 text-sm">{formatJournalDate(editor.date)}</p>
          {editor.keptOffline ? (
            <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-amber-900 text-sm">
              <CloudUpload className="size-4 shrink-0" aria-hidden />
              <strong className="font-semibold">{offlineMessages.waitingMark}</strong>
              <span>· {offlineMessages.keptToast}</span>
            </p>
          ) : null}
        </div>
      </div>
      {summary.length > 0 ? (
        <dl className="space-y-3 rounded-xl bg-white p-4">
          {summary.map((item) => (
            <div key={item.label}>
              <dt className="font-medium text-slate-600 text-sm">{item.label}</dt>
              <dd className="whitespace-pre-wrap text-ink">{item.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={editor.newEntry}>
          <Plus aria-hidden />
          Create New Entry
        </Button>
        <Button variant="secondary" onClick={editor.editAgain}>
          <PenLine aria-hidden />
          Edit this entry
        </Button>
      </div>
    </Card>
  );
}
