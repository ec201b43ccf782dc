import { Tabs, TabsContent, TabsList, TabsTrigger } from "@onepercent/ui/tabs";
import { LibraryBig, Mic, Sparkles } from "lucide-react";
import { CreatePanel } from "./create-panel";
import { RecordPanel } from "./record-panel";
import { useVisualization } from "./use-visualization";
import { useLibraryCount, VisualizationLibrary } from "./visualization-library";

/**
 * The Visualization Audio Creator (training-and-tools.md §2 AI tools): Create (template, script,
 * settings, audio), Record (your own voice) and Library. The script is shared by Create and Record.
 */
export function VisualizationCreator() {
  const tool = useVisualization();
  const count = useLibraryCount();
  return (
    <Tabs defaultValue="create">
      <TabsList aria-label="Visualization Audio">
        <TabsTrigger value="create">
          <Sparkles className="hidden sm:block" aria-hidden />
          Create
        </TabsTrigger>
        <TabsTrigger value="record">
          <Mic className="hidden sm:block" aria-hidden />
          Record
        </TabsTrigger>
        <TabsTrigger value="library">
          <LibraryBig className="hidden sm:block" aria-hidden />
          Library
          {count === undefined ? null : <span className="font-normal text-slate-600">({count})</span>}
        </TabsTrigger>
      </TabsList>
      {/* The panels stay mounted: a recording or a track in progress survives a look at the library. */}
      <TabsContent value="create" forceMount className="data-[state=inactive]:hidden">
        <CreatePanel tool={tool} />
      </TabsContent>
      <TabsContent value="record" forceMount className="data-[state=inactive]:hidden">
        <RecordPanel tool={tool} />
      </TabsContent>
      <TabsContent value="library">
        <VisualizationLibrary />
      </TabsContent>
    </Tabs>
  );
}
