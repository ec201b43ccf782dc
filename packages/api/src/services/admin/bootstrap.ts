import { hashPassword, verifyPassword } from "@onepercent/auth";
import { type Database, eq, users } from "@onepercent/db";

export interface AdminSettings {
  /** ADMIN_EMAIL. */
  email: string;
  /** ADMIN_PASSWORD when it is set: the operator knows it, so it may also prove an existing account. */
  configuredPassword?: string | undefined;
  /** The password for a new account when none is configured; called only when the account is created. */
  generatePassword: () => string;
}

/**
 * `created`: the account did not exist and was created with the admin role (`generatedPassword`:
 * the password generatePassword gave, null when ADMIN_PASSWORD was used). `ok`: it exists and is the admin.
 * `promoted`: an existing account whose password equals the configured one became the admin.
 * `refused`: an existing account that is not the admin, and nothing proved it is the operator's.
 */
export type AdminBootstrap =
  | { outcome: "created"; generatedPassword: string | null }
  | { outcome: "ok" | "promoted" | "refused" };

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Makes sure the coach/admin account of ADMIN_EMAIL exists (docs/decisions/014-admin-bootstrap.md).
 * Configuration never promotes an account that registered itself, unless ADMIN_PASSWORD is that
 * account's own password; otherwise the operator promotes it with `npm run admin:promote`.
 */
export async function ensureAdmin(db: Database, settings: AdminSettings): Promise<AdminBootstrap> {
  const email = normalise(settings.email);
  const [existing] = await db
    .select({ id: users.id, isAdmin: users.isAdmin, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  if (existing) {
    if (existing.isAdmin) return { outcome: "ok" };
    const proven =
      settings.configuredPassword !== undefined &&
      (await verifyPassword(existing.passwordHash, settings.configuredPassword));
    if (!proven) return { outcome: "refused" };
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    return { outcome: "promoted" };
  }
  const { configuredPassword } = settings;
  const password = configuredPassword ?? settings.generatePassword();
  const inserted = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      name: "Coach",
      role: "Coach",
      birthYear: new Date().getUTCFullYear() - 30,
      gender: "prefer-not-to-say",
      sport: "Other",
      yearsPlaying: "Less than 1",
      isAdmin: true,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // Another process created it at the same moment: answer as that account now stands.
  if (inserted.length === 0) return ensureAdmin(db, { ...settings, configuredPassword: undefined });
  return { outcome: "created", generatedPassword: configuredPassword === undefined ? password : null };
}

/** Gives the admin role to the account of `email` (the operator's `npm run admin:promote`). */
export async function promoteAdmin(db: Database, email: string): Promise<"promoted" | "already-admin" | "missing"> {
  const [existing] = await db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.email, normalise(email)));
  if (!existing) return "missing";
  if (existing.isAdmin) return "already-admin";
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
  return "promoted";
}
