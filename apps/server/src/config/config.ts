import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
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
});
const EnvSchema = EnvFields.refine(
  (env) => (env.AUDIO_S3_ACCESS_KEY_ID === undefined) === (env.AUDIO_S3_SECRET_ACCESS_KEY === undefined),
  {
    path: ["AUDIO_S3_SECRET_ACCESS_KEY"],
    message: "set AUDIO_S3_ACCESS_KEY_ID and AUDIO_S3_SECRET_ACCESS_KEY together, or neither",
  },
);
export type Env = z.infer<typeof EnvSchema>;

export interface ServerConfig {
  env: Env;
  production: boolean;
  dataDir: string;
  tokenSigningKey: string;
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

const Secrets = z.object({ tokenSigningKey: z.string().min(32) });

/** Secrets not given by the environment are generated once and kept in the data directory. */
function loadSecrets(dataDir: string): z.infer<typeof Secrets> {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) {
    const parsed = Secrets.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) return parsed.data;
    throw new ConfigError(`${file} is not a valid secrets file; remove it to generate a new one`);
  }
  const secrets = { tokenSigningKey: randomBytes(32).toString("base64url") };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Development mode (stack traces in answers) only when asked for by name. */
export const isProduction = (env: Pick<Env, "NODE_ENV">) => env.NODE_ENV !== "development";

/** The data directory, relative to where the user ran npm (npm run dev runs the server inside apps/server). */
export const dataDirOf = (env: Env, source: NodeJS.ProcessEnv) =>
  path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const env = parseEnv(source);
  const dataDir = dataDirOf(env, source);
  const tokenSigningKey = env.SESSION_SECRET ?? loadSecrets(dataDir).tokenSigningKey;
  return { env, production: isProduction(env), dataDir, tokenSigningKey };
}
