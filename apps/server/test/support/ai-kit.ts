import { readdirSync } from "node:fs";
import path from "node:path";
import { aiAudioItems, aiFiles, eq } from "@onepercent/db";
import { SESSION_COOKIE } from "@onepercent/validators";
import { z } from "zod";
import { CSRF_HEADER } from "../../src/http/security";
import { dataOf, registration, trpcCalls, type useTestApp } from "./test-app";

// What the AI tools' HTTP tests share: uploads as the web client sends them, and what a user has stored.

type TestApp = ReturnType<typeof useTestApp>;

export interface Upload {
  bytes?: Uint8Array;
  /** The file name the browser sends (never trusted). */
  name?: string;
  type?: string;
  title?: string;
  script?: string;
  settings?: string;
}

/** The multipart body of POST /api/ai/audio: audio, title, script, settings (a JSON string). */
export function uploadForm(upload: Upload): FormData {
  const form = new FormData();
  if (upload.bytes) {
    const file = new File([upload.bytes], upload.name ?? "recording.webm", { type: upload.type ?? "audio/webm" });
    form.set("audio", file);
  }
  form.set("title", upload.title ?? "My own voice");
  if (upload.script !== undefined) form.set("script", upload.script);
  form.set(
    "settings",
    upload.settings ?? JSON.stringify({ voice: "calm", background: "none", pace: "slow", duration: 3 }),
  );
  return form;
}

/** The web app's headers for a write on its session cookie. */
export const webHeaders = (cookie: string) => ({
  cookie,
  [CSRF_HEADER]: "web",
  "sec-fetch-site": "same-origin",
  origin: "http://localhost",
});

/** A new user signed in the way the web app is: the session cookie `op_session=…`. */
export async function cookieUser(t: TestApp): Promise<{ cookie: string; userId: string }> {
  const response = await trpcCalls(t).mutate("auth.register", registration());
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    ?.split(";")[0];
  if (!cookie) throw new Error("registration set no session cookie");
  const { userId } = z.object({ userId: z.string() }).parse(await dataOf(response));
  return { cookie, userId };
}

/** The files a user has under the app's audio storage (DATA_DIR/audio/ai/<userId>). */
function storedFiles(t: TestApp, userId: string): string[] {
  try {
    return readdirSync(path.join(t.dataDir, "audio", "ai", userId)).filter((name) => !name.endsWith(".tmp"));
  } catch {
    return [];
  }
}

/** What a user has stored: file rows, library items, files in the storage. */
export async function storedBy(t: TestApp, userId: string) {
  return {
    files: await t.db.$count(aiFiles, eq(aiFiles.userId, userId)),
    items: await t.db.$count(aiAudioItems, eq(aiAudioItems.userId, userId)),
    stored: storedFiles(t, userId),
  };
}

export const NOTHING_STORED = { files: 0, items: 0, stored: [] };
