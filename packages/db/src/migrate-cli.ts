import path from "node:path";
import { connectDatabase } from "./client";
import { migrationsFolder } from "./migrations-folder";

/** `npm run db:migrate`: applies migrations to DATABASE_URL, or to the PGlite data directory. */
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? ".data");
const handle = await connectDatabase({ url: process.env.DATABASE_URL, pgliteDir: path.join(dataDir, "pgdata") });
await handle.migrate(migrationsFolder());
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
