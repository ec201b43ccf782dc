import { LibraryBig, Mic, Sparkles } from "lucide-react";
import { ToolTabs } from "../shared/tool-tabs";
import { CreatePanel } from "./create-panel";
import { RecordPanel } from "./record-panel";
import { useVisualization } from "./use-visualization";
import { useLibraryCount, VisualizationLibrary } from "./visualization-library";

/**
 * The Visualization Audio Creator (training-and-tools.md §2 AI tools): Create (template, script,
 * settings, audio), Record (your own voice) and Library. The script is shared by Create and Record.
 * The panels stay mounted: a recording or a track in progress survives a look at the library.
 */
export function VisualizationCreator() {
  const tool = useVisualization();
  const count = useLibraryCount();
  return (
    <ToolTabs
      label="Visualization Audio"
      tabs={[
        { value: "create", label: "Create", icon: Sparkles, keep: true, content: <CreatePanel tool={tool} /> },
        { value: "record", label: "Record", icon: Mic, keep: true, content: <RecordPanel tool={tool} /> },
        { value: "library", label: "Library", icon: LibraryBig, count, content: <VisualizationLibrary /> },
      ]}
    />
  );
}
