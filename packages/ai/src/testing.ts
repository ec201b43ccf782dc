import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export interface FakeOpenAIRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string } };
  };
}

/** What the fake answers: a JSON object for the assistant message, an HTTP error, or silence. */
export type FakeOpenAIReply = { content: unknown } | { status: number } | { hang: true };

export interface FakeOpenAI {
  /** The base URL to configure (OPENAI_BASE_URL). */
  baseURL: string;
  requests: FakeOpenAIRequest[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function completion(content: unknown, model: string) {
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
        message: { role: "assistant", content: JSON.stringify(content), refusal: null },
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * A local HTTP server that speaks the Chat Completions API the way the OpenAI SDK expects,
 * so the OpenAI provider is tested without the network.
 */
export async function startFakeOpenAI(reply: (request: FakeOpenAIRequest) => FakeOpenAIReply): Promise<FakeOpenAI> {
  const requests: FakeOpenAIRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const body: FakeOpenAIRequest["body"] = text ? JSON.parse(text) : {};
    const recorded = { path: request.url ?? "", authorization: request.headers.authorization, body };
    requests.push(recorded);
    const answer = reply(recorded);
    if ("hang" in answer) {
      open.add(response);
      return;
    }
    if ("status" in answer) {
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "fake failure", type: "server_error" } }));
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(completion(answer.content, body.model ?? "fake-model")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the fake OpenAI server has no TCP port");
  return {
    baseURL: `http://127.0.0.1:${address.port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
