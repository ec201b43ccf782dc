// The worker thread of the upload fuzz test (upload-harness.ts): the real app on its own test
// database, listening on a free port of 127.0.0.1. It runs apart from the test so that a parser
// that spins this thread's event loop fails the test on the client's timeouts instead of
// freezing the test with it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parentPort } from "node:worker_threads";
import { type ServerType, serve } from "@hono/node-server";
import { aiAudioItems, aiFiles, eq } from "@onepercent/db";
import { createTestDatabase } from "@onepercent/db/testing";
import { isProduction, parseEnv } from "../../../src/config/config";
import { createApp } from "../../../src/http/app";
import { createLogger } from "../../../src/runtime/logger";
import { type FromServer, ToServer } from "./upload-protocol";

const port = parentPort;
if (!port) throw new Error("upload-server.ts runs in a worker thread");
const send = (message: FromServer) => port.postMessage(message);

const database = await createTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), "onepercent-fuzz-upload-"));
writeFileSync(path.join(dataDir, "index.html"), "<!doctype html><title>fuzz</title>");
const errors: string[] = [];
// How late this thread's event loop turns: what a slow health probe is to be compared with.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
// A 1 s parse deadline (2 s in production): a file that makes a parser loop still costs its whole
// deadline and a new worker, and on a busy 2-core test machine that must stay inside the 5 s each
// upload is given.
const env = parseEnv({ TRUST_PROXY: "true", REGISTER_MAX_PER_IP: "1000", MEDIA_PARSE_DEADLINE_MS: "1000" });
const app = createApp({
  db: database.db,
  config: {
    env,
    production: isProduction(env),
    dataDir,
    tokenSigningKey: "fuzz-signing-key-0123456789abcdefghijklmnop",
  },
  logger: createLogger("error", { destination: { write: (line: string) => errors.push(line) } }),
  webDist: dataDir,
});
const server = await new Promise<ServerType>((resolve) => {
  const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
});
const address = server.address();
if (address === null || typeof address === "string") throw new Error("the server has no TCP port");

port.on("message", async (raw: unknown) => {
  const message = ToServer.parse(raw);
  if (message.type === "stored") {
    const { userId } = message;
    const files = await database.db.$count(aiFiles, eq(aiFiles.userId, userId));
    const items = await database.db.$count(aiAudioItems, eq(aiAudioItems.userId, userId));
    const loopDelayMaxMs = loopDelay.max / 1e6;
    loopDelay.reset();
    send({ type: "stored", userId, files, items, errors: [...errors], loopDelayMaxMs });
    return;
  }
  if ("closeAllConnections" in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  send({ type: "closed" });
  port.close();
});
send({ type: "listening", port: address.port, dataDir });
