import { Button } from "@onepercent/ui/button";
import { AudioLines, LibraryBig } from "lucide-react";
import type { z } from "zod";
import { useOnline } from "../../../lib/offline/network-status";
import { minutesText } from "./ai-format";
import { AudioPlayer } from "./audio-player";
import { estimatedRenderMs, GenerationProgress } from "./generation-progress";
import { NoticeLine } from "./notice-line";
import { SaveToLibraryDialog } from "./save-to-library-dialog";
import { type Notice, noticeAt } from "./use-notice";
import { useSaveDialog } from "./use-save-dialog";

/** What both AI tools (imagery, visualization) hold about a script's audio and its saving. */
interface AudioTool<Track extends { url: string; fileName: string }> {
  writing: boolean;
  rendering: boolean;
  notice: Notice;
  settings: { duration: number };
  track: Track | null;
  generateAudio: () => Promise<void>;
  /** Whether Save may ask for a title (it says why not itself). */
  canSave: () => boolean;
  /** Throws the message the title dialog shows. */
  saveToLibrary: (title: string) => Promise<void>;
}

interface AudioActionsProps<Track extends { url: string; fileName: string }> {
  tool: AudioTool<Track>;
  /** Generate Audio is the step to take next (the imagery tool shows it so once a script exists). */
  generateFirst: boolean;
  /** The Save button's label, and its title dialog's heading. */
  saveLabel: string;
  /** The rule for the saved title. */
  titleSchema: z.ZodType<string, string>;
  /** What the player says of the track made. */
  trackText: (track: Track) => { label: string; detail: string };
}

/**
 * Generate Audio and Save, the actions' notice, the progress while rendering, the player after,
 * and Save's title dialog.
 */
export function AudioActions<Track extends { url: string; fileName: string }>({
  tool,
  generateFirst,
  saveLabel,
  titleSchema,
  trackText,
}: AudioActionsProps<Track>) {
  const saveDialog = useSaveDialog(tool.saveToLibrary);
  const { rendering, track } = tool;
  const busy = tool.writing || rendering;
  const online = useOnline();
  const minutes = tool.settings.duration;
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          disabled={busy || !online}
          variant={generateFirst ? "primary" : "secondary"}
          onClick={() => void tool.generateAudio()}
        >
          <AudioLines aria-hidden />
          {rendering ? "Generating audio…" : "Generate Audio"}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => tool.canSave() && saveDialog.ask()}>
          <LibraryBig aria-hidden />
          {saveLabel}
        </Button>
      </div>

      <NoticeLine notice={noticeAt(tool.notice, "actions")} />
      {rendering ? (
        <GenerationProgress
          label={`Generating your ${minutesText(minutes)} track…`}
          estimateMs={estimatedRenderMs(minutes)}
        />
      ) : null}
      {track ? <AudioPlayer src={track.url} fileName={track.fileName} {...trackText(track)} /> : null}

      <SaveToLibraryDialog heading={saveLabel} withAudio={track !== null} schema={titleSchema} dialog={saveDialog} />
    </>
  );
}
