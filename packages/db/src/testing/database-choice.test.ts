import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chooseTestDatabase, dockerAnswers, dockerEndpoint } from "./database-choice";

describe("the integration tests' database", () => {
  it("is DATABASE_URL's server when it is set, whether or not Docker answers", () => {
    const url = "postgres://postgres@127.0.0.1:5432/test";
    expect(chooseTestDatabase(url, true)).toEqual({ kind: "server", url });
    expect(chooseTestDatabase(url, false)).toEqual({ kind: "server", url });
  });

  it("is a container when only Docker answers, else PGlite", () => {
    expect(chooseTestDatabase(undefined, true)).toEqual({ kind: "container" });
    expect(chooseTestDatabase("", false)).toEqual({ kind: "pglite" });
  });
});

describe("the Docker endpoint", () => {
  it("follows DOCKER_HOST, else the default socket when it exists", () => {
    expect(dockerEndpoint("unix:///run/user/1000/docker.sock")).toEqual({ socketPath: "/run/user/1000/docker.sock" });
    expect(dockerEndpoint("tcp://10.0.0.5:2376")).toEqual({ host: "10.0.0.5", port: 2376 });
    expect(dockerEndpoint("ssh://builder@host")).toBeNull();
    expect(dockerEndpoint(undefined, () => true)).toEqual({ socketPath: "/var/run/docker.sock" });
    expect(dockerEndpoint(undefined, () => false)).toBeNull();
  });
});

describe("whether Docker answers", () => {
  const servers: Server[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** An engine on a unix socket that answers /_ping after `delayMs` with `body`. */
  async function engine(body: string, delayMs = 0): Promise<string> {
    const dir = mkdtempSync(path.join(tmpdir(), "docker-ping-"));
    dirs.push(dir);
    const socketPath = path.join(dir, "docker.sock");
    const server = createServer((request, response) => {
      setTimeout(() => response.end(request.url === "/_ping" ? body : "not found"), delayMs);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    return `unix://${socketPath}`;
  }

  it("is true for an engine that answers OK", async () => {
    expect(await dockerAnswers(await engine("OK"))).toBe(true);
  });

  it("is false for a missing socket, a wrong answer or an engine slower than the timeout", async () => {
    expect(await dockerAnswers("unix:///nonexistent/docker.sock")).toBe(false);
    expect(await dockerAnswers(await engine("busy"))).toBe(false);
    expect(await dockerAnswers(await engine("OK", 500), 100)).toBe(false);
  });
});
