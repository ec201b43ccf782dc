import { aiMessages } from "@onepercent/validators";
import { appRouter } from "../root";
import { deleted, type RestRequest, type RestRow, row } from "./types";

const { audio, visualization, imagery, coach } = appRouter.ai;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Save to Library's body names the script `text` (§7); the procedure's input calls it `script`. */
const scriptFromText = ({ body }: RestRequest): unknown =>
  isRecord(body) ? { ...body, script: body.script ?? body.text } : body;

/** POST /ai/generate-audio sends the settings beside the text (§7): {text, voice, background, pace, duration}. */
const flatAudioRequest = ({ body }: RestRequest): unknown => {
  if (!isRecord(body)) return body;
  const { text, voice, background, pace, duration } = body;
  const given = Object.entries({ voice, background, pace, duration }).filter(([, value]) => value !== undefined);
  return { text, settings: Object.fromEntries(given) };
};

const byId = ({ params }: RestRequest) => ({ id: params.id });

/**
 * The AI tools' calls of training-and-tools.md §7 (issue 15), with the fallbacks the old client
 * tried. The upload (POST /api/ai/audio, multipart), the spoken track (POST /api/ai/text-to-speech)
 * and the files (/api/ai/files/:id) are host rows (rest/host.ts), answered by the host itself.
 */
export const aiRows: RestRow[] = [
  row({ method: "GET", path: ["/api/ai/audio", "/api/users/audio-files"], access: "user", procedure: audio.list }),
  row({
    method: "POST",
    path: "/api/ai/audio/script",
    access: "user",
    status: 201,
    procedure: audio.save,
    input: scriptFromText,
  }),
  row({
    method: "DELETE",
    path: "/api/ai/audio/:id",
    access: "user",
    procedure: audio.delete,
    input: byId,
    answer: deleted(aiMessages.deleted),
  }),
  row({
    method: "POST",
    path: ["/api/ai/generate-script", "/api/ai/mindset-script"],
    access: "user",
    procedure: visualization.generateScript,
  }),
  row({ method: "POST", path: "/api/ai/ask-coach", access: "user", procedure: coach.answer }),
  row({ method: "POST", path: "/api/ai/save-conversation", access: "user", status: 201, procedure: coach.save }),
  row({
    method: "GET",
    path: ["/api/ai/mental-imagery", "/api/users/mental-imagery"],
    access: "user",
    procedure: imagery.list,
  }),
  row({ method: "POST", path: "/api/ai/mental-imagery", access: "user", status: 201, procedure: imagery.save }),
  row({
    method: "DELETE",
    path: "/api/ai/mental-imagery/:id",
    access: "user",
    procedure: imagery.delete,
    input: byId,
    answer: deleted(aiMessages.imageryDeleted),
  }),
  row({ method: "POST", path: "/api/ai/generate-mental-imagery", access: "user", procedure: imagery.generateScript }),
  row({
    method: "POST",
    path: "/ai/generate-audio",
    access: "user",
    procedure: audio.generate,
    input: flatAudioRequest,
  }),
];
