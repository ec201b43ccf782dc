import { useCallback, useRef, useState } from "react";
import { useUnsavedChangesBlocker } from "../common/unsaved-changes";

/**
 * The question before a journal's unsaved edits are dropped (§4): by leaving the page (the
 * router's blocker) or by an action on the page (new entry, another date), which `guard` holds
 * until the user agrees.
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** An action waiting for the user to confirm dropping unsaved edits. */
  const [pending, setPending] = useState<(() => void) | null>(null);
  const blocker = useUnsavedChangesBlocker(dirty);

  /** Runs `action` now, or after the user agrees to drop unsaved edits. */
  const guard = useCallback((action: () => void) => {
    if (dirtyRef.current) setPending(() => action);
    else action();
  }, []);

  return {
    guard,
    dialog: {
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
        dirtyRef.current = false;
        action?.();
      },
    },
  };
}
