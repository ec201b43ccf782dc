import http from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { messages } from "@onepercent/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "./test-app";

const LIMIT = 64 * 1024;
const t = useTestApp({ BODY_LIMIT_BYTES: String(LIMIT) });

let server: ServerType;
let port = 0;
beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One client connection at a time, reused between requests (what browsers and SDKs do). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function post(pathname: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: pathname, method: "POST", agent, headers: { "content-type": "application/json", ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const login = JSON.stringify({ email: "nobody@example.test", password: "not a real password" });

describe("an early answer on a keep-alive connection", () => {
  it.each([
    ["with a Content-Length", {}],
    ["sent in chunks", { "transfer-encoding": "chunked" }],
  ])("a 413 %s leaves the client able to send its next request", async (_case, headers) => {
    const oversized = Buffer.alloc(LIMIT * 16, "a");
    const refused = await post("/api/users/login", oversized, headers);
    expect(refused).toEqual({ status: 413, body: JSON.stringify({ message: messages.payloadTooLarge }) });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const next = await post("/api/users/login", login);
      expect(next.status).toBe(400);
    }
  });
});
