import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import type { ReactNode } from "react";
import type { ModalProps } from "../../../lib/modals";
import { NeedsConnection } from "../../common/needs-connection";

/** An AI tool over the current page (`?modal=…`, §2): its title, what it does, and the tool (and, offline, that it needs a connection). */
export function ToolDialog({
  title,
  description,
  onClose,
  children,
}: ModalProps & { title: string; description: string; children: ReactNode }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={description} className="sm:w-[min(48rem,calc(100vw-2rem))]">
        <NeedsConnection />
        {children}
      </DialogContent>
    </Dialog>
  );
}
