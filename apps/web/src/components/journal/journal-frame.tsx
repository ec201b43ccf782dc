import { Button } from "@onepercent/ui/button";
import { Card } from "@onepercent/ui/card";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { errorAria, FieldError, Input, Label, NativeSelect } from "@onepercent/ui/field";
import { isJournalDate, JOURNAL_RATING_MAX, JOURNAL_RATING_MIN } from "@onepercent/validators/journal";
import { messages } from "@onepercent/validators/messages";
import { CircleAlert, CircleCheck, History, LoaderCircle, PenLine, Plus, Save } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { formatFullDate } from "../../lib/calendar-format";
import type { JournalEditor } from "./use-journal-editor";

/** "Monday, November 23, 2026" for a calendar day (anything else as typed). */
export const formatJournalDate = (day: string) => (isJournalDate(day) ? formatFullDate(day) : day);

export interface SummaryItem {
  label: string;
  text: string;
}

/**
 * What every journal shares (planning-and-reflection.md §2.5, §2.6, §4): the date or the
 * past-entries dropdown, New Entry and Review Past Journals, the form or the saved panel,
 * the save button with its error, and the question before unsaved edits are dropped.
 */
export function JournalFrame<V>({
  editor,
  idPrefix,
  summary,
  children,
}: {
  editor: JournalEditor<V>;
  idPrefix: string;
  /** The saved entry as label and text pairs, for the saved panel. */
  summary: SummaryItem[];
  children: ReactNode;
}) {
  const dateId = `${idPrefix}-date`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    editor.submit();
  };

  return (
    <div className="space-y-4">
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
                  {...errorAria(dateId, editor.errors.date)}
                  onChange={(event) => editor.changeDate(event.target.value)}
                />
                <FieldError id={`${dateId}-error`}>{editor.errors.date}</FieldError>
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

      {editor.saved ? (
        <Card className="space-y-4 border-brand-100 bg-brand-50/60" aria-labelledby={`${idPrefix}-saved`}>
          <div role="status" className="flex items-start gap-3">
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden />
            <div>
              <h2 id={`${idPrefix}-saved`} className="font-semibold text-ink text-lg">
                {messages.journalSaved}
              </h2>
              <p className="text-slate-700 text-sm">{formatJournalDate(editor.date)}</p>
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
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Journal entry">
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

/** A 1-to-10 rating slider with its value shown (§5). */
export function RatingSlider({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}) {
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="font-semibold text-brand-800 text-lg tabular-nums">
          {value}
          <span className="font-normal text-slate-500 text-sm">/{JOURNAL_RATING_MAX}</span>
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={JOURNAL_RATING_MIN}
        max={JOURNAL_RATING_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={`${value} out of ${JOURNAL_RATING_MAX}`}
        {...errorAria(id, error)}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <div className="flex justify-between text-slate-500 text-xs" aria-hidden>
        <span>{JOURNAL_RATING_MIN}</span>
        <span>{JOURNAL_RATING_MAX}</span>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
