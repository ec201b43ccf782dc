import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../config/config";
import { httpTimeoutsOf } from "./http-timeouts";

describe("httpTimeoutsOf", () => {
  it("sets every timeout on purpose, checked every second", () => {
    expect(httpTimeoutsOf(parseEnv({}))).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 300_000,
      keepAliveTimeout: 5000,
      connectionsCheckingInterval: 1000,
    });
  });

  it("checks a short headers timeout often enough to act on it promptly", () => {
    const timeouts = httpTimeoutsOf(parseEnv({ HEADERS_TIMEOUT_MS: "2000", REQUEST_TIMEOUT_MS: "4000" }));
    expect(timeouts.connectionsCheckingInterval).toBe(500);
  });

  it("refuses a headers timeout over the request timeout, naming the setting", () => {
    expect(() => httpTimeoutsOf(parseEnv({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "10000" }))).toThrow(
      ConfigError,
    );
    expect(() => httpTimeoutsOf(parseEnv({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "10000" }))).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
  });

  it("refuses a stall limit the watchdog could not keep", () => {
    expect(() => parseEnv({ EVENT_LOOP_STALL_EXIT_MS: "50" })).toThrow(/EVENT_LOOP_STALL_EXIT_MS/);
    expect(parseEnv({ EVENT_LOOP_STALL_EXIT_MS: "0" }).EVENT_LOOP_STALL_EXIT_MS).toBe(0);
    expect(parseEnv({}).EVENT_LOOP_STALL_EXIT_MS).toBe(30_000);
  });
});
