import { createHmac, timingSafeEqual } from "node:crypto";
import type { z } from "zod";

/**
 * Signed tokens (HMAC-SHA256 with the server's token signing key): `payload.signature`, the
 * payload being base64url JSON claims with an `exp` in seconds. `context` is signed with the
 * payload but not carried in it: a purpose prefix, or a JWT's header. The bearer tokens of REST
 * clients and the Google sign-in cookies are both made and checked here.
 */
const hmac = (key: string, input: string) => createHmac("sha256", key).update(input).digest();

/** `claims` as a signed token: `base64url(JSON).base64url(HMAC(context + payload))`. */
export function signClaims<T extends { exp: number }>(claims: T, key: string, context = ""): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${hmac(key, `${context}${payload}`).toString("base64url")}`;
}

/**
 * The claims of a token signed with `key` for `context`, when they have the shape of `schema` and
 * `exp` is still ahead of `now`; null for anything else (malformed, tampered, expired). The
 * signature is compared in constant time before the payload is read.
 */
export function verifyClaims<T extends { exp: number }>(
  token: string | undefined,
  key: string,
  schema: z.ZodType<T>,
  { context = "", now = Date.now() }: { context?: string; now?: number } = {},
): T | null {
  const [payload, signature, ...rest] = (token ?? "").split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = hmac(key, `${context}${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const claims = schema.safeParse(json);
  return claims.success && claims.data.exp * 1000 > now ? claims.data : null;
}
