import { describe, expect, it } from "vitest";
import { BEARER_MAX_AGE_SECONDS, signBearerToken, verifyBearerToken } from "./bearer-token";
import { generateSessionToken } from "./session-token";

const key = "k".repeat(43);

describe("bearer tokens", () => {
  it("have three parts, an exp claim, and name the session", () => {
    const session = generateSessionToken();
    const now = Date.UTC(2026, 0, 1);
    const token = signBearerToken(session, "user-1", key, now);
    const parts = token.split(".");
    expect(parts).toHaveLength(3);
    const claims = JSON.parse(Buffer.from(parts[1] ?? "", "base64url").toString());
    expect(claims).toMatchObject({ sub: "user-1", exp: now / 1000 + BEARER_MAX_AGE_SECONDS });
    expect(verifyBearerToken(token, key, now)).toEqual(session);
  });

  it("reject a tampered payload, a wrong key and an expired token", () => {
    const session = generateSessionToken();
    const now = Date.now();
    const token = signBearerToken(session, "user-1", key, now);
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ sub: "user-2", sid: session.token, iat: 0, exp: 9_999_999_999 }),
    ).toString("base64url");
    expect(verifyBearerToken(`${header}.${forged}.${signature}`, key, now)).toBeNull();
    expect(verifyBearerToken(`${header}.${payload}.${signature}x`, key, now)).toBeNull();
    expect(verifyBearerToken(token, "other".repeat(10), now)).toBeNull();
    expect(verifyBearerToken(token, key, now + (BEARER_MAX_AGE_SECONDS + 1) * 1000)).toBeNull();
    expect(verifyBearerToken("not-a-token", key, now)).toBeNull();
    expect(verifyBearerToken("a.b.c", key, now)).toBeNull();
  });
});
