import type { ModalProps } from "../../../lib/modals";
import { ToolDialog } from "../shared/tool-dialog";
import { VisualizationCreator } from "./visualization-creator";

/** The Visualization Audio Creator over the current page (`?modal=audio-visualization`, §2). */
export function VisualizationDialog({ onClose }: ModalProps) {
  return (
    <ToolDialog
      title="Visualization Audio Creator"
      description="Your own visualization track: a script from your mindset, read over a calm background."
      onClose={onClose}
    >
      <VisualizationCreator />
    </ToolDialog>
  );
}
