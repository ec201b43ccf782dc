import { signClaims, verifyClaims } from "@onepercent/auth";
import { Id } from "@onepercent/validators/ids";
import { z } from "zod";

/**
 * The token behind a habit reminder's "Done" action (issue 28): it names the user, the habit and
 * the local date to check, signed (HMAC-SHA256, @onepercent/auth signed-token.ts) with the API
 * config's token signing key under a purpose of its own, and good for 48 hours, so
 * `POST /api/reminders/done` can check the habit without a session.
 */
export const DONE_TOKEN_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** What the signature covers besides the payload: no other signed token can stand in for one. */
const SIGNED_AS = "onepercent.reminder-done.";

export const DoneClaim = z.object({
  userId: Id,
  actionId: Id,
  /** The athlete's local calendar day the reminder was for (YYYY-MM-DD). */
  date: z.iso.date(),
});
export type DoneClaim = z.infer<typeof DoneClaim>;

const Signed = DoneClaim.extend({ exp: z.number().int() });

/** The "Done" token for `claim`, expiring 48 h after `now`. */
export function signDoneToken(key: string, claim: DoneClaim, now: Date): string {
  const exp = Math.floor((now.getTime() + DONE_TOKEN_LIFETIME_MS) / 1000);
  const { userId, actionId, date } = claim;
  return signClaims({ userId, actionId, date, exp }, key, SIGNED_AS);
}

/** The claim of a token signed with `key` that has not expired at `now`; null for anything else. */
export function verifyDoneToken(key: string, token: string, now: Date): DoneClaim | null {
  const signed = verifyClaims(token, key, Signed, { context: SIGNED_AS, now: now.getTime() });
  if (!signed) return null;
  const { userId, actionId, date } = signed;
  return { userId, actionId, date };
}
