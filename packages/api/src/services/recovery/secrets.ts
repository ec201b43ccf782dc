import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import { digestsEqual } from "@onepercent/auth";
import { RECOVERY_CODE_LENGTH } from "@onepercent/validators";

/** base64url SHA-256 of a text. */
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * A recovery's secrets: a 6-digit code (uniformly random) and a link token of 256 random bits.
 * Only their digests are stored; the code's is salted with the row's own id, so that one table
 * of the million codes' digests does not read every row.
 */
export function newRecoverySecrets() {
  const rowId = randomUUID();
  const code = String(randomInt(0, 10 ** RECOVERY_CODE_LENGTH)).padStart(RECOVERY_CODE_LENGTH, "0");
  const token = randomBytes(32).toString("base64url");
  return { rowId, code, token, codeHash: codeDigest(rowId, code), tokenHash: tokenDigest(token) };
}

const codeDigest = (rowId: string, code: string) => sha256(`${rowId}:${code}`);
export const tokenDigest = (token: string) => sha256(token);

/** Whether `code` is the row's, compared in constant time. */
export const codeMatches = (row: { id: string; codeHash: string }, code: string) =>
  digestsEqual(codeDigest(row.id, code), row.codeHash);
