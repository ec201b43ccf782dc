import { Button } from "@onepercent/ui/button";
import { PLANNER_FEATURES, type PlannerFeature } from "@onepercent/validators/analytics-events";
import { messages } from "@onepercent/validators/messages/common";
import { Pencil, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import { track } from "../../lib/analytics";
import { formatShortDate } from "../../lib/calendar-format";
import { httpStatusOf, isTRPCClientError } from "../../lib/trpc";
import { DiscardChangesDialog, useUnsavedChangesBlocker } from "../common/unsaved-changes";

/** A use of roles and goals or a planner ("Feature Used", platform.md §1). */
export const trackPlanner = (feature: PlannerFeature, action: string) =>
  track("Feature Used", { feature: PLANNER_FEATURES[feature], action });

/**
 * The reason in §8 "{prefix}: {reason}": the server's message when it gave one (a rule that refused
 * the input, a record that is gone), the connection message when it could not be reached.
 */
export function reasonOf(error: unknown): string {
  if (!isTRPCClientError(error)) return messages.plannerGenericError;
  if (httpStatusOf(error) === null) return messages.plannerNoResponse;
  const fieldMessage = Object.values(error.data?.fieldErrors ?? {}).flat()[0];
  if (fieldMessage) return fieldMessage;
  const code = error.data?.appCode;
  return code === "BAD_INPUT" || code === "NOT_FOUND" ? error.message : messages.plannerGenericError;
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

/** Asks before leaving the page (in the app or closing the tab) while edits are unsaved. */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useUnsavedChangesBlocker(dirty);
  return <DiscardChangesDialog blocker={blocker} description="You have unsaved changes on this page." />;
}

export const formatRange = (start: string, end: string) =>
  start === end ? formatShortDate(start) : `${formatShortDate(start)} – ${formatShortDate(end)}`;

/** A listed item's pencil and bin, labelled "Edit {name}" and "Delete {name}"; each shows when it has a handler. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <>
      {onEdit ? (
        <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={onDelete}>
          <Trash2 aria-hidden />
        </Button>
      ) : null}
    </>
  );
}
