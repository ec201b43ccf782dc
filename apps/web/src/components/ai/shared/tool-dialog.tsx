import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import type { ReactNode } from "react";
import type { ModalProps } from "../../../lib/modals";

/** An AI tool over the current page (`?modal=…`, §2): its title, what it does, and the tool. */
export function ToolDialog({
  title,
  description,
  onClose,
  children,
}: ModalProps & { title: string; description: string; children: ReactNode }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={description} className="sm:w-[min(48rem,calc(100vw-2rem))]">
        {children}
      </DialogContent>
    </Dialog>
  );
}
