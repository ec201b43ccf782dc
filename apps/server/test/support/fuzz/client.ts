import { z } from "zod";
import type { FuzzRequest } from "./wire";

// Sends one fuzz request to the listening server and says what is wrong with its answer: no
// answer within the deadline (the request is aborted, so a hang fails instead of stalling the
// suite), a network error, a status that is not 2xx or 4xx, a refusal inside an event stream
// that stands for a 5xx, or a stack trace in the body.

/** Every call is answered within this long. */
const ANSWER_DEADLINE_MS = 2000;

interface Answer {
  status: number;
  ms: number;
  body: string;
}

export interface Outcome {
  answer?: Answer;
  problem?: string;
}

export interface Credentials {
  cookie: string;
  bearer: string;
}

const StreamError = z.object({ json: z.object({ data: z.object({ httpStatus: z.number() }) }) });

/** The statuses of the refusals in a server-sent event stream (tRPC's `serialized-error` events). */
function streamStatuses(body: string): number[] {
  return body
    .split("\n\n")
    .filter((block) => block.includes("event: serialized-error"))
    .map((block) => {
      const data = block
        .split("\n")
        .find((line) => line.startsWith("data:"))
        ?.slice("data:".length);
      const parsed = StreamError.safeParse(data === undefined ? null : JSON.parse(data));
      return parsed.success ? parsed.data.json.data.httpStatus : 500;
    });
}

function problemOf(request: FuzzRequest, answer: Answer): string | undefined {
  if (answer.ms > ANSWER_DEADLINE_MS) return `answered after ${Math.round(answer.ms)} ms`;
  if (answer.status < 200 || (answer.status >= 300 && answer.status < 400) || answer.status >= 500) {
    return `status ${answer.status}: ${answer.body.slice(0, 300)}`;
  }
  if (/\n\s+at \S+ \(/.test(answer.body)) return `a stack trace in the answer: ${answer.body.slice(0, 300)}`;
  if (request.stream) {
    const failed = streamStatuses(answer.body).find((status) => status >= 500);
    if (failed !== undefined) return `stream refused with ${failed}: ${answer.body.slice(0, 300)}`;
  }
  return undefined;
}

/** Sends `request` to `origin` with the athlete's cookie or bearer token. */
export async function send(origin: string, request: FuzzRequest, credentials: Credentials): Promise<Outcome> {
  const headers = new Headers(request.headers);
  if (request.auth === "cookie") headers.set("cookie", credentials.cookie);
  else headers.set("authorization", `Bearer ${credentials.bearer}`);
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${request.target}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(ANSWER_DEADLINE_MS),
    });
    const body = await response.text();
    const answer = { status: response.status, ms: performance.now() - started, body };
    return { answer, problem: problemOf(request, answer) };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    if (error instanceof Error && error.name === "TimeoutError") return { problem: `no answer within ${ms} ms` };
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return { problem: `network error after ${ms} ms: ${String(error)}${cause}` };
  }
}
