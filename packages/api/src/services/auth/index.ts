import {
  createSession,
  decoyPasswordHash,
  hashPassword,
  invalidateSession,
  type SessionToken,
  verifyPassword,
} from "@onepercent/auth";
import { type Database, eq, logins, users } from "@onepercent/db";
import { AppError, type LoginData, messages, type RegisterData } from "@onepercent/validators";
import { adminUserMessages } from "@onepercent/validators/messages/admin-users";
import type { ThrottleLimits } from "../../context";
import { claimInvitation } from "../invitations";
import { refundSlots, reserveSlots, reserveSlotsReading, settlement } from "../shared/rate-limit";

export interface NewSession {
  userId: string;
  token: SessionToken;
  rememberMe: boolean;
  expiresAt: Date;
}

/** The profile columns a new account starts with, from the registration form (e-mail or Google). */
export const registrationProfile = (
  input: Pick<RegisterData, "name" | "role" | "birthYear" | "gender" | "sport" | "sportPosition" | "yearsPlaying">,
) => ({
  name: input.name,
  role: input.role,
  birthYear: input.birthYear,
  gender: input.gender,
  sport: input.sport,
  sportPosition: input.sportPosition ?? null,
  yearsPlaying: input.yearsPlaying,
});

export async function registerUser(
  db: Database,
  input: RegisterData,
  context: { ip: string; throttle: ThrottleLimits; userAgent?: string | null | undefined },
): Promise<NewSession> {
  await reserveSlots(
    db,
    [{ key: `register:ip:${context.ip}`, max: context.throttle.registerPerIp }],
    context.throttle.windowSeconds,
  );

  const passwordHash = await hashPassword(input.password);
  // One transaction: an invitation code that cannot be used leaves no account behind.
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        ...registrationProfile(input),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw new AppError("EMAIL_TAKEN", messages.emailTaken);
    if (input.invitationCode !== undefined) await claimInvitation(tx, input.invitationCode, created.id);
    await tx.insert(logins).values({ userId: created.id, method: "registration" });
    return created;
  });
  const session = await createSession(
    db,
    user.id,
    false,
    new Date(),
    undefined,
    [],
    context.userAgent ?? null,
    "registration",
  );
  return { userId: user.id, token: session.token, rememberMe: false, expiresAt: session.expiresAt };
}

/**
 * Checks the password and opens a session, in two statements around the hash. The first counts
 * the attempt per account and address, per address and per account (each attempt reserves its
 * slot before the password is verified, so parallel attempts cannot outnumber the limits) and
 * reads the account's credentials. A failure stays counted and writes nothing more; a success
 * writes the session, its login record and the throttle's settlement (the account-and-address
 * counter cleared, the other slots given back) in the second. An unknown e-mail fails exactly
 * like a wrong password.
 */
export async function logIn(
  db: Database,
  input: LoginData,
  context: { ip: string; throttle: ThrottleLimits; userAgent?: string | null | undefined },
): Promise<NewSession> {
  const { throttle } = context;
  const accountAndIp = `login:account-ip:${input.email}|${context.ip}`;
  const limits = [
    { key: accountAndIp, max: throttle.loginPerAccountAndIp },
    { key: `login:ip:${context.ip}`, max: throttle.loginPerIp },
    { key: `login:account:${input.email}`, max: throttle.loginPerAccount },
  ];
  const { slots, rows } = await reserveSlotsReading(
    db,
    { limits, windowSeconds: throttle.windowSeconds, now: new Date() },
    (reserved) =>
      db
        .with(reserved)
        .select({
          key: reserved.key,
          count: reserved.count,
          windowStartedAt: reserved.windowStartedAt,
          userId: users.id,
          passwordHash: users.passwordHash,
          disabledAt: users.disabledAt,
        })
        .from(reserved)
        .leftJoin(users, eq(users.email, input.email)),
  );
  const [found] = rows;
  let valid: boolean;
  try {
    valid = await verifyPassword(found?.passwordHash ?? (await decoyPasswordHash()), input.password);
  } catch (error) {
    await refundSlots(db, slots);
    throw error;
  }
  if (!found?.userId || !valid) throw new AppError("INVALID_CREDENTIALS", messages.invalidCredentials);
  // Only the right password learns that the account is disabled; its attempt stays counted.
  if (found.disabledAt) throw new AppError("FORBIDDEN", adminUserMessages.accountDisabled);
  const settled = settlement(db, [accountAndIp], slots);
  const session = await createSession(
    db,
    found.userId,
    input.rememberMe,
    new Date(),
    "password",
    settled,
    context.userAgent ?? null,
  );
  return { userId: found.userId, token: session.token, rememberMe: input.rememberMe, expiresAt: session.expiresAt };
}

export async function logOut(db: Database, userId: string, sessionId: string): Promise<void> {
  await invalidateSession(db, userId, sessionId);
}
