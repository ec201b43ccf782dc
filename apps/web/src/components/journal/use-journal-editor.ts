import { JOURNAL_FEATURES } from "@onepercent/validators/analytics-events";
import {
  isJournalDate,
  JOURNAL_RELOAD_DELAY_MS,
  type JournalEntry,
  type JournalType,
  SaveJournalInput,
} from "@onepercent/validators/journal";
import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { track } from "../../lib/analytics";
import { issueMessages } from "../../lib/form-errors";
import { todayInBrowser } from "../../lib/today";
import { httpStatusOf, isTRPCClientError, trpc } from "../../lib/trpc";
import { useUnsavedChangesBlocker } from "../common/unsaved-changes";
import {
  type FieldErrors,
  loadedValues,
  pastDatesFailureMessage,
  saveFailureMessage,
  withoutError,
} from "./journal-editor-rules";

export type { FieldErrors } from "./journal-editor-rules";

export interface JournalEditorOptions<V> {
  type: JournalType;
  /** The values of an empty form. */
  empty: V;
  /** A saved entry as form values (null when it is another journal's entry). */
  fromEntry: (entry: JournalEntry) => V | null;
  /** The form values as the save procedure's input. */
  toInput: (date: string, values: V) => z.input<typeof SaveJournalInput>;
}

/** The message a failed save shows; the text stays in the form. */
const saveFailure = (type: JournalType, error: unknown) =>
  saveFailureMessage(type, httpStatusOf(error), isTRPCClientError(error) ? error.message : undefined);

/**
 * One journal's form state (§4): a form state and a saved state; changing the date clears
 * the form and loads that date's entry 100 ms later; any edit clears the saved state; the
 * past-entries mode swaps the date input for a dropdown of saved dates. Leaving the page with
 * unsaved edits asks first.
 */
export function useJournalEditor<V>({ type, empty, fromEntry, toInput }: JournalEditorOptions<V>) {
  const utils = trpc.useUtils();
  const [date, setDate] = useState(todayInBrowser);
  const [loadDate, setLoadDate] = useState(date);
  const [values, setValues] = useState<V>(empty);
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pastMode, setPastMode] = useState(false);
  /** An action (new entry, other date) waiting for the user to confirm dropping unsaved edits. */
  const [pending, setPending] = useState<(() => void) | null>(null);
  /** Bumped at every (re)load, so that reloading the same date fills the form again. */
  const [loads, setLoads] = useState(0);

  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const entryQuery = trpc.journal.get.useQuery({ type, date: loadDate }, { enabled: isJournalDate(loadDate) });
  const datesQuery = trpc.journal.listDates.useQuery({ type }, { enabled: pastMode });

  // The loaded entry fills the form, unless the user has started typing meanwhile.
  const entry = entryQuery.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` re-fills after a reload of the same date
  useEffect(() => {
    if (entry === undefined || dirtyRef.current) return;
    setValues(loadedValues(entry, fromEntry, empty));
  }, [entry, fromEntry, empty, loads]);

  const save = trpc.journal.save.useMutation({
    onSuccess: (savedEntry) => {
      utils.journal.get.setData({ type, date: savedEntry.date }, savedEntry);
      void utils.journal.listDates.invalidate({ type });
      void utils.journal.trends.invalidate();
      void utils.dashboard.get.invalidate();
      setDirty(false);
      setSaved(true);
      track("Feature Used", { feature: JOURNAL_FEATURES[type], action: "save" });
    },
  });

  const blocker = useUnsavedChangesBlocker(dirty);

  /** Runs `action` now, or after the user agrees to drop unsaved edits. */
  const guard = useCallback((action: () => void) => {
    if (dirtyRef.current) setPending(() => action);
    else action();
  }, []);

  const showDate = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setDate(next);
      setValues(empty);
      setDirty(false);
      setSaved(false);
      setErrors({});
      save.reset();
      timer.current = setTimeout(() => {
        setLoadDate(next);
        setLoads((count) => count + 1);
      }, JOURNAL_RELOAD_DELAY_MS);
    },
    [empty, save.reset],
  );

  const edit = (change: (current: V) => V, field?: string) => {
    setValues(change);
    setDirty(true);
    setSaved(false);
    setErrors((current) => withoutError(current, field));
  };

  const submit = () => {
    const parsed = SaveJournalInput.safeParse(toInput(date, values));
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const togglePast = () => {
    if (!pastMode) track("Feature Used", { feature: JOURNAL_FEATURES[type], action: "review past" });
    setPastMode(!pastMode);
  };

  return {
    type,
    date,
    values,
    dirty,
    saved,
    errors,
    pastMode,
    loading: entryQuery.isFetching || date !== loadDate,
    hasEntry: Boolean(entry) && date === loadDate,
    saving: save.isPending,
    saveError: save.error ? saveFailure(type, save.error) : null,
    pastDates: datesQuery.data,
    pastDatesError: datesQuery.isError ? pastDatesFailureMessage(httpStatusOf(datesQuery.error)) : null,
    pastDatesLoading: datesQuery.isLoading,
    edit,
    submit,
    togglePast,
    changeDate: (next: string) => guard(() => showDate(next)),
    newEntry: () =>
      guard(() => {
        setPastMode(false);
        showDate(todayInBrowser());
      }),
    /** Back from the saved panel to the saved entry's form. */
    editAgain: () => setSaved(false),
    leave: {
      open: blocker.status === "blocked" || pending !== null,
      stay: () => {
        if (blocker.status === "blocked") blocker.reset();
        setPending(null);
      },
      discard: () => {
        if (blocker.status === "blocked") {
          blocker.proceed();
          return;
        }
        const action = pending;
        setPending(null);
        setDirty(false);
        dirtyRef.current = false;
        action?.();
      },
    },
  };
}

export type JournalEditor<V> = ReturnType<typeof useJournalEditor<V>>;
