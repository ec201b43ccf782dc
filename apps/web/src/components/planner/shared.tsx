import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { PLANNER_FEATURES, type PlannerFeature } from "@onepercent/validators/analytics-events";
import { messages } from "@onepercent/validators/messages";
import { useBlocker } from "@tanstack/react-router";
import { X } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { httpStatusOf, isTRPCClientError } from "../../lib/trpc";

/** A use of roles and goals or a planner ("Feature Used", platform.md §1). */
export const trackPlanner = (feature: PlannerFeature, action: string) =>
  track("Feature Used", { feature: PLANNER_FEATURES[feature], action });

/**
 * §8 "{prefix}: {reason}": the server's message when it gave one (a rule that refused the
 * input, a record that is gone), the connection message when it could not be reached.
 */
export function failure(prefix: string, error: unknown, withReason = true): string {
  if (!withReason) return prefix;
  return `${prefix}: ${reasonOf(error)}`;
}

export function reasonOf(error: unknown): string {
  if (!isTRPCClientError(error)) return messages.plannerGenericError;
  if (httpStatusOf(error) === null) return messages.plannerNoResponse;
  const fieldMessage = Object.values(error.data?.fieldErrors ?? {}).flat()[0];
  if (fieldMessage) return fieldMessage;
  const code = error.data?.appCode;
  return code === "BAD_INPUT" || code === "NOT_FOUND" ? error.message : messages.plannerGenericError;
}

/** The first message per field of a failed zod parse. */
export function fieldErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Which of a page's forms hold unsaved edits. */
export function useDirtyForms() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const mark = useCallback((key: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(key) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return { dirty: dirty.size > 0, mark };
}

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

/** An edit form's Cancel, and the submit button, which says "Saving…" while it saves. */
export function FormButtons({
  form: { submitLabel, pending, onCancel },
  submitIcon,
  className = "flex justify-end gap-2",
}: {
  form: PlannerFormProps<never>;
  submitIcon?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      {onCancel ? (
        <Button type="button" variant="ghost" onClick={onCancel}>
          <X aria-hidden />
          Cancel
        </Button>
      ) : null}
      <Button type="submit" disabled={pending}>
        {submitIcon}
        {pending ? "Saving…" : submitLabel}
      </Button>
    </div>
  );
}

/** Asks before leaving the page (in the app or closing the tab) while edits are unsaved. */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
  const open = blocker.status === "blocked";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <DialogContent title="Discard your changes?" description="You have unsaved changes on this page.">
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            Discard changes
          </Button>
          <Button onClick={() => blocker.reset?.()}>Keep editing</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** An inline error under a form: the content stays so the user can try again. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-red-800 text-sm">
      {message}
    </p>
  );
}

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const longDate = new Intl.DateTimeFormat(undefined, {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const shortDate = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
export const formatLongDate = (date: string) => longDate.format(atNoon(date));
export const formatShortDate = (date: string) => shortDate.format(atNoon(date));
export const formatRange = (start: string, end: string) =>
  start === end ? formatShortDate(start) : `${formatShortDate(start)} – ${formatShortDate(end)}`;
