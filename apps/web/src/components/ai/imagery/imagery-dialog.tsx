import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { Link } from "@tanstack/react-router";
import type { ModalProps } from "../../../lib/modals";
import { ImageryGenerator } from "./imagery-generator";

/** The Mental Imagery Generator over the current page (`?modal=mental-imagery`, §2). */
export function ImageryDialog({ onClose }: ModalProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Mental Imagery"
        description="A script for your sport and position that you see, hear and feel, read over a calm background."
        className="sm:w-[min(48rem,calc(100vw-2rem))]"
      >
        <ImageryGenerator />
        <Link to="/mental-imagery" className="self-start font-medium text-brand-700 text-sm hover:underline">
          Open as a page
        </Link>
      </DialogContent>
    </Dialog>
  );
}
