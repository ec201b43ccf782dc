import { Button } from "@onepercent/ui/button";
import { DEFAULT_AUDIO_SETTINGS } from "@onepercent/validators/ai-settings";
import { RecordingFields } from "@onepercent/validators/ai-tools";
import { Link } from "@tanstack/react-router";
import { CircleCheck, LibraryBig } from "lucide-react";
import { useState } from "react";
import { savedOn } from "../ai/shared/ai-format";
import { TitleDialog } from "../ai/shared/title-dialog";
import { useUploadRecording } from "../ai/shared/upload-recording";
import { useSaveDialog } from "../ai/shared/use-save-dialog";
import { StatusNote } from "../common/form-parts";
import type { Recording } from "../recording/use-voice-recorder";

/** Beyond the spec: what saving the mindset recording says. */
const SAVE_FAILED = "Failed to save your recording. Please try again.";
const SAVED = "Saved to your library.";

/**
 * Save to my library: the recording goes to the visualization library (POST /api/ai/audio) with
 * the script it reads, under a title asked for in a dialog ("Mindset script — Nov 25, 2026").
 */
export function SaveRecording({ recording, script }: { recording: Recording; script: string }) {
  const upload = useUploadRecording();
  const [saved, setSaved] = useState(false);
  const dialog = useSaveDialog(async (title) => {
    await upload.mutateAsync({
      blob: recording.blob,
      fileName: recording.fileName,
      fields: { title, script, settings: DEFAULT_AUDIO_SETTINGS },
      failed: SAVE_FAILED,
    });
    setSaved(true);
  });

  return (
    <>
      {saved ? (
        <StatusNote icon={CircleCheck}>
          {SAVED}
          <Link
            to="."
            search={(current) => ({ ...current, modal: "audio-visualization" })}
            className="underline underline-offset-2"
          >
            Open your library
          </Link>
        </StatusNote>
      ) : (
        <Button onClick={dialog.ask}>
          <LibraryBig aria-hidden />
          Save to my library
        </Button>
      )}
      {dialog.open ? (
        <TitleDialog
          heading="Save to my library"
          description="Keep this recording with your visualization audio, to play or download anywhere."
          defaultTitle={`Mindset script — ${savedOn(new Date())}`}
          schema={RecordingFields.shape.title}
          pending={dialog.pending}
          error={dialog.error}
          onSave={(title) => void dialog.submit(title)}
          onClose={dialog.close}
        />
      ) : null}
    </>
  );
}
