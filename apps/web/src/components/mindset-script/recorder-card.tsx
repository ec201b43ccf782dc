import { Button } from "@onepercent/ui/button";
import { Card, CardTitle } from "@onepercent/ui/card";
import { ErrorNote } from "@onepercent/ui/error-note";
import { toast } from "@onepercent/ui/toaster";
import { mindsetScriptMessages } from "@onepercent/validators/messages/mindset-script";
import { formatMinutesSeconds } from "@onepercent/validators/relaxation";
import { Download, Mic, Pause, Play, RotateCcw, Square } from "lucide-react";
import { isPaused } from "../recording/recorder";
import { RecordingClock } from "../recording/recording-clock";
import { useVoiceRecorder } from "../recording/use-voice-recorder";
import { SaveRecording } from "./save-recording";

/**
 * Record the script in your own voice (training-and-tools.md §4 Mindset recording): idle →
 * recording with a seconds counter, Pause/Resume and Stop → stopped with playback, Download,
 * Save to my library and Record again. `script` is the text read, saved with the recording.
 */
export function RecorderCard({ script }: { script: string }) {
  const { state, seconds, recording, error, start, pause, resume, stop, reset } = useVoiceRecorder();
  const paused = isPaused(state);

  return (
    <Card className="space-y-4" aria-labelledby="recorder-title">
      <div className="space-y-1">
        <CardTitle id="recorder-title">Record your script</CardTitle>
        <p className="text-slate-600 text-sm">
          Hearing it in your own voice makes it stick. Recordings stay on this device unless you save them to your
          library.
        </p>
      </div>

      <ErrorNote boxed>{error}</ErrorNote>

      {state.status === "recording" ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <RecordingClock paused={paused} seconds={seconds} />
          <div className="flex gap-2">
            {paused ? (
              <Button variant="secondary" onClick={resume}>
                <Play aria-hidden />
                Resume
              </Button>
            ) : (
              <Button variant="secondary" onClick={pause}>
                <Pause aria-hidden />
                Pause
              </Button>
            )}
            <Button variant="danger" onClick={stop}>
              <Square aria-hidden />
              Stop
            </Button>
          </div>
        </div>
      ) : state.status === "stopped" ? (
        <div className="space-y-3">
          <p className="text-slate-700 text-sm">Your recording ({formatMinutesSeconds(seconds)})</p>
          {recording ? (
            // biome-ignore lint/a11y/useMediaCaption: the user's own voice reading the script shown above
            <audio
              controls
              src={recording.url}
              aria-label="Your recording"
              className="w-full"
              onError={() => toast.error(mindsetScriptMessages.playbackFailed)}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            {recording ? <SaveRecording key={recording.url} recording={recording} script={script} /> : null}
            {recording ? (
              <Button asChild variant="secondary">
                <a href={recording.url} download={recording.fileName}>
                  <Download aria-hidden />
                  Download recording
                </a>
              </Button>
            ) : null}
            <Button variant="secondary" onClick={reset}>
              <RotateCcw aria-hidden />
              Record again
            </Button>
          </div>
        </div>
      ) : (
        <Button size="lg" onClick={() => void start()}>
          <Mic aria-hidden />
          Start recording
        </Button>
      )}
    </Card>
  );
}
