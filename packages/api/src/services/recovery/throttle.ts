import type { Database } from "@onepercent/db";
import {
  RECOVERY_CHECKS_PER_ACCOUNT,
  RECOVERY_CHECKS_PER_IP,
  RECOVERY_REQUESTS_PER_ACCOUNT,
  RECOVERY_REQUESTS_PER_IP,
  RECOVERY_WINDOW_SECONDS,
} from "@onepercent/validators";
import { reserveSlots } from "../shared/rate-limit";

/*
 * Recovery counts every attempt, before any work (docs/decisions/013-throttles.md): parallel
 * requests cannot slip past a limit. Accounts are named by their e-mail address, so an unknown
 * address is counted exactly like a registered one and a 429 says nothing about either.
 */

/** Step 1: e-mails asked for one address and from one network address. */
export const reserveRequest = (db: Database, email: string, ip: string, now: Date) =>
  reserveSlots(
    db,
    [
      { key: `recovery-request:account:${email}`, max: RECOVERY_REQUESTS_PER_ACCOUNT },
      { key: `recovery-request:ip:${ip}`, max: RECOVERY_REQUESTS_PER_IP },
    ],
    RECOVERY_WINDOW_SECONDS,
    now,
  );

/** A code or a link tried from one network address (link checks included). */
export const reserveCheckFromIp = (db: Database, ip: string, now: Date) =>
  reserveSlots(db, [{ key: `recovery-check:ip:${ip}`, max: RECOVERY_CHECKS_PER_IP }], RECOVERY_WINDOW_SECONDS, now);

/** A code or a link tried for one account (and, for a code, from the caller's address too). */
export const reserveCheck = (db: Database, email: string, ip: string | null, now: Date) =>
  reserveSlots(
    db,
    [
      { key: `recovery-check:account:${email}`, max: RECOVERY_CHECKS_PER_ACCOUNT },
      ...(ip === null ? [] : [{ key: `recovery-check:ip:${ip}`, max: RECOVERY_CHECKS_PER_IP }]),
    ],
    RECOVERY_WINDOW_SECONDS,
    now,
  );
