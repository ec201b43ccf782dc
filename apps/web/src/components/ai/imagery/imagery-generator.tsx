import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { LibraryBig, Sparkles } from "lucide-react";
import { trpc } from "../../../lib/trpc";
import { RetryCard } from "../../common/load-failed";
import { ToolTabs } from "../shared/tool-tabs";
import { ImageryCreate } from "./imagery-create";
import { ImageryLibrary, useImageryCount } from "./imagery-library";
import { type ImageryDefaults, useImagery } from "./use-imagery";

/** Create stays mounted: a script or a track in progress survives a look at the library. */
function Workspace({ defaults }: { defaults: ImageryDefaults }) {
  const tool = useImagery(defaults);
  const count = useImageryCount();
  return (
    <ToolTabs
      label="Mental Imagery"
      tabs={[
        {
          value: "create",
          label: "Create",
          icon: Sparkles,
          keep: true,
          content: <ImageryCreate tool={tool} defaults={defaults} />,
        },
        { value: "library", label: "My Library", icon: LibraryBig, count, content: <ImageryLibrary /> },
      ]}
    />
  );
}

/**
 * The Mental Imagery Generator (training-and-tools.md §2 AI tools), on /mental-imagery and over
 * any page: it starts from the profile's name, sport, position and the athlete's affirmations.
 */
export function ImageryGenerator() {
  const defaults = trpc.ai.imagery.defaults.useQuery(undefined);
  if (defaults.isError) return <RetryCard message={aiMessages.loadFailed} onRetry={() => void defaults.refetch()} />;
  if (!defaults.data) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading…</span>
        <div className="h-10 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" />
        <div className="h-64 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" />
      </div>
    );
  }
  return <Workspace defaults={defaults.data} />;
}
