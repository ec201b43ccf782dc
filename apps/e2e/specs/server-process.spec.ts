import http from "node:http";
import { describe, expect, it } from "vitest";
import { exited, spawnServer, startServer } from "../support/server";

describe("the server process", () => {
  it("stops on SIGTERM after finishing the requests in flight, and exits cleanly", async () => {
    const server = await startServer({ LOG_LEVEL: "info" });
    const body = JSON.stringify({ email: "nobody@example.test", password: "a password to hash" });
    // A request whose body is still arriving when SIGTERM comes.
    const request = http.request(`${server.baseUrl}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const answered = new Promise<number | undefined>((resolve, reject) => {
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => request.once("socket", (socket) => socket.once("connect", resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    request.end(body.slice(10));
    expect(await answered).toBe(400);
    expect(await stopped).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
  });

  it("refuses to start on a bad setting, naming it", async () => {
    const { child, output } = spawnServer({ PORT: "eighty", DATABASE_URL: "mysql://nope" });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain("Invalid configuration");
    expect(output()).toContain("PORT");
    expect(output()).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
  });

  it("logs structured JSON with request ids and never a password", async () => {
    const server = await startServer({ LOG_LEVEL: "info" });
    await fetch(`${server.baseUrl}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.test", password: "super-secret-pass" }),
    });
    await server.stop();
    const lines = server
      .output()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const request = lines.find((line) => line.path === "/api/users/login");
    expect(request).toMatchObject({ method: "POST", status: 400 });
    expect(request.requestId).toMatch(/\S+/);
    expect(server.output()).not.toContain("super-secret-pass");
  });
});
