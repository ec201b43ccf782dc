import type { ProcedureEntry } from "@onepercent/api";
import type { RestRoute } from "@onepercent/api/rest";
import { TIME_ZONE_HEADER } from "@onepercent/validators";
import fc from "fast-check";
import { CSRF_HEADER } from "../../../src/http/security";
import { jsonText, superjsonText } from "./json-text";
import { bytesOf, type RawBody } from "./raw-bodies";

// The HTTP requests the fuzzer sends: tRPC as the web client's links send it (queries and the
// subscription by GET with `?input=`, mutations by POST, one call or a batch), legacy REST paths
// as an old JSON client does. Who sends it (cookie or bearer) is added when it is sent.

/** A generated input: a value to encode, or a body written byte by byte. */
export type Payload = { kind: "value"; value: unknown } | { kind: "raw"; body: RawBody };

export interface FuzzRequest {
  method: string;
  /** Path and query. */
  target: string;
  headers: Record<string, string>;
  body?: RawBody | undefined;
  /** The web client's cookie, or a REST client's bearer token. */
  auth: "cookie" | "bearer";
  /** Server-sent events: a refusal is an event in a 200 answer. */
  stream: boolean;
}

const preview = (body: RawBody | undefined) => {
  if (body === undefined) return "";
  const text = typeof body === "string" ? body : `bytes ${Buffer.from(body).toString("hex")}`;
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

/** A request that prints itself briefly in fast-check's report (a 100k string stays a preview). */
function fuzzRequest(fields: FuzzRequest): FuzzRequest {
  const target = fields.target.length > 300 ? `${fields.target.slice(0, 300)}…` : fields.target;
  return Object.assign(fields, {
    [fc.toStringMethod]: () => `${fields.method} ${target} (${fields.auth}) ${preview(fields.body)}`,
  });
}

/** Every byte as %XX: text that encodeURIComponent refuses (lone surrogates) and bytes that are not UTF-8. */
const percentBytes = (bytes: Uint8Array) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`).join("");

/** A text as a URL part: encodeURIComponent, or byte by byte when it refuses. */
export function urlPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return percentBytes(new TextEncoder().encode(text));
  }
}

const payloadBody = (payload: Payload): RawBody =>
  payload.kind === "raw" ? payload.body : superjsonText(payload.value);

/** The body of a batch of one call: `{"0": body}`. */
const inBatch = (body: RawBody): RawBody =>
  typeof body === "string" ? `{"0":${body}}` : bytesOf('{"0":', [...body], "}");

const asUrlValue = (body: RawBody) => (typeof body === "string" ? urlPart(body) : percentBytes(body));

export interface TrpcOptions {
  batch: boolean;
  auth: "cookie" | "bearer";
  timeZone: string | null;
}

/** One call of a procedure over HTTP. */
export function trpcRequest(entry: ProcedureEntry, payload: Payload, options: TrpcOptions): FuzzRequest {
  const headers: Record<string, string> = options.timeZone === null ? {} : { [TIME_ZONE_HEADER]: options.timeZone };
  const noInput = payload.kind === "value" && payload.value === undefined;
  const body = options.batch ? inBatch(payloadBody(payload)) : payloadBody(payload);
  const stream = entry.type === "subscription";
  if (entry.type === "mutation") {
    return fuzzRequest({
      method: "POST",
      target: `/trpc/${entry.path}${options.batch ? "?batch=1" : ""}`,
      headers: {
        ...headers,
        "content-type": "application/json",
        [CSRF_HEADER]: "web",
        "sec-fetch-site": "same-origin",
        origin: "http://localhost",
      },
      body: noInput && !options.batch ? undefined : body,
      auth: options.auth,
      stream,
    });
  }
  const query = [options.batch ? "batch=1" : "", noInput ? "" : `input=${asUrlValue(body)}`].filter(Boolean).join("&");
  return fuzzRequest({
    method: "GET",
    target: `/trpc/${entry.path}${query ? `?${query}` : ""}`,
    headers: stream ? { ...headers, accept: "text/event-stream" } : headers,
    auth: options.auth,
    stream,
  });
}

export interface RestParts {
  /** Each path parameter, already a URL part. */
  params: Record<string, string>;
  /** Query parameters, already URL parts. */
  query: [string, string][];
  payload: Payload;
  contentType: string | null;
}

/** One call of a legacy REST path: parameters in the path and query, a JSON body for a write. */
export function restRequest(route: RestRoute, parts: RestParts): FuzzRequest {
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => parts.params[name] ?? "x");
  const query = parts.query.map(([key, value]) => `${key}=${value}`).join("&");
  const headers: Record<string, string> = { accept: "application/json" };
  if (parts.contentType !== null) headers["content-type"] = parts.contentType;
  const body =
    route.method === "GET"
      ? undefined
      : parts.payload.kind === "raw"
        ? parts.payload.body
        : jsonText(parts.payload.value);
  return fuzzRequest({
    method: route.method,
    target: `${path}${query ? `?${query}` : ""}`,
    headers,
    body,
    auth: "bearer",
    stream: false,
  });
}
