/**
 * The ceilings the server is measured against, each in its own process like the server:
 * `bare` answers a constant JSON object with Hono; `raw-pg` answers one row read with
 * postgres-js by primary key (no ORM, no session, no validation); `verify` checks the posted
 * password against one argon2 hash through the server's own hashing queue (no database, no
 * session): the most any sign-in over HTTP can do on this machine.
 */
import { serve } from "@hono/node-server";
import { hashPassword, verifyPassword } from "@onepercent/auth";
import { Hono } from "hono";
import postgres from "postgres";

const [kind, port, databaseUrl, userId] = process.argv.slice(2);
const app = new Hono();

if (kind === "bare") {
  app.get("/", (c) => c.json({ status: "ok" }));
} else if (kind === "raw-pg" && databaseUrl && userId) {
  const sql = postgres(databaseUrl, { max: Number(process.env.DATABASE_POOL_SIZE), prepare: true });
  app.get("/", async (c) => {
    const [row] = await sql`select id, email, name, sport from users where id = ${userId}`;
    return c.json(row ?? null);
  });
} else if (kind === "verify") {
  const passwordHash = await hashPassword("bench-password-1");
  app.get("/", (c) => c.json({ ready: true }));
  app.post("/", async (c) => {
    const { password } = await c.req.json<{ password: string }>();
    return c.json({ valid: await verifyPassword(passwordHash, password) });
  });
} else {
  throw new Error("usage: ceilings.ts bare|raw-pg|verify PORT [DATABASE_URL USER_ID]");
}

serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" }, () => process.send?.("ready"));
