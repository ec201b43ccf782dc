import { spawn } from "node:child_process";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { parseEnv } from "../src/config/config";
import { listen } from "../src/http/http-server";
import { httpTimeoutsOf } from "../src/http/http-timeouts";
import { healthWhile } from "./support/health-while";
import { useTestApp } from "./support/test-app";

// Issue 25, item 4: slow clients cannot hold the server. The real listening server (listen(), as
// `npm start` runs it) with short timeouts: connections that send their headers a byte a second,
// or their body a byte a second, or sit idle after an answer, are closed by the server, and
// /api/health keeps answering meanwhile.

const HEADERS_MS = 2000;
const REQUEST_MS = 4000;
const KEEP_ALIVE_MS = 1000;
const timeouts = httpTimeoutsOf(
  parseEnv({
    HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
  }),
);
/** Node looks for expired connections every `connectionsCheckingInterval`; then the answer and the close travel. */
const LATE_MS = timeouts.connectionsCheckingInterval + 1500;
const CONNECTIONS = 300;
const HEALTH_MS = 500;

// Health's own 503 over a slow event loop is not under test here: this process's loop is shared
// with the test runner and the 300 clients.
const t = useTestApp({ EVENT_LOOP_DELAY_LIMIT_MS: "60000" });
const state: { server?: Server; port?: number } = {};
const port = () => state.port ?? 0;

beforeAll(async () => {
  const listening = await listen(t.app, { port: 0, hostname: "127.0.0.1", timeouts });
  if (!("closeAllConnections" in listening.server)) throw new Error("an HTTP/1.1 server");
  state.server = listening.server;
  state.port = listening.port;
  // The first query opens the pool's database connection: that start is not what is measured.
  expect((await fetch(`http://127.0.0.1:${port()}/api/health`)).status).toBe(200);
});
afterAll(() => {
  state.server?.closeAllConnections();
  state.server?.close();
});

const Closed = z.object({
  /** From the moment the connection was open to the moment the server closed it (or the client gave up). */
  ms: z.number(),
  /** What the server sent before closing. */
  answer: z.string(),
  /** The server closed it (not the client, at `giveUpMs`). */
  byServer: z.boolean(),
});

/**
 * Slow clients, in a Node process of their own (the server's process only serves): each opens a
 * connection, sends its `prefix` at once, then `slow` one byte a second, and waits for the server
 * to close it; past `giveUpMs` it closes it itself. Prints what happened to each, as JSON.
 */
const SLOW_CLIENTS = `
  import { connect } from "node:net";
  const { port, clients, giveUpMs } = JSON.parse(process.argv[1]);
  const run = ({ prefix, slow }) => new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let openedAt = performance.now();
    let answer = "";
    let sent = 0;
    let gaveUp = false;
    const drip = setInterval(() => {
      if (sent < slow.length && socket.writable) socket.write(slow.charAt(sent++));
    }, 1000);
    const giveUp = setTimeout(() => { gaveUp = true; socket.destroy(); }, giveUpMs);
    socket.setEncoding("utf8");
    socket.on("connect", () => { openedAt = performance.now(); socket.write(prefix); });
    socket.on("data", (chunk) => { answer += chunk; });
    // A write racing the server's close may fail (EPIPE, ECONNRESET): the close is what counts.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ ms: performance.now() - openedAt, answer, byServer: !gaveUp });
    });
  });
  process.stdout.write(JSON.stringify(await Promise.all(clients.map(run))));
`;

/** Runs `clients` (what each sends at once, then a byte a second) from another process; what happened to each. */
function slowClients(clients: { prefix: string; slow: string }[], giveUpMs: number) {
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", SLOW_CLIENTS, JSON.stringify({ port: port(), clients, giveUpMs })],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    output += chunk;
  });
  return new Promise<z.infer<typeof Closed>[]>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", () => resolve(z.array(Closed).parse(JSON.parse(output))));
  });
}

/** The one element of `list`. */
function onlyOne<T>(list: T[]): T {
  const [only] = list;
  if (only === undefined || list.length !== 1) throw new Error(`expected one element, got ${list.length}`);
  return only;
}

/** The slowest of `values`. */
const slowest = (values: number[]) => Math.max(...values);

describe("slow clients (issue 25)", { timeout: 20_000 }, () => {
  it(`closes ${CONNECTIONS} connections that send their headers a byte a second, and health answers meanwhile`, async () => {
    const headers = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    // One in ten sends nothing at all.
    const clients = slowClients(
      Array.from({ length: CONNECTIONS }, (_, index) => ({ prefix: "", slow: index % 10 === 0 ? "" : headers })),
      HEADERS_MS * 4,
    );
    const probes = await healthWhile(clients, () => fetch(`http://127.0.0.1:${port()}/api/health`), 50);
    const closed = await clients;

    expect(closed.filter((client) => !client.byServer)).toEqual([]);
    expect(Math.min(...closed.map((client) => client.ms))).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(slowest(closed.map((client) => client.ms))).toBeLessThan(HEADERS_MS + LATE_MS);
    // Node answers 408 where it still can; no connection ever got its request through.
    for (const { answer } of closed) expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);

    expect(probes.length).toBeGreaterThan(10);
    expect(probes.filter((probe) => probe.status !== 200)).toEqual([]);
    expect(slowest(probes.map((probe) => probe.ms))).toBeLessThan(HEALTH_MS);
  });

  it("closes a connection that sends its body a byte a second at the request timeout", async () => {
    const body = JSON.stringify({ email: "slow@example.test", password: "a-password-sent-slowly" });
    const headers = [
      "POST /api/users/login HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/json",
      `Content-Length: ${body.length}`,
      "",
      "",
    ].join("\r\n");
    const client = slowClients([{ prefix: headers, slow: body }], REQUEST_MS * 3);
    const probes = await healthWhile(client, () => fetch(`http://127.0.0.1:${port()}/api/health`), 50);
    const closed = onlyOne(await client);
    expect(closed.byServer).toBe(true);
    expect(closed.ms).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(closed.ms).toBeLessThan(REQUEST_MS + LATE_MS);
    expect(closed.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(slowest(probes.map((probe) => probe.ms))).toBeLessThan(HEALTH_MS);
  });

  it("closes a keep-alive connection left idle after its answer", async () => {
    const request = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n";
    const closed = onlyOne(await slowClients([{ prefix: request, slow: "" }], KEEP_ALIVE_MS * 5));
    expect(closed.byServer).toBe(true);
    expect(closed.answer).toMatch(/^HTTP\/1\.1 200/);
    // Node keeps an idle connection one second past keepAliveTimeout (its margin against a client
    // that reuses it at the same moment).
    expect(closed.ms).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 100);
    expect(closed.ms).toBeLessThan(KEEP_ALIVE_MS + 1000 + 1500);
  });
});
