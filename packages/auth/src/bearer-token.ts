import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { parseSessionToken, type SessionToken } from "./session-token";

/**
 * Tokens for REST clients: JWT-shaped (header.payload.signature, HS256, with `exp`) and naming
 * a server-side session, so revoking the session revokes the token at once. The payload
 * carries the session token; the signature rejects tampering before any database work.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
/** Upper bound on a bearer token's life; the session's own (sliding) expiry decides sooner. */
export const BEARER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const BearerClaims = z.object({ sub: z.string(), sid: z.string(), iat: z.number(), exp: z.number() });
type BearerClaims = z.infer<typeof BearerClaims>;

function sign(input: string, key: string): Buffer {
  return createHmac("sha256", key).update(input).digest();
}

export function signBearerToken(session: SessionToken, userId: string, key: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: BearerClaims = { sub: userId, sid: session.token, iat, exp: iat + BEARER_MAX_AGE_SECONDS };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  const signature = sign(`${HEADER}.${payload}`, key).toString("base64url");
  return `${HEADER}.${payload}.${signature}`;
}

/** The session token named by a valid, unexpired bearer token; null for anything else. */
export function verifyBearerToken(token: string, key: string, now = Date.now()): SessionToken | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(`${header}.${payload}`, key);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const claims = BearerClaims.safeParse(json);
  if (!claims.success || claims.data.exp * 1000 <= now) return null;
  return parseSessionToken(claims.data.sid);
}
