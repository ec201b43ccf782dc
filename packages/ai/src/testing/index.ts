import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export interface FakeOpenAIRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    /** Chat: the structured output's schema; speech: the audio format ("pcm"). */
    response_format?: { type: string; json_schema?: { name: string } } | string;
    stream?: boolean;
    max_completion_tokens?: number;
    /** Speech (POST /v1/audio/speech). */
    input?: string;
    voice?: string;
    speed?: number;
    instructions?: string;
  };
}

/** How a streamed answer stops early: the connection closes, or it goes silent. */
interface FakeInterruption {
  /** Chunks sent before it. */
  after: number;
  how: "close" | "hang";
}

/**
 * What the fake answers. Chat: `content` as the assistant message (a JSON object, or when streamed
 * text), `raw` sending a string as it is (e.g. broken JSON), `interrupt` cutting a stream short.
 * Speech: `speech` answers 16-bit PCM at 24 kHz, a 440 Hz tone per sentence of the input (0.4 s a
 * word) with 0.5 s of silence between them. Either: an HTTP error (`code` goes into the error
 * body, e.g. insufficient_quota), or silence.
 */
export type FakeOpenAIReply =
  | { content: unknown; raw?: boolean; interrupt?: FakeInterruption }
  | { speech: true }
  | { status: number; code?: string }
  | { hang: true };

export interface FakeOpenAI {
  /** The base URL to configure (OPENAI_BASE_URL). */
  baseURL: string;
  requests: FakeOpenAIRequest[];
  /** Requests whose connection closed before their answer ended (the client went away, or `interrupt` closed it). */
  cutOff: FakeOpenAIRequest[];
  close(): Promise<void>;
}

/** The fake's speech: 24 kHz, like OpenAI's PCM. */
const FAKE_SPEECH_RATE = 24_000;
const FAKE_SECONDS_PER_WORD = 0.4;
const FAKE_PAUSE_SECONDS = 0.5;

/** The samples the fake speaks for `text` (see FakeOpenAIReply). */
export function fakeSpeech(text: string): Int16Array {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const tone = (words: number) => {
    const samples = new Int16Array(Math.round(words * FAKE_SECONDS_PER_WORD * FAKE_SPEECH_RATE));
    for (let i = 0; i < samples.length; i++) samples[i] = 8000 * Math.sin((2 * Math.PI * 440 * i) / FAKE_SPEECH_RATE);
    return samples;
  };
  const pause = new Int16Array(Math.round(FAKE_PAUSE_SECONDS * FAKE_SPEECH_RATE));
  const parts = sentences.flatMap((sentence, i) => [...(i > 0 ? [pause] : []), tone(sentence.split(/\s+/).length)]);
  const samples = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  return samples;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const textOf = (content: unknown) => (typeof content === "string" ? content : JSON.stringify(content));

function completion(content: string, model: string) {
  return {
    id: `chatcmpl-${crypto.randomUUID()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        finish_reason: "stop",
        logprobs: null,
        message: { role: "assistant", content, refusal: null },
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** The text in pieces of a few words each (spaces kept), as a model streams it. */
export function streamPieces(text: string): string[] {
  return text.match(/\S+(\s+\S+){0,2}\s*|\s+/g) ?? [];
}

function chunk(id: string, model: string, delta: { role?: "assistant"; content?: string }, finish: string | null) {
  return {
    id,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  };
}

/** Server-sent events of chat.completion.chunk objects, `data: [DONE]` at the end. */
function stream(
  response: ServerResponse,
  reply: { content: unknown; interrupt?: FakeInterruption },
  model: string,
  open: Set<ServerResponse>,
) {
  const id = `chatcmpl-${crypto.randomUUID()}`;
  const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  send(chunk(id, model, { role: "assistant", content: "" }, null));
  const pieces = streamPieces(textOf(reply.content));
  for (const [index, piece] of pieces.entries()) {
    if (reply.interrupt && index === reply.interrupt.after) {
      // Ends the connection mid-answer once the pieces so far are sent (destroy would drop them).
      if (reply.interrupt.how === "close") response.socket?.end();
      else open.add(response);
      return;
    }
    send(chunk(id, model, { content: piece }, null));
  }
  send(chunk(id, model, {}, "stop"));
  response.end("data: [DONE]\n\n");
}

/**
 * A local HTTP server that speaks the Chat Completions API (plain and streamed) and the speech
 * API the way the OpenAI SDK expects, so the OpenAI provider is tested without the network.
 */
export async function startFakeOpenAI(reply: (request: FakeOpenAIRequest) => FakeOpenAIReply): Promise<FakeOpenAI> {
  const requests: FakeOpenAIRequest[] = [];
  const cutOff: FakeOpenAIRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const body: FakeOpenAIRequest["body"] = text ? JSON.parse(text) : {};
    const recorded = { path: request.url ?? "", authorization: request.headers.authorization, body };
    requests.push(recorded);
    response.once("close", () => {
      if (!response.writableFinished) cutOff.push(recorded);
    });
    const answer = reply(recorded);
    const model = body.model ?? "fake-model";
    if ("hang" in answer) {
      open.add(response);
    } else if ("status" in answer) {
      response.writeHead(answer.status, { "content-type": "application/json" });
      const type = answer.status === 429 ? "insufficient_quota" : "server_error";
      response.end(JSON.stringify({ error: { message: "fake failure", type, code: answer.code ?? null } }));
    } else if ("speech" in answer) {
      const samples = fakeSpeech(body.input ?? "");
      response.writeHead(200, { "content-type": "application/octet-stream" });
      response.end(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
    } else if (body.stream) {
      stream(response, answer, model, open);
    } else {
      response.writeHead(200, { "content-type": "application/json" });
      const content =
        answer.raw && typeof answer.content === "string" ? answer.content : JSON.stringify(answer.content);
      response.end(JSON.stringify(completion(content, model)));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the fake OpenAI server has no TCP port");
  return {
    baseURL: `http://127.0.0.1:${address.port}/v1`,
    requests,
    cutOff,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
