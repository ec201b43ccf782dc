import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { createWorkQueue } from "./work-queue";

/** argon2id with OWASP's minimum cost (m=19456 KiB, t=2, p=1); the library's default algorithm is argon2id. */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * Every argon2 hash and verification of this process goes through this queue: one per core
 * at a time; a caller waits while its expected wait is at most 5 s (200 athletes signing in at
 * the same moment wait a second or two), with at most 256 per core waiting; beyond that it gets
 * 503 with Retry-After (docs/decisions/013-throttles.md).
 */
export const passwordQueue = createWorkQueue({
  concurrency: availableParallelism(),
  queue: 256 * availableParallelism(),
  maxWaitMs: 5000,
  retryAfterSeconds: 2,
});

/** How many hashes and verifications this process has started (tests count the work a request did). */
const work = { hashes: 0, verifications: 0 };
export const passwordWork = (): Readonly<typeof work> => ({ ...work });

export function hashPassword(password: string): Promise<string> {
  return passwordQueue.run(() => {
    work.hashes += 1;
    return hash(password, options);
  });
}

/** False for a wrong password or a malformed hash; throws only when the queue is full (503). */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordQueue.run(async () => {
    work.verifications += 1;
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so that a failed
 * login takes as long whether or not the account exists.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  if (decoyHash) return decoyHash;
  const pending = hashPassword(crypto.randomUUID());
  decoyHash = pending;
  // A refused (busy) first hash is not kept: a later login tries again.
  pending.catch(() => {
    if (decoyHash === pending) decoyHash = undefined;
  });
  return pending;
}
