import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import type { ModalProps } from "../../../lib/modals";
import { VisualizationCreator } from "./visualization-creator";

/** The Visualization Audio Creator over the current page (`?modal=audio-visualization`, §2). */
export function VisualizationDialog({ onClose }: ModalProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Visualization Audio"
        description="Your own visualization track: a script from your mindset, read over a calm background."
        className="sm:w-[min(48rem,calc(100vw-2rem))]"
      >
        <VisualizationCreator />
      </DialogContent>
    </Dialog>
  );
}
