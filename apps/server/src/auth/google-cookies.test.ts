import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sameOriginPath } from "./google-auth";
import { openCookie, sealCookie } from "./google-cookies";

const KEY = "unit-test-signing-key-0123456789abcdef";
const Data = z.object({ sub: z.string() });
const now = Date.UTC(2026, 0, 15, 12);

describe("the signed cookies of Google sign-in", () => {
  const sealed = sealCookie("signup", { sub: "abc" }, KEY, 600, now);

  it("open with the same key and purpose while they last", () => {
    expect(openCookie("signup", sealed, KEY, Data, now + 599_000)).toEqual({ sub: "abc" });
  });

  it("are refused once expired, for another purpose, with another key, or changed", () => {
    expect(openCookie("signup", sealed, KEY, Data, now + 600_000)).toBeNull();
    expect(openCookie("flow", sealed, KEY, Data, now)).toBeNull();
    expect(openCookie("signup", sealed, `${KEY}-other`, Data, now)).toBeNull();
    const [payload, signature] = sealed.split(".");
    const forged = Buffer.from(JSON.stringify({ purpose: "signup", exp: 9e9, data: { sub: "admin" } })).toString(
      "base64url",
    );
    expect(openCookie("signup", `${forged}.${signature}`, KEY, Data, now)).toBeNull();
    expect(openCookie("signup", `${payload}.`, KEY, Data, now)).toBeNull();
    expect(openCookie("signup", `${sealed}.extra`, KEY, Data, now)).toBeNull();
    expect(openCookie("signup", undefined, KEY, Data, now)).toBeNull();
  });

  it("are refused when the data does not have the expected shape", () => {
    const other = sealCookie("signup", { sub: 42 }, KEY, 600, now);
    expect(openCookie("signup", other, KEY, Data, now)).toBeNull();
  });
});

describe("the return path after a Google sign-in", () => {
  it("is a path on this site", () => {
    expect(sameOriginPath("/profile")).toBe("/profile");
    expect(sameOriginPath("/profile?tab=account#delete")).toBe("/profile?tab=account#delete");
  });

  it("is never another origin or something that is not a path", () => {
    for (const value of ["//evil.example", "/\\evil.example", "https://evil.example/", "profile", "", undefined]) {
      expect(sameOriginPath(value), String(value)).toBeUndefined();
    }
    expect(sameOriginPath(`/${"a".repeat(600)}`)).toBeUndefined();
  });
});
