import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureAdmin } from "@onepercent/api";
import type { Database } from "@onepercent/db";
import type { Logger } from "../runtime/logger";

/** The admin's generated first password, in the data directory (docs/decisions/014-admin-bootstrap.md). */
const adminPasswordFile = (dataDir: string) => path.join(dataDir, "admin-password");

/** The generated admin password: the one kept in the data directory, else a new one written there (0600). */
function generatedAdminPassword(dataDir: string): string {
  const file = adminPasswordFile(dataDir);
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 16) return kept;
  }
  const password = randomBytes(18).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

const promoteCommand = (email: string) => `npm run admin:promote -- ${email}`;

/**
 * Creates the coach/admin account of ADMIN_EMAIL when it is missing. Without ADMIN_PASSWORD its
 * password is generated once and shown once, here; an account that registered itself is never
 * promoted by configuration alone.
 */
export async function bootstrapAdmin(
  db: Database,
  settings: { email: string; password: string | undefined; dataDir: string },
  logger: Logger,
): Promise<void> {
  const { email, dataDir } = settings;
  const file = adminPasswordFile(dataDir);
  const result = await ensureAdmin(db, {
    email,
    configuredPassword: settings.password,
    generatePassword: () => generatedAdminPassword(dataDir),
  });
  switch (result.outcome) {
    case "created":
      if (result.generatedPassword === null) {
        logger.info({ email }, "admin account created with ADMIN_PASSWORD");
      } else {
        // Shown once, at creation; warn so that it is printed at LOG_LEVEL=warn too.
        logger.warn(
          { email, passwordFile: file },
          `ADMIN ACCOUNT CREATED. Sign in as ${email} with the password ${result.generatedPassword} ` +
            `(generated; shown only this once, and kept in ${file}). Change it on the profile page.`,
        );
      }
      return;
    case "promoted":
      logger.info({ email }, "ADMIN_PASSWORD is the password of this existing account: it is now the admin");
      return;
    case "refused":
      logger.warn(
        { email },
        `ADMIN_EMAIL names an account that registered itself: it is NOT made the admin. To make it the admin, ` +
          `stop the server and run \`${promoteCommand(email)}\`, or set ADMIN_PASSWORD to that account's own password.`,
      );
      return;
    case "ok":
      if (settings.password === undefined && existsSync(file)) {
        logger.info(
          { email, passwordFile: file },
          `admin account ready; its generated first password is kept in ${file}`,
        );
      } else {
        logger.info({ email }, "admin account ready");
      }
  }
}
