/**
 * `npm run bench:reminders` (also the end of `npm run bench`): the reminder scheduler's cost
 * (decision 032). 20,000 athletes in four time zones, each with three reminders (a habit at
 * 07:00, the journal at 21:00, the weekly review on Sundays at 18:00): 60,000 rows. The busiest
 * minute (21:00 in Europe/Berlin, a quarter of the athletes, half of them by web push to a local
 * stand-in push service and half by e-mail to the outbox) is claimed and sent as one scheduler
 * run does it, and timed. Target: under 5 s. Prints figures and never fails on them. Uses
 * DATABASE_URL's server (default: the local PostgreSQL) and a database of its own, dropped at the end.
 */
import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { dispatchDueReminders, nextDueAt } from "@onepercent/api";
import { generateVapidKeys } from "@onepercent/api/vapid-keys";
import { connectPostgres, migrationsFolder } from "@onepercent/db";
import { createMailer } from "@onepercent/email";
import postgres from "postgres";

const ATHLETES = 20_000;
const ZONES = ["Europe/Berlin", "Europe/London", "America/New_York", "America/Los_Angeles"];
const RULES = [
  { kind: "habit", time: "07:00", days: ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] },
  { kind: "journal", time: "21:00", days: ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] },
  { kind: "weekly_review", time: "18:00", days: ["SU"] },
] as const;
/** 21:00 in Berlin on a Wednesday: the journal reminders of every athlete there are due. */
const NOW = new Date("2026-12-02T20:00:00Z");
const TARGET_SECONDS = 5;
/** The PostgreSQL server of DATABASE_URL (default: the local one), where the bench makes its own database. */
const postgresServer = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");

/** A push service that accepts every message (the stand-in's decryption is the tests' part). */
async function acceptingPushService() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received++;
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the push service has no port");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** 20,000 athletes, their habits, 60,000 reminders, preferences and subscriptions, in a few statements. */
async function seed(sql: postgres.Sql, pushOrigin: string) {
  const browser = createECDH("prime256v1");
  browser.generateKeys();
  const p256dh = browser.getPublicKey().toString("base64url");
  const auth = randomBytes(16).toString("base64url");
  await sql`insert into users (email, password_hash, name, role, birth_year, gender, sport, years_playing, time_zone)
    select 'reminders-' || i || '@bench.test', 'x', 'Athlete ' || i, 'Athlete', 2006, 'female', 'Volleyball', '5',
      (${ZONES}::text[])[1 + i % ${ZONES.length}]
    from generate_series(0, ${ATHLETES - 1}::int) as i`;
  await sql`insert into daily_actions (user_id, action) select id, 'Visualise ten serves' from users`;
  for (const rule of RULES) {
    await sql`insert into reminders (user_id, kind, action_id, time, days)
      select u.id, ${rule.kind}, ${rule.kind === "habit" ? sql`a.id` : null}, ${rule.time}, ${[...rule.days]}::text[]
      from users u join daily_actions a on a.user_id = u.id`;
    for (const zone of ZONES) {
      const due = nextDueAt(rule, zone, new Date(NOW.getTime() - 1000));
      await sql`update reminders r set next_due_at = ${due} from users u
        where u.id = r.user_id and u.time_zone = ${zone} and r.kind = ${rule.kind}`;
    }
  }
  // Every other athlete by e-mail; the others with one browser subscribed.
  await sql`insert into reminder_preferences (user_id, channel)
    select id, case when row_number() over (order by email) % 2 = 0 then 'email' else 'push' end from users`;
  await sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select p.user_id, ${pushOrigin} || '/push/' || p.user_id, ${p256dh}, ${auth}
    from reminder_preferences p where p.channel = 'push'`;
}

async function main() {
  const dbName = `onepercent_bench_reminders_${Date.now()}`;
  const admin = postgres(postgresServer.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  const push = await acceptingPushService();
  const own = new URL(postgresServer);
  own.pathname = `/${dbName}`;
  const url = own.toString();
  const handle = connectPostgres(url, 4);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await handle.migrate(migrationsFolder());
    await seed(sql, push.origin);
    const [due] = await sql`select count(*)::int as count from reminders where next_due_at <= ${NOW}`;
    const mailer = createMailer({ from: "OnePercent <bench@onepercent.test>", db: handle.db, log: () => {} });
    const started = performance.now();
    const vapid = { ...generateVapidKeys(), subject: "mailto:bench@onepercent.test" };
    const tokenSigningKey = "bench-signing-key-0123456789abcdefghijklmn";
    const summary = await dispatchDueReminders(
      { db: handle.db, mailer, vapid, tokenSigningKey, origin: "https://onepercent.test", pushServices: [push.origin] },
      NOW,
    );
    const seconds = (performance.now() - started) / 1000;
    const [mails] = await sql`select count(*)::int as count from email_outbox`;
    console.log(
      `\nReminders: ${ATHLETES.toLocaleString("en-US")} athletes x ${RULES.length} reminders; one due minute, ${due?.count} due`,
    );
    console.log(
      `${"scheduler: one due minute claimed and sent".padEnd(44)}${seconds.toFixed(2).padStart(11)} s${`${(summary.claimed / seconds).toFixed(0)}/s`.padStart(11)}${`< ${TARGET_SECONDS} s`.padStart(20)}${(seconds < TARGET_SECONDS ? "met" : "NOT met").padStart(11)}`,
    );
    console.log(
      `  claimed ${summary.claimed}, sent ${summary.sent} (web push ${push.received()}, e-mail ${mails?.count}), failed ${summary.failed}`,
    );
  } finally {
    await sql.end();
    await handle.close();
    await push.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}

await main();
