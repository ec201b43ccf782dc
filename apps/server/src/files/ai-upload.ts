import { type AiServices, type ApiConfig, aiOf, recordingFieldsOf, saveRecording } from "@onepercent/api";
import { restError } from "@onepercent/api/rest";
import type { Database } from "@onepercent/db";
import { AI_SCRIPT_MAX, AppError, AUDIO_UPLOAD_MAX_BYTES, aiMessages } from "@onepercent/validators";
import type { Context as HonoContext } from "hono";
import type { HostHandler } from "../http/host-handler";
import type { AppEnv } from "../http/request-info";
import { send } from "../http/rest-answer";
import type { Logger } from "../runtime/logger";

/**
 * The largest upload body (AI_UPLOAD_PATH is exempt from the global body limit, it has this one):
 * the recording's cap plus room for the other fields (a script of AI_SCRIPT_MAX characters of up
 * to 4 bytes each, the title, the settings, the multipart framing).
 */
export const UPLOAD_BODY_MAX_BYTES = AUDIO_UPLOAD_MAX_BYTES + AI_SCRIPT_MAX * 4 + 16 * 1024;

const tooLarge = () => new AppError("TOO_LARGE", aiMessages.uploadTooLarge);
const missing = () => new AppError("BAD_INPUT", aiMessages.uploadMissing);

/**
 * The request body, refused (TOO_LARGE) past `max` bytes: a declared length is checked before any
 * byte is read, a chunked body as it is read (reading stops at the first byte too many).
 */
async function bodyWithin(c: HonoContext<AppEnv>, max: number): Promise<Uint8Array> {
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > max) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The recording and the raw text fields of a multipart body (`settings` is a JSON string). */
async function multipartOf(contentType: string, bytes: Uint8Array) {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw missing();
  }
  const audio = form.get("audio");
  if (audio === null || typeof audio === "string") throw missing();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const settingsText = text("settings");
  let settings: unknown;
  try {
    settings = settingsText === undefined || settingsText.trim() === "" ? undefined : JSON.parse(settingsText);
  } catch {
    settings = settingsText;
  }
  return {
    recording: new Uint8Array(await audio.arrayBuffer()),
    fields: { title: text("title"), script: text("script"), settings },
  };
}

/**
 * POST /api/ai/audio (training-and-tools.md §7; issue 15 scope 4): the caller's own recording as
 * multipart (audio, title, script, settings), saved to their library when its bytes are audio
 * (services/ai/uploads.ts). 401 before anything is read; the body is capped as it is read; 201 with
 * the library item. Nothing is stored on any refusal.
 */
export function aiUpload(db: Database, ai: AiServices, config: ApiConfig, logger: Logger): HostHandler {
  return {
    async signedIn(c, caller) {
      try {
        const contentType = c.req.header("content-type") ?? "";
        if (!contentType.toLowerCase().startsWith("multipart/form-data")) throw missing();
        const { recording, fields } = await multipartOf(contentType, await bodyWithin(c, UPLOAD_BODY_MAX_BYTES));
        const item = await saveRecording(db, aiOf({ ai, config }), caller.auth.user.id, {
          bytes: recording,
          fields: recordingFieldsOf(fields),
        });
        return c.json(item, 201, { "cache-control": "no-store" });
      } catch (error) {
        const answer = restError(error, caller.ctx);
        if (answer.failure !== undefined) {
          logger.error({ err: answer.failure, requestId: c.get("requestId") }, "saving a recording failed");
        }
        return send(answer);
      }
    },
  };
}
