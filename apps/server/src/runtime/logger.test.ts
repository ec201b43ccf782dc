import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, logFormat } from "./logger";

describe("the log format", () => {
  it("is readable lines at a terminal and JSON anywhere else", () => {
    expect(logFormat({ isTTY: true })).toBe("pretty");
    expect(logFormat({ isTTY: false })).toBe("json");
    expect(logFormat({})).toBe("json");
  });

  it("writes one JSON object a line to a destination, with credentials redacted", () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    createLogger("info", { destination }).info({ password: "secret-1", path: "/api/health" }, "request");
    const [line] = lines;
    expect(JSON.parse(line ?? "")).toMatchObject({ msg: "request", path: "/api/health", password: "[redacted]" });
  });
});
