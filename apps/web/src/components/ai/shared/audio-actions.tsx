import { Button } from "@onepercent/ui/button";
import { AudioLines, LibraryBig } from "lucide-react";
import { minutesText } from "./ai-format";
import { AudioPlayer } from "./audio-player";
import { estimatedRenderMs, GenerationProgress } from "./generation-progress";
import { NoticeLine } from "./notice-line";
import { type Notice, noticeAt } from "./use-notice";

interface AudioActionsProps {
  /** Another call of the tool is running: both buttons wait. */
  busy: boolean;
  rendering: boolean;
  /** Generate Audio is the step to take next (the imagery tool shows it so once a script exists). */
  generateFirst: boolean;
  saveLabel: string;
  minutes: number;
  notice: Notice;
  onGenerate: () => void;
  onSave: () => void;
  /** The track made, with what the player says of it. */
  track: { url: string; fileName: string; label: string; detail: string } | null;
}

/** Generate Audio and Save, the actions' notice, the progress while rendering and the player after. */
export function AudioActions(props: AudioActionsProps) {
  const { busy, rendering, track } = props;
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button disabled={busy} variant={props.generateFirst ? "primary" : "secondary"} onClick={props.onGenerate}>
          <AudioLines aria-hidden />
          {rendering ? "Generating audio…" : "Generate Audio"}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={props.onSave}>
          <LibraryBig aria-hidden />
          {props.saveLabel}
        </Button>
      </div>

      <NoticeLine notice={noticeAt(props.notice, "actions")} />
      {rendering ? (
        <GenerationProgress
          label={`Generating your ${minutesText(props.minutes)} track…`}
          estimateMs={estimatedRenderMs(props.minutes)}
        />
      ) : null}
      {track ? (
        <AudioPlayer src={track.url} fileName={track.fileName} label={track.label} detail={track.detail} />
      ) : null}
    </>
  );
}
