import { Button } from "@onepercent/ui/button";
import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { useBlocker } from "@tanstack/react-router";
import { useRef } from "react";

/** Blocks leaving the page (in the app or closing the tab) while `dirty` edits are unsaved. */
export function useUnsavedChangesBlocker(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  return useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
}

/** Asks whether to discard the unsaved changes while `blocker` holds a navigation back. */
export function DiscardChangesDialog({
  blocker,
  description,
}: {
  blocker: ReturnType<typeof useUnsavedChangesBlocker>;
  description: string;
}) {
  return (
    <Dialog open={blocker.status === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent title="Discard your changes?" description={description}>
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
