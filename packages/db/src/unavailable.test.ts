import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, cause?: unknown) => Object.assign(new Error(code), { code }, cause ? { cause } : {});

describe("isDatabaseUnavailable", () => {
  it("recognises a database that is down, unreachable, restarting, full or too slow", () => {
    for (const code of [
      "ECONNREFUSED",
      "ECONNRESET",
      "CONNECT_TIMEOUT",
      "CONNECTION_CLOSED",
      "57P01",
      "57P03",
      "08006",
      "53300",
      "57014",
    ]) {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    }
  });

  it("looks through the wrappers (drizzle's query error holds the driver's as its cause)", () => {
    const wrapped = new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("leaves every other error to be a fault: a constraint, a syntax error, a bug", () => {
    for (const code of ["23505", "42601", "22P02"]) expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});
