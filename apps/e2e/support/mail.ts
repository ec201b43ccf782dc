import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ReceivedEmail } from "@onepercent/email/testing";
import { expect, inject } from "vitest";
import { z } from "zod";

const ReceivedEmailFile = z.object({ from: z.string(), to: z.array(z.string()), raw: z.string() });

const mailDir = inject("mailDir");

/** Every e-mail the test SMTP server has received so far, oldest first. */
export function receivedMail(): ReceivedEmail[] {
  return readdirSync(mailDir)
    .sort()
    .map((file) => ReceivedEmailFile.parse(JSON.parse(readFileSync(path.join(mailDir, file), "utf8"))));
}

/** Waits for an e-mail whose raw text matches, and answers it. */
export async function waitForMail(match: (email: ReceivedEmail) => boolean): Promise<ReceivedEmail> {
  await expect.poll(() => receivedMail().some(match), { timeout: 10_000 }).toBe(true);
  const found = receivedMail().find(match);
  if (!found) throw new Error("the e-mail disappeared");
  return found;
}
