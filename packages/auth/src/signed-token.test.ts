import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signClaims, verifyClaims } from "./signed-token";

const KEY = "unit-test-signing-key-0123456789abcdef";
const Claims = z.object({ sub: z.string(), exp: z.number() });
const now = Date.UTC(2026, 0, 15, 12);
const exp = now / 1000 + 600;

describe("signed tokens", () => {
  const token = signClaims({ sub: "abc", exp }, KEY, "purpose.");

  it("verify with the same key and context while they last", () => {
    expect(verifyClaims(token, KEY, Claims, { context: "purpose.", now: now + 599_000 })).toEqual({ sub: "abc", exp });
  });

  it("are refused once expired, in another context, with another key, or changed", () => {
    expect(verifyClaims(token, KEY, Claims, { context: "purpose.", now: now + 600_000 })).toBeNull();
    expect(verifyClaims(token, KEY, Claims, { context: "other.", now })).toBeNull();
    expect(verifyClaims(token, `${KEY}-other`, Claims, { context: "purpose.", now })).toBeNull();
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "admin", exp: 9e9 })).toString("base64url");
    expect(verifyClaims(`${forged}.${signature}`, KEY, Claims, { context: "purpose.", now })).toBeNull();
    expect(verifyClaims(`${payload}.`, KEY, Claims, { context: "purpose.", now })).toBeNull();
    expect(verifyClaims(`${token}.extra`, KEY, Claims, { context: "purpose.", now })).toBeNull();
    expect(verifyClaims(undefined, KEY, Claims, { now })).toBeNull();
  });

  it("are refused when the claims do not have the expected shape", () => {
    const other = signClaims({ sub: 42, exp }, KEY);
    expect(verifyClaims(other, KEY, Claims, { now })).toBeNull();
  });
});
