import type { AudioStorage, StoredAudio } from "@onepercent/audio";
import type { Context } from "hono";
import type { AppEnv } from "../http/request-info";
import { etagMatches, rangeRequest } from "./byte-ranges";

/**
 * A stored track's URL is fixed (the spec names it) while its bytes change only when it is
 * rebuilt after a deploy: caches keep it for a day, then revalidate with the entity tag.
 */
const AUDIO_CACHE_CONTROL = "public, max-age=86400";

/**
 * Answers GET or HEAD for a stored MP3: 200 with the whole file, 206 with the asked range
 * (Content-Range), 416 when the range starts past the end, 304 when If-None-Match names the
 * current tag. An If-Range that names another version gets the whole new file. A caller's own
 * audio passes a private `cacheControl`; a file of another type (a recording) its `contentType`.
 */
export async function answerStoredAudio(
  c: Context<AppEnv>,
  storage: AudioStorage,
  stored: StoredAudio,
  cacheControl = AUDIO_CACHE_CONTROL,
  contentType = "audio/mpeg",
) {
  const headers: Record<string, string> = {
    "content-type": contentType,
    "accept-ranges": "bytes",
    etag: stored.etag,
    "last-modified": stored.modifiedAt.toUTCString(),
    "cache-control": cacheControl,
  };
  if (etagMatches(c.req.header("if-none-match"), stored.etag)) return c.body(null, 304, headers);
  const ifRange = c.req.header("if-range");
  const wanted =
    ifRange === undefined || ifRange.trim() === stored.etag ? rangeRequest(c.req.header("range"), stored.size) : null;
  if (wanted?.kind === "unsatisfiable") {
    return c.body(null, 416, { ...headers, "content-range": `bytes */${stored.size}` });
  }
  const range = wanted?.kind === "part" ? wanted.range : undefined;
  const length = range ? range.end - range.start + 1 : stored.size;
  const status = range ? 206 : 200;
  const answerHeaders = {
    ...headers,
    "content-length": String(length),
    ...(range ? { "content-range": `bytes ${range.start}-${range.end}/${stored.size}` } : {}),
  };
  if (c.req.method === "HEAD") return c.body(null, status, answerHeaders);
  const stream = await storage.stream(stored.key, range);
  if (!stream) return null;
  return c.body(stream, status, answerHeaders);
}
