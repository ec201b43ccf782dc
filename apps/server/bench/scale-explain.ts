import { type Context, createCaller, resolveSession } from "@onepercent/api";
import { createSession } from "@onepercent/auth";
import * as schema from "@onepercent/db/schema";
import { createMailer } from "@onepercent/email";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { z } from "zod";
import { dayBefore } from "./scale-measure";

// The SQL the hot reads really issue, captured from postgres-js (its `debug` hook) while the
// procedures run in-process as one seeded athlete, then EXPLAIN (ANALYZE, BUFFERS) of each SELECT
// with the parameters it was sent with.

const Parameters = z.array(z.union([z.string(), z.number(), z.boolean(), z.null(), z.date()]));

interface Statement {
  read: string;
  query: string;
  parameters: z.infer<typeof Parameters>;
}

export interface Explained {
  read: string;
  query: string;
  parameters: string;
  plan: string[];
  seqScans: string[];
}

/** The statements `dashboard.get`, `habits.list` and `journal.get` send for `userId`, explained. */
export async function explainHotReads(url: string, userId: string): Promise<Explained[]> {
  let read = "";
  const statements: Statement[] = [];
  const client = postgres(url, {
    max: 1,
    onnotice: () => {},
    debug: (_connection, query, parameters) => {
      if (read !== "") statements.push({ read, query, parameters: Parameters.parse(parameters) });
    },
  });
  try {
    const db = drizzle(client, { schema, casing: "snake_case" });
    const { token } = await createSession(db, userId, false);
    const context: Context = {
      db,
      config: {
        tokenSigningKey: "scale-bench-signing-key-0123456789abcdef",
        production: true,
        contactEmail: "coach@onepercent.local",
        throttle: {
          loginPerAccountAndIp: 10,
          loginPerIp: 50,
          loginPerAccount: 100,
          registerPerIp: 20,
          windowSeconds: 900,
        },
      },
      auth: null,
      ip: "127.0.0.1",
      transport: { kind: "cookie", issue: () => null, clear: () => {} },
      mailer: createMailer({ from: "OnePercent <bench@onepercent.local>", db, log: () => {} }),
    };
    read = "session (every request)";
    context.auth = await resolveSession(db, context.config.tokenSigningKey, { cookie: token.token });
    const caller = createCaller(context);
    read = "dashboard.get";
    await caller.dashboard.get();
    read = "habits.list";
    await caller.habits.list();
    read = "journal.get";
    await caller.journal.get({ type: "daily", date: dayBefore(1) });
    read = "";

    const seen = new Set<string>();
    const explained: Explained[] = [];
    for (const statement of statements) {
      if (!/^\s*(select|with)\b/i.test(statement.query) || seen.has(statement.query)) continue;
      seen.add(statement.query);
      const rows = z
        .array(z.object({ "QUERY PLAN": z.string() }))
        .parse(await client.unsafe(`explain (analyze, buffers) ${statement.query}`, statement.parameters));
      const plan = rows.map((row) => row["QUERY PLAN"]);
      explained.push({
        read: statement.read,
        query: statement.query,
        parameters: JSON.stringify(statement.parameters),
        plan,
        seqScans: plan.filter((line) => line.includes("Seq Scan")).map((line) => line.trim()),
      });
    }
    return explained;
  } finally {
    await client.end();
  }
}
