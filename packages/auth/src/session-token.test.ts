import { describe, expect, it } from "vitest";
import { digestsEqual, generateSessionToken, hashSecret, parseSessionToken } from "./session-token";

describe("session tokens", () => {
  it("are <id>.<secret> with a 32-byte secret and parse back", () => {
    const token = generateSessionToken();
    expect(token.token).toBe(`${token.id}.${token.secret}`);
    expect(Buffer.from(token.secret, "base64url")).toHaveLength(32);
    expect(parseSessionToken(token.token)).toEqual(token);
  });

  it("are different every time", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => generateSessionToken().token));
    expect(tokens.size).toBe(50);
  });

  it("reject malformed input", () => {
    for (const bad of ["", "abc", "a.b", `${"a".repeat(24)}.short`, `${"A".repeat(24)}.${"x".repeat(43)}`]) {
      expect(parseSessionToken(bad), bad).toBeNull();
    }
  });

  it("hash secrets and compare digests", () => {
    const { secret } = generateSessionToken();
    expect(hashSecret(secret)).not.toContain(secret);
    expect(digestsEqual(hashSecret(secret), hashSecret(secret))).toBe(true);
    expect(digestsEqual(hashSecret(secret), hashSecret(`${secret}x`))).toBe(false);
    expect(digestsEqual(hashSecret(secret), "short")).toBe(false);
  });
});
