import { Link } from "@tanstack/react-router";
import type { ModalProps } from "../../../lib/modals";
import { ToolDialog } from "../shared/tool-dialog";
import { ImageryGenerator } from "./imagery-generator";

/** The Mental Imagery Generator over the current page (`?modal=mental-imagery`, §2). */
export function ImageryDialog({ onClose }: ModalProps) {
  return (
    <ToolDialog
      title="Mental Imagery"
      description="A script for your sport and position that you see, hear and feel, read over a calm background."
      onClose={onClose}
    >
      <ImageryGenerator />
      <Link to="/mental-imagery" className="self-start font-medium text-brand-700 text-sm hover:underline">
        Open as a page
      </Link>
    </ToolDialog>
  );
}
