import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { Link } from "@tanstack/react-router";
import { Suspense } from "react";
import type { FocusTool, ModalProps } from "../../lib/modals";
import { FocusToolLoading } from "./focus-hub";
import { focusToolDetails } from "./focus-tools";

/** A Focus tool over the page (the dashboard's starter tasks open one with `?modal=`). */
export function FocusDialog({ tool, onClose }: ModalProps & { tool: FocusTool }) {
  const details = focusToolDetails(tool);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={details.title} description={details.intro} className="sm:w-[min(44rem,calc(100vw-2rem))]">
        <Suspense fallback={<FocusToolLoading />}>
          <details.Component />
        </Suspense>
        <Link
          to="/focus"
          search={{ modal: tool }}
          className="self-start font-medium text-brand-700 text-sm hover:underline"
        >
          Open all Focus tools
        </Link>
      </DialogContent>
    </Dialog>
  );
}
