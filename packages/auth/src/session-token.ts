import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A session token `<id>.<secret>`: the id finds the row, the secret proves possession. */
export interface SessionToken {
  id: string;
  secret: string;
  token: string;
}

const ID_PATTERN = /^[a-z0-9]{24}$/;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** 24 characters from a 36-letter alphabet (~124 bits), without modulo bias. */
function randomId(): string {
  let id = "";
  while (id.length < 24) {
    for (const byte of randomBytes(32)) {
      if (byte < 252 && id.length < 24) id += ALPHABET[byte % 36];
    }
  }
  return id;
}

export function generateSessionToken(): SessionToken {
  const id = randomId();
  const secret = randomBytes(32).toString("base64url");
  return { id, secret, token: `${id}.${secret}` };
}

export function parseSessionToken(token: string): SessionToken | null {
  const dot = token.indexOf(".");
  if (dot < 0) return null;
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (!ID_PATTERN.test(id) || !SECRET_PATTERN.test(secret)) return null;
  return { id, secret, token };
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("base64url");
}

/** Constant-time comparison of two base64url digests. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "base64url");
  const right = Buffer.from(b, "base64url");
  return left.length === right.length && timingSafeEqual(left, right);
}
