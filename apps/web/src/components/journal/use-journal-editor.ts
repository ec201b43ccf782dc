import { JOURNAL_FEATURES } from "@onepercent/validators/analytics-events";
import {
  isJournalDate,
  JOURNAL_RELOAD_DELAY_MS,
  type JournalEntry,
  type JournalType,
  type SaveJournalInput,
} from "@onepercent/validators/journal";
import { useCallback, useEffect, useRef, useState } from "react";
import { get, type Path, type RegisterOptions, type UseFormReturn } from "react-hook-form";
import { track } from "../../lib/analytics";
import { fieldProps } from "../../lib/field-props";
import { firstErrorMessage } from "../../lib/form-errors";
import { todayInBrowser } from "../../lib/today";
import { httpStatusOf, isTRPCClientError, trpc } from "../../lib/trpc";
import { loadedValues, pastDatesFailureMessage, saveFailureMessage } from "./journal-editor-rules";
import { useJournalSave, useJournalWaiting } from "./use-journal-save";
import { useLeaveGuard } from "./use-leave-guard";

/** What every journal form holds besides its answers: its type and the date, as the save procedure takes them. */
export interface JournalFormBase {
  type: JournalType;
  date: string;
}

export interface JournalEditorOptions<F extends JournalFormBase> {
  type: JournalType;
  /**
   * The journal's react-hook-form, checked with its input schema through zodResolver (the schema the
   * save procedure parses) and starting from `blank(todayInBrowser())`.
   */
  form: UseFormReturn<F, unknown, SaveJournalInput>;
  /** The values of an empty form on `date`. */
  blank: (date: string) => F;
  /** A saved entry as form values (null when it is another journal's entry). */
  fromEntry: (entry: JournalEntry, date: string) => F | null;
}

/** The message a failed save shows; the text stays in the form. */
const saveFailure = (type: JournalType, error: unknown) =>
  saveFailureMessage(type, httpStatusOf(error), isTRPCClientError(error) ? error.message : undefined);

/**
 * One journal's form (§4), react-hook-form checked with the save procedure's schema: a form
 * state and a saved state; changing the date clears the form and loads that date's entry 100 ms
 * later; the past-entries mode swaps the date input for a dropdown of saved dates. Leaving the
 * page, or the date, with unsaved edits asks first.
 */
export function useJournalEditor<F extends JournalFormBase>({ type, form, blank, fromEntry }: JournalEditorOptions<F>) {
  const [date, setDate] = useState(() => form.getValues().date);
  const [loadDate, setLoadDate] = useState(date);
  const [saved, setSaved] = useState(false);
  const [pastMode, setPastMode] = useState(false);
  /** Bumped at every (re)load, so that reloading the same date fills the form again. */
  const [loads, setLoads] = useState(0);
  const { isDirty: dirty, errors } = form.formState;

  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const dateRef = useRef(date);
  dateRef.current = date;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const entryQuery = trpc.journal.get.useQuery({ type, date: loadDate }, { enabled: isJournalDate(loadDate) });
  const datesQuery = trpc.journal.listDates.useQuery({ type }, { enabled: pastMode });

  // The loaded entry fills the form, unless the user has started typing meanwhile.
  const entry = entryQuery.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` re-fills after a reload of the same date
  useEffect(() => {
    if (entry === undefined || dirtyRef.current) return;
    const day = dateRef.current;
    form.reset(loadedValues(entry, (saved) => fromEntry(saved, day), blank(day)));
  }, [entry, fromEntry, blank, form, loads]);

  const save = useJournalSave(type);
  /** This date's entry waits on this device to be sent (issue 28). */
  const keptOffline = useJournalWaiting(type, date);

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      // The saved text is the form's new starting point.
      form.reset(form.getValues());
      setSaved(true);
    } catch (error) {
      form.setError("root", { message: saveFailure(type, error) });
    }
  });

  const showDate = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setDate(next);
      form.reset(blank(next));
      setSaved(false);
      timer.current = setTimeout(() => {
        setLoadDate(next);
        setLoads((count) => count + 1);
      }, JOURNAL_RELOAD_DELAY_MS);
    },
    [blank, form],
  );

  const leave = useLeaveGuard(dirty);

  const togglePast = () => {
    if (!pastMode) track("Feature Used", { feature: JOURNAL_FEATURES[type], action: "review past" });
    setPastMode(!pastMode);
  };

  const values = form.watch();
  return {
    type,
    date,
    /** The form's current values (for the saved panel). */
    values,
    errors,
    /** A field's registration and its error message, to spread onto its input. */
    field: <N extends Path<F>>(name: N, options?: RegisterOptions<F, N>) => fieldProps(form, name, options),
    /** A rating's shown number and its registration as a number, to spread onto its RatingSlider. */
    rating: <N extends Path<F>>(name: N) => ({
      value: get(values, name),
      field: fieldProps(form, name, { valueAsNumber: true }),
    }),
    dateError: firstErrorMessage(get(errors, "date")),
    dirty,
    saved,
    keptOffline,
    pastMode,
    loading: entryQuery.isFetching || date !== loadDate,
    hasEntry: Boolean(entry) && date === loadDate,
    entryId: date === loadDate ? (entry?.id ?? null) : null,
    saving: save.isPending,
    saveError: errors.root?.message ?? null,
    pastDates: datesQuery.data,
    pastDatesError: datesQuery.isError ? pastDatesFailureMessage(httpStatusOf(datesQuery.error)) : null,
    pastDatesLoading: datesQuery.isLoading,
    submit,
    togglePast,
    changeDate: (next: string) => leave.guard(() => showDate(next)),
    newEntry: () =>
      leave.guard(() => {
        setPastMode(false);
        showDate(todayInBrowser());
      }),
    /** Back from the saved panel to the saved entry's form. */
    editAgain: () => setSaved(false),
    leave: leave.dialog,
  };
}

export type JournalEditor<F extends JournalFormBase> = ReturnType<typeof useJournalEditor<F>>;
