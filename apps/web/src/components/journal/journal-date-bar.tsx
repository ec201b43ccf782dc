import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { errorAria, FieldError, Input, Label, NativeSelect } from "@onepercent/ui/field";
import { isJournalDate } from "@onepercent/validators/journal";
import { History, LoaderCircle, PenLine, Plus } from "lucide-react";
import { formatJournalDate, type JournalFrameState } from "./journal-state";

/** The date, or the past-entries dropdown, with Review Past Journals and New Entry (§2.5, §4). */
export function JournalDateBar({ editor, idPrefix }: { editor: JournalFrameState; idPrefix: string }) {
  const dateId = `${idPrefix}-date`;
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          {editor.pastMode ? (
            <>
              <Label htmlFor={`${idPrefix}-past`}>Past entries</Label>
              <NativeSelect
                id={`${idPrefix}-past`}
                value={editor.pastDates?.some((item) => item.date === editor.date) ? editor.date : ""}
                onChange={(event) => event.target.value && editor.changeDate(event.target.value)}
                disabled={!editor.pastDates || editor.pastDates.length === 0}
                aria-describedby={editor.pastDatesError ? `${idPrefix}-past-error` : undefined}
              >
                <option value="">
                  {editor.pastDatesLoading
                    ? "Loading past entries…"
                    : editor.pastDates?.length === 0
                      ? "No past entries yet"
                      : "Choose a past entry"}
                </option>
                {editor.pastDates?.map((item) => (
                  <option key={item.id} value={item.date}>
                    {formatJournalDate(item.date)}
                  </option>
                ))}
              </NativeSelect>
              <FieldError id={`${idPrefix}-past-error`}>{editor.pastDatesError}</FieldError>
            </>
          ) : (
            <>
              <Label htmlFor={dateId}>Date</Label>
              <Input
                id={dateId}
                type="date"
                value={editor.date}
                required
                {...errorAria(dateId, editor.dateError)}
                onChange={(event) => editor.changeDate(event.target.value)}
              />
              <FieldError id={`${dateId}-error`}>{editor.dateError}</FieldError>
            </>
          )}
        </div>
        <div className="grid gap-2 min-[420px]:grid-cols-2 sm:flex">
          <Button variant="secondary" onClick={editor.togglePast} aria-pressed={editor.pastMode}>
            <History aria-hidden />
            {editor.pastMode ? "Hide Past Entries" : "Review Past Journals"}
          </Button>
          <Button variant="secondary" onClick={editor.newEntry}>
            <Plus aria-hidden />
            New Entry
          </Button>
        </div>
      </div>
      <p className="flex min-h-5 items-center gap-1.5 text-slate-600 text-sm" aria-live="polite">
        {!isJournalDate(editor.date) ? null : editor.loading ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading {formatJournalDate(editor.date)}…
          </>
        ) : editor.hasEntry ? (
          <>
            <PenLine className="size-4" aria-hidden /> Editing your entry of {formatJournalDate(editor.date)}
          </>
        ) : (
          `New entry for ${formatJournalDate(editor.date)}`
        )}
      </p>
    </Card>
  );
}
