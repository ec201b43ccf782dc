import path from "node:path";
import { promoteAdmin } from "@onepercent/api";
import { connectDatabase, migrationsFolder } from "@onepercent/db";
import { z } from "zod";
import { ConfigError, dataDirOf, parseEnv } from "./config/config";

/**
 * `npm run admin:promote -- <email>`: gives the admin role to an existing account (the operator's
 * way to make an account that registered itself the coach; docs/decisions/014-admin-bootstrap.md).
 * With the embedded database, stop the server first: PGlite allows one process at a time.
 */
async function main(argv: string[]): Promise<number> {
  const email = z.email().safeParse(argv[0]?.trim());
  if (!email.success) {
    console.error("Usage: npm run admin:promote -- <email of an existing account>");
    return 2;
  }
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const database = await connectDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(dataDirOf(env, process.env), "pgdata"),
    poolSize: 1,
  });
  try {
    await database.migrate(migrationsFolder());
    const outcome = await promoteAdmin(database.db, email.data);
    if (outcome === "missing") {
      console.error(`No account has the e-mail ${email.data}.`);
      return 1;
    }
    console.log(outcome === "promoted" ? `${email.data} is now the admin.` : `${email.data} is already the admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
