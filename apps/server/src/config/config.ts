import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { VapidKeys } from "@onepercent/api";
import { generateVapidKeys, isVapidPrivateKey, isVapidPublicKey } from "@onepercent/api/vapid-keys";
import {
  AI_CALLS_PER_USER_PER_HOUR,
  AUDIO_MINUTES_PER_USER_PER_DAY,
  TRPC_BATCH_MAX_CALLS,
} from "@onepercent/validators";
import { z } from "zod";

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
/** How many proxies in front of us append to X-Forwarded-For: false (none), true (one) or a count. */
const proxyHops = z
  .string()
  .regex(/^(true|false|yes|no|\d{1,2})$/, "must be true, false or a number of proxy hops")
  .transform((value) =>
    value === "true" || value === "yes" ? 1 : value === "false" || value === "no" ? 0 : Number(value),
  );

/** An https:// URL, or an http:// one on this machine (the issuer of a local test provider). */
function isSecureOrLocal(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === "https:" || ["127.0.0.1", "localhost", "[::1]"].includes(hostname);
}

/** Every setting the server reads, with the local default. The README lists each. */
const EnvFields = z.object({
  /** Production unless asked otherwise: `npm run dev` sets development (stack traces, internal messages). */
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./.data"),
  /** When set, audio (relaxation tracks, generated and recorded audio) lives in this S3-compatible bucket, not DATA_DIR/audio. */
  AUDIO_S3_BUCKET: z.string().min(1).optional(),
  AUDIO_S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9][\w.-]*\/)+$/, "must be folders ending in /, e.g. audio/")
    .default("audio/"),
  AUDIO_S3_REGION: z.string().min(1).default("us-east-1"),
  /** An S3-compatible store's endpoint (MinIO, R2, …); AWS's own when unset. */
  AUDIO_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** Unset: the AWS SDK's default credentials (environment, instance role, …). */
  AUDIO_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  AUDIO_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AUDIO_S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  /** PostgreSQL connections per process; postgres-js pipelines queries, so few go far. */
  DATABASE_POOL_SIZE: count(Math.max(2, availableParallelism())),
  /** Opening a PostgreSQL connection gives up after this many seconds: requests answer 503 (decision 025). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: count(1),
  /** PostgreSQL cancels a statement after this many milliseconds (0: never). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** A query waiting this many milliseconds for a free pooled connection is given up: 503 (0: never). */
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  ADMIN_EMAIL: z.email("must be an e-mail address").default("coach@onepercent.local"),
  /** Unset: a strong password is generated once into the data directory (docs/decisions/014-admin-bootstrap.md). */
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default("OnePercent <no-reply@onepercent.local>"),
  CONTACT_EMAIL: z.email("must be an e-mail address").optional(),
  /** Google sign-in (issue 16): offered only when both the client id and its secret are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID issuer; plain http:// only on this machine (a local test provider). */
  GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/, error: "must be an https:// URL" })
    .refine(isSecureOrLocal, "must be an https:// URL (http:// only for 127.0.0.1 or localhost)")
    .default("https://accounts.google.com"),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_TIMEOUT_MS: count(15_000),
  /** The OpenAI speech model for generated audio; the offline voice speaks when it fails. */
  OPENAI_TTS_MODEL: z.string().min(1).default("gpt-4o-mini-tts"),
  /** One deadline for speaking a whole script through OpenAI. */
  OPENAI_SPEECH_TIMEOUT_MS: count(45_000),
  /** The cap on tokens of one model answer (scripts, chat). */
  OPENAI_MAX_TOKENS: count(4096),
  AI_SUGGESTIONS_MAX_PER_IP: count(30),
  /** Text generations of the AI tools (scripts, imagery, coach answers) one user may ask for per hour. */
  AI_CALLS_PER_USER_PER_HOUR: count(AI_CALLS_PER_USER_PER_HOUR),
  /** Minutes of generated audio one user may ask for per day (a 20-minute track counts 20). */
  AUDIO_MINUTES_PER_USER_PER_DAY: count(AUDIO_MINUTES_PER_USER_PER_DAY),
  TRUST_PROXY: proxyHops.default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BODY_LIMIT_BYTES: count(1024 * 1024),
  /** How long reading one uploaded recording may take in its worker before it is refused (decision 028). */
  MEDIA_PARSE_DEADLINE_MS: count(2000),
  /** Calls in one /trpc batch; never below what the web client sends in one. */
  TRPC_MAX_BATCH_SIZE: z.coerce
    .number()
    .int()
    .min(TRPC_BATCH_MAX_CALLS, `must be at least ${TRPC_BATCH_MAX_CALLS} (the web client batches that many calls)`)
    .default(TRPC_BATCH_MAX_CALLS),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: count(10),
  LOGIN_MAX_FAILURES_PER_IP: count(50),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: count(100),
  REGISTER_MAX_PER_IP: count(20),
  THROTTLE_WINDOW_SECONDS: count(15 * 60),
  SHUTDOWN_TIMEOUT_MS: count(10_000),
  /** A main event loop that has not turned for this long is ended by the watchdog (watchdog.ts) so a supervisor restarts it; 0: never. */
  EVENT_LOOP_STALL_EXIT_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || ms >= 100, "must be 0 (never) or at least 100")
    .default(30_000),
  /** /api/health answers 503 while the event loop's delay (p99 of the last minute) is over this many milliseconds. */
  EVENT_LOOP_DELAY_LIMIT_MS: count(1000),
  /** A client must send a request's headers within this many milliseconds (http-timeouts.ts). */
  HEADERS_TIMEOUT_MS: count(10_000),
  /** ... and the whole request, body included, within this many (a 25 MB recording at 0.7 Mbit/s). */
  REQUEST_TIMEOUT_MS: count(300_000),
  /** An idle keep-alive connection is closed after this many milliseconds. */
  KEEP_ALIVE_TIMEOUT_MS: count(5000),
  /** Web push (decision 032): the server's VAPID key pair, base64url; unset, one is generated into the data directory. */
  VAPID_PUBLIC_KEY: z.string().refine(isVapidPublicKey, "must be a P-256 public key, base64url (65 bytes)").optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(isVapidPrivateKey, "must be a P-256 private key, base64url (32 bytes)")
    .optional(),
  /** Whom push services may contact about our messages; unset, the address of MAIL_FROM. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
    .optional(),
  /** How often due reminders are looked for and sent. */
  REMINDERS_TICK_SECONDS: count(30),
  /**
   * The push services browsers' subscriptions may name, comma-separated origins ("https://*.example.com"
   * for subdomains); unset, the browsers' own (services/reminders/push-services.ts).
   */
  PUSH_SERVICES: z
    .string()
    .transform((list) =>
      list
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^https?:\/\/(\*\.)?[\w.-]+(:\d{1,5})?$/, "must be origins such as https://push.example.com"),
        )
        .min(1),
    )
    .optional(),
});
const EnvSchema = EnvFields.refine(
  (env) => (env.AUDIO_S3_ACCESS_KEY_ID === undefined) === (env.AUDIO_S3_SECRET_ACCESS_KEY === undefined),
  {
    path: ["AUDIO_S3_SECRET_ACCESS_KEY"],
    message: "set AUDIO_S3_ACCESS_KEY_ID and AUDIO_S3_SECRET_ACCESS_KEY together, or neither",
  },
).refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
  path: ["VAPID_PRIVATE_KEY"],
  message: "set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither",
});
export type Env = z.infer<typeof EnvSchema>;

export interface ServerConfig {
  env: Env;
  production: boolean;
  dataDir: string;
  tokenSigningKey: string;
  /** Web push's VAPID identity (decision 032); absent or null, reminders go by e-mail only. */
  vapid?: VapidKeys | null;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const blankAsMissing = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(blankAsMissing);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

const Secrets = z.looseObject({
  tokenSigningKey: z.string().min(32),
  vapidPublicKey: z.string().refine(isVapidPublicKey).optional(),
  vapidPrivateKey: z.string().refine(isVapidPrivateKey).optional(),
});
type Secrets = z.infer<typeof Secrets>;
type CompleteSecrets = Secrets & { vapidPublicKey: string; vapidPrivateKey: string };

const isComplete = (secrets: Secrets): secrets is CompleteSecrets =>
  secrets.vapidPublicKey !== undefined && secrets.vapidPrivateKey !== undefined;

/**
 * Secrets not given by the environment are generated once and kept in the data directory. A
 * file from before web push (no VAPID keys) keeps its signing key and gains a key pair.
 */
function loadSecrets(dataDir: string): CompleteSecrets {
  const file = path.join(dataDir, "secrets.json");
  let stored: Secrets | null = null;
  if (existsSync(file)) {
    const parsed = Secrets.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) throw new ConfigError(`${file} is not a valid secrets file; remove it to generate a new one`);
    if (isComplete(parsed.data)) return parsed.data;
    stored = parsed.data;
  }
  const vapid = generateVapidKeys();
  const secrets = {
    ...stored,
    tokenSigningKey: stored?.tokenSigningKey ?? randomBytes(32).toString("base64url"),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** The address of a From header ("OnePercent <no-reply@example.com>" → no-reply@example.com). */
function addressOf(from: string): string {
  const start = from.lastIndexOf("<");
  const end = from.indexOf(">", start);
  return (start >= 0 && end > start + 1 ? from.slice(start + 1, end) : from).trim();
}

/** The VAPID identity: the environment's key pair, else the data directory's. */
function vapidOf(env: Env, stored: () => CompleteSecrets): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${addressOf(env.MAIL_FROM)}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const { vapidPublicKey, vapidPrivateKey } = stored();
  return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey, subject };
}

/** Development mode (stack traces in answers) only when asked for by name. */
export const isProduction = (env: Pick<Env, "NODE_ENV">) => env.NODE_ENV !== "development";

/** The data directory, relative to where the user ran npm (npm run dev runs the server inside apps/server). */
export const dataDirOf = (env: Env, source: NodeJS.ProcessEnv) =>
  path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const env = parseEnv(source);
  const dataDir = dataDirOf(env, source);
  let secrets: CompleteSecrets | undefined;
  const stored = () => {
    secrets ??= loadSecrets(dataDir);
    return secrets;
  };
  const tokenSigningKey = env.SESSION_SECRET ?? stored().tokenSigningKey;
  return { env, production: isProduction(env), dataDir, tokenSigningKey, vapid: vapidOf(env, stored) };
}
