import type { RecordingFields } from "@onepercent/validators/ai-tools";
import { aiMessages } from "@onepercent/validators/messages/ai-tools";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { CLIENT_HEADER, trpc } from "../../../lib/trpc";

/** What the server says when it refuses an upload (a legacy REST answer). */
const Refusal = z.object({ message: z.string().min(1) });

/** A recording to keep in the visualization library (POST /api/ai/audio, multipart). */
interface RecordingUpload {
  blob: Blob;
  fileName: string;
  fields: RecordingFields;
  /** The message when the save fails for no reason the user can act on. */
  failed?: string;
}

/**
 * Uploads a recording with its title, script and settings. Throws an Error with the message to
 * show: the server's own for a refusal (not audio, too large, library full), the network message
 * when no answer came, `failed` (the spec's save failure by default) otherwise.
 */
async function uploadRecording({
  blob,
  fileName,
  fields,
  failed = aiMessages.saveFailed,
}: RecordingUpload): Promise<void> {
  const body = new FormData();
  body.append("audio", blob, fileName);
  body.append("title", fields.title);
  body.append("script", fields.script);
  body.append("settings", JSON.stringify(fields.settings));
  let response: Response;
  try {
    response = await fetch("/api/ai/audio", { method: "POST", body, headers: CLIENT_HEADER });
  } catch {
    throw new Error(aiMessages.network);
  }
  if (response.ok) return;
  const refusal = Refusal.safeParse(await response.json().catch(() => null));
  throw new Error(refusal.success && response.status < 500 ? refusal.data.message : failed);
}

/** Uploads a recording; the library list is the only thing it makes stale. */
export function useUploadRecording() {
  const utils = trpc.useUtils();
  return useMutation({
    mutationFn: uploadRecording,
    onSuccess: () => utils.ai.audio.list.invalidate(),
  });
}
