import { useEffect } from "react";

/** What a page gives each of its add and edit forms. */
export interface PlannerFormProps<V> {
  submitLabel: string;
  pending: boolean;
  /** Why the last save failed, shown under the form. */
  error: string | null;
  onSubmit: (values: V) => Promise<unknown>;
  /** Given for an edit form; an add form has none. */
  onCancel?: () => void;
  dirtyKey: string;
  markDirty: (key: string, dirty: boolean) => void;
}

/** Tells the page whether a form holds unsaved edits, and that it holds none once it is gone. */
export function useReportDirty({ dirtyKey, markDirty }: PlannerFormProps<never>, dirty: boolean) {
  useEffect(() => markDirty(dirtyKey, dirty), [dirty, dirtyKey, markDirty]);
  useEffect(() => () => markDirty(dirtyKey, false), [dirtyKey, markDirty]);
}
