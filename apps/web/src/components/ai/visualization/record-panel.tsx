import { Button } from "@onepercent/ui/button";
import { TextareaField } from "@onepercent/ui/field";
import { RecordingFields } from "@onepercent/validators/ai-tools";
import { formatMinutesSeconds } from "@onepercent/validators/relaxation";
import { Check, Download, LibraryBig, Mic, Pause, Play, RotateCcw, Square } from "lucide-react";
import { useId } from "react";
import { isPaused } from "../../recording/recorder";
import { RecordingClock } from "../../recording/recording-clock";
import { NoticeLine } from "../shared/notice-line";
import { TitleDialog } from "../shared/title-dialog";
import { useOwnVoice } from "./use-own-voice";
import type { VisualizationState } from "./use-visualization";

/** The script to read while recording, or what to do when there is none yet. */
function ScriptToRead({ script }: { script: string }) {
  const id = useId();
  if (!script.trim()) {
    return (
      <p className="rounded-2xl bg-slate-50 p-4 text-slate-700 text-sm">
        Write or generate a script on the Create tab to read it here, or just speak freely.
      </p>
    );
  }
  return (
    <TextareaField
      id={id}
      label="Read your script aloud"
      value={script}
      readOnly
      rows={7}
      className="[&_textarea]:bg-slate-50"
    />
  );
}

/**
 * Record in your own voice (§2, §4 Visualization and imagery: idle → recording with a seconds
 * counter → stopped with playback and download), then Save recording to the library.
 */
export function RecordPanel({ tool }: { tool: VisualizationState }) {
  const voice = useOwnVoice(tool);
  const { recorder } = voice;
  const paused = isPaused(recorder.state);

  return (
    <div className="space-y-4">
      <ScriptToRead script={tool.script} />
      <NoticeLine notice={recorder.error ? { tone: "error", text: recorder.error, place: "actions" } : voice.notice} />

      {recorder.state.status === "recording" ? (
        <div className="flex flex-col gap-4 rounded-2xl border border-red-100 bg-red-50/50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <RecordingClock paused={paused} seconds={recorder.seconds} />
          <div className="flex gap-2">
            <Button variant="secondary" onClick={paused ? recorder.resume : recorder.pause}>
              {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
              {paused ? "Resume" : "Pause"}
            </Button>
            <Button variant="danger" onClick={recorder.stop}>
              <Square aria-hidden />
              Stop
            </Button>
          </div>
        </div>
      ) : recorder.state.status === "stopped" ? (
        <div className="space-y-3 rounded-2xl border border-brand-100 bg-brand-50 p-4">
          <p className="font-semibold text-ink text-sm">Your recording ({formatMinutesSeconds(recorder.seconds)})</p>
          {recorder.recording ? (
            // biome-ignore lint/a11y/useMediaCaption: the athlete's own voice reading the script shown above
            <audio controls src={recorder.recording.url} aria-label="Your recording" className="w-full" />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={voice.askTitle} disabled={voice.saved}>
              {voice.saved ? <Check aria-hidden /> : <LibraryBig aria-hidden />}
              {voice.saved ? "Saved to library" : "Save recording"}
            </Button>
            <Button variant="secondary" size="sm" onClick={voice.download}>
              <Download aria-hidden />
              Download recording
            </Button>
            <Button variant="ghost" size="sm" onClick={recorder.reset}>
              <RotateCcw aria-hidden />
              Record again
            </Button>
          </div>
        </div>
      ) : (
        <Button size="lg" onClick={() => void recorder.start()}>
          <Mic aria-hidden />
          Start recording
        </Button>
      )}

      {voice.dialog.open ? (
        <TitleDialog
          heading="Save recording"
          description="Your recording is kept in your library, with the script you read."
          defaultTitle={voice.defaultTitle}
          schema={RecordingFields.shape.title}
          pending={voice.dialog.pending}
          error={voice.dialog.error}
          onSave={(title) => void voice.dialog.submit(title)}
          onClose={voice.dialog.close}
        />
      ) : null}
    </div>
  );
}
