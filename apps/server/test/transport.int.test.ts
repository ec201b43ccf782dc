import http from "node:http";
import type { ServerType } from "@hono/node-server";
import { messages } from "@onepercent/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../src/http/http-server";
import { CSRF_HEADER } from "../src/http/security";
import { bearer, signUp, useTestApp } from "./support/test-app";

const LIMIT = 64 * 1024;
const logLines: string[] = [];
const t = useTestApp({ BODY_LIMIT_BYTES: String(LIMIT), LOGIN_MAX_FAILURES_PER_IP: "3" }, { logLines });

let server: ServerType;
let port = 0;
beforeAll(async () => {
  ({ server, port } = await listen(t.app, { port: 0, hostname: "127.0.0.1" }));
});
/** One client connection at a time, reused between requests (what browsers and SDKs do). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function post(pathname: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: "POST",
        agent,
        headers: { "content-type": "application/json", ...headers },
      },
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

const contact = JSON.stringify({ subject: "Hello", message: "A normal request after the refused one" });

describe("an early answer on a keep-alive connection", () => {
  const oversized = Buffer.alloc(LIMIT * 16, "a");
  const unread = Buffer.alloc(LIMIT / 2, "a");
  it.each([
    ["a 413 to a body with a Content-Length", "/api/users/contact", oversized, {}, 413],
    ["a 413 to a body sent in chunks", "/api/users/contact", oversized, { "transfer-encoding": "chunked" }, 413],
    ["a CSRF refusal before the body is read", "/trpc/auth.login", unread, {}, 403],
  ])("%s leaves the client able to send its next requests", async (_case, pathname, body, headers, status) => {
    const refused = await post(pathname, body, headers);
    expect(refused.status).toBe(status);
    if (status === 413) expect(JSON.parse(refused.body)).toEqual({ message: messages.payloadTooLarge });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const next = await post("/api/users/contact", contact);
      expect(next.status).toBe(401);
    }
  });
});

/** The answer's headers as a client on the wire gets them. */
function headersOf(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, agent, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.headers));
      })
      .on("error", reject);
  });
}

describe("every answer on the wire", () => {
  it.each([
    ["a REST read", "/api/health", {}],
    ["a tRPC query", "/trpc/auth.me", {}],
    ["a tRPC batch", "/trpc/auth.me,auth.session?batch=1&input=%7B%7D", {}],
    ["an SPA page", "/dashboard", { accept: "text/html" }],
    ["an unknown API path", "/api/nothing", {}],
  ])("%s carries the security headers and its request id", async (_case, pathname, headers) => {
    const answer = await headersOf(pathname, headers);
    expect(answer["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self'/);
    expect(answer["x-content-type-options"]).toBe("nosniff");
    expect(answer["x-frame-options"]).toBe("SAMEORIGIN");
    expect(answer["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(answer["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(answer["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a plain request id the caller sent, and replaces one that is not", async () => {
    expect((await headersOf("/api/health", { "x-request-id": "trace-42" }))["x-request-id"]).toBe("trace-42");
    expect((await headersOf("/api/health", { "x-request-id": "a b" }))["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("TRUST_PROXY", () => {
  it("takes the client address from the right-most X-Forwarded-For entry, not the client-controlled left-most", async () => {
    const failedLogin = (forwardedFor: string) =>
      t.postJson("/api/users/login", { email: "nobody@example.test", password: "wrong guess 1" }, { ip: forwardedFor });
    // A client that rotates a forged left-most entry still counts as the address our proxy saw.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await failedLogin(`10.0.0.${attempt}, 198.51.100.40`)).status).toBe(400);
    }
    expect((await failedLogin("10.9.9.9, 198.51.100.40")).status).toBe(429);
    expect((await failedLogin("198.51.100.40, 198.51.100.41")).status).toBe(400);
  });
});

describe("the request log", () => {
  it("writes neither invitation codes in paths nor request bodies", async () => {
    logLines.length = 0;
    const code = "SECRETinvitationCODE0123456789abcdefghijklm";
    await t.request(`/api/invitations/verify/${code}`);
    await t.request(`/api/invitations/use/${code}`, { method: "POST", headers: { [CSRF_HEADER]: "web" } });
    await t.postJson("/api/users/login", { email: "body-check@example.test", password: "a password in the body" });
    const log = logLines.join("");
    expect(log).toContain('"path":"/api/invitations/verify/[redacted]"');
    expect(log).toContain('"path":"/api/invitations/use/[redacted]"');
    expect(log).toContain('"path":"/api/users/login"');
    expect(log).not.toContain(code);
    expect(log).not.toContain("body-check@example.test");
    expect(log).not.toContain("a password in the body");
  });
});

describe("the log in production without SMTP_URL", () => {
  it("delivers the e-mail there, while the request line carries neither the body nor the subject", async () => {
    const { token } = await signUp(t);
    logLines.length = 0;
    const text = "my private worries before the final 9c2e";
    const sent = await t.postJson("/api/users/contact", { subject: "Before the final", message: text }, bearer(token));
    expect(sent.status).toBe(200);
    const requestLines = logLines.filter((line) => line.includes('"msg":"request"'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).not.toContain(text);
    expect(requestLines[0]).not.toContain("Before the final");
    expect(logLines.join("")).toContain("e-mail kept in the outbox");
  });
});
