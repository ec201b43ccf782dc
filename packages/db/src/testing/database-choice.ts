import { existsSync } from "node:fs";
import { request } from "node:http";

/** Where the integration tests get their database (README, "Tests"). */
export type TestDatabaseChoice = { kind: "server"; url: string } | { kind: "container" } | { kind: "pglite" };

/**
 * DATABASE_URL wins; without it, a Docker engine that answers gives a throwaway PostgreSQL
 * container (@testcontainers/postgresql); without one, the embedded PGlite.
 */
export function chooseTestDatabase(databaseUrl: string | undefined, dockerAnswers: boolean): TestDatabaseChoice {
  if (databaseUrl) return { kind: "server", url: databaseUrl };
  return dockerAnswers ? { kind: "container" } : { kind: "pglite" };
}

/** How to reach the Docker engine: DOCKER_HOST (unix:// or tcp://), else the default socket if it exists. */
export function dockerEndpoint(
  dockerHost: string | undefined,
  socketExists: (path: string) => boolean = existsSync,
): { socketPath: string } | { host: string; port: number } | null {
  if (dockerHost) {
    if (dockerHost.startsWith("unix://")) return { socketPath: dockerHost.slice("unix://".length) };
    const url = URL.canParse(dockerHost) ? new URL(dockerHost) : null;
    if (url && (url.protocol === "tcp:" || url.protocol === "http:")) {
      return { host: url.hostname, port: Number(url.port || 2375) };
    }
    return null;
  }
  return socketExists("/var/run/docker.sock") ? { socketPath: "/var/run/docker.sock" } : null;
}

/**
 * True when a Docker engine answers `GET /_ping` with "OK" within `timeoutMs`. A missing engine
 * answers false at once (no socket) or after the timeout: it never fails the suite.
 */
export function dockerAnswers(dockerHost = process.env.DOCKER_HOST, timeoutMs = 300): Promise<boolean> {
  const endpoint = dockerEndpoint(dockerHost);
  if (!endpoint) return Promise.resolve(false);
  return new Promise((resolve) => {
    const ping = request({ ...endpoint, path: "/_ping", method: "GET", timeout: timeoutMs }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve(response.statusCode === 200 && body.trim() === "OK"));
    });
    ping.on("timeout", () => ping.destroy());
    ping.on("error", () => resolve(false));
    ping.end();
  });
}
