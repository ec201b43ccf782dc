import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { useState } from "react";
import { downloadBlob } from "../../common/download";
import { type RecorderFailure, useVoiceRecorder } from "../../recording/use-voice-recorder";
import { savedOn } from "../shared/ai-format";
import { useUploadRecording } from "../shared/upload-recording";
import { useNotice } from "../shared/use-notice";
import { useSaveDialog } from "../shared/use-save-dialog";
import type { VisualizationState } from "./use-visualization";

/** §8 Visualization: a refused microphone, or a recorder that would not start. */
const recorderError = (failure: RecorderFailure) =>
  failure === "microphone" ? aiMessages.microphoneDenied : aiMessages.recordingFailed;

/**
 * The athlete's own voice for the creator: the mindset script's recorder with the creator's
 * messages, Download recording (§8: 'No recording available to download.') and Save recording,
 * which uploads it with the script and settings to the library.
 */
export function useOwnVoice(tool: Pick<VisualizationState, "script" | "settings">) {
  const recorder = useVoiceRecorder({ fileBase: "visualization-recording", describeError: recorderError });
  const upload = useUploadRecording();
  const notice = useNotice();
  /** The recording last saved (by its object URL): saving it again would make a second copy. */
  const [savedUrl, setSavedUrl] = useState<string | null>(null);
  const dialog = useSaveDialog(async (title) => {
    if (!recorder.recording) throw new Error(aiMessages.noRecording);
    const { blob, fileName, url } = recorder.recording;
    await upload.mutateAsync({
      blob,
      fileName,
      fields: { title, script: tool.script.trim(), settings: tool.settings },
    });
    setSavedUrl(url);
    notice.success(aiMessages.saved);
  });

  return {
    recorder,
    notice: notice.notice,
    dialog,
    saved: recorder.recording !== null && recorder.recording.url === savedUrl,
    defaultTitle: `My voice — ${savedOn(new Date())}`,
    askTitle: () => {
      notice.clear();
      if (recorder.recording) dialog.ask();
      else notice.error(aiMessages.noRecording);
    },
    download: () => {
      notice.clear();
      if (recorder.recording) downloadBlob(recorder.recording.blob, recorder.recording.fileName);
      else notice.error(aiMessages.noRecording);
    },
  };
}
