import { z } from "zod";
import { parseSessionToken, type SessionToken } from "./session-token";
import { signClaims, verifyClaims } from "./signed-token";

/**
 * Tokens for REST clients: JWT-shaped (header.payload.signature, HS256, with `exp`) and naming
 * a server-side session, so revoking the session revokes the token at once. The payload
 * carries the session token; the signature (signed-token.ts, over header and payload) rejects
 * tampering before any database work.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
/** Upper bound on a bearer token's life; the session's own (sliding) expiry decides sooner. */
export const BEARER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const BearerClaims = z.object({ sub: z.string(), sid: z.string(), iat: z.number(), exp: z.number() });
type BearerClaims = z.infer<typeof BearerClaims>;

export function signBearerToken(session: SessionToken, userId: string, key: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: BearerClaims = { sub: userId, sid: session.token, iat, exp: iat + BEARER_MAX_AGE_SECONDS };
  return `${HEADER}.${signClaims(claims, key, `${HEADER}.`)}`;
}

/** The session token named by a valid, unexpired bearer token; null for anything else. */
export function verifyBearerToken(token: string, key: string, now = Date.now()): SessionToken | null {
  const dot = token.indexOf(".");
  if (dot < 0) return null;
  const header = token.slice(0, dot);
  const claims = verifyClaims(token.slice(dot + 1), key, BearerClaims, { context: `${header}.`, now });
  return claims ? parseSessionToken(claims.sid) : null;
}
