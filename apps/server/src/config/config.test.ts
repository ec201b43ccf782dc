import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateVapidKeys } from "@onepercent/api/vapid-keys";
import { describe, expect, it } from "vitest";
import { ConfigError, isProduction, loadConfig, parseEnv } from "./config";

describe("configuration", () => {
  it("has safe local defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./.data", NODE_ENV: "production", TRUST_PROXY: 0 });
    expect(env.DATABASE_URL).toBeUndefined();
    // No known admin password: unset, one is generated into the data directory at first start.
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it("reads and converts values", () => {
    const env = parseEnv({ PORT: "8080", TRUST_PROXY: "true", DATABASE_URL: "postgres://u@localhost:5432/db" });
    expect(env).toMatchObject({ PORT: 8080, TRUST_PROXY: 1, DATABASE_URL: "postgres://u@localhost:5432/db" });
  });

  it("keeps audio in DATA_DIR unless a bucket is named, and wants an S3 key with its secret", () => {
    expect(parseEnv({}).AUDIO_S3_BUCKET).toBeUndefined();
    const s3 = parseEnv({ AUDIO_S3_BUCKET: "team-audio", AUDIO_S3_FORCE_PATH_STYLE: "true" });
    expect(s3).toMatchObject({
      AUDIO_S3_PREFIX: "audio/",
      AUDIO_S3_REGION: "us-east-1",
      AUDIO_S3_FORCE_PATH_STYLE: true,
    });
    expect(() => parseEnv({ AUDIO_S3_ACCESS_KEY_ID: "AKIA" })).toThrow(
      /AUDIO_S3_SECRET_ACCESS_KEY: set AUDIO_S3_ACCESS_KEY_ID and AUDIO_S3_SECRET_ACCESS_KEY together/,
    );
    for (const prefix of ["../", "audio", "/audio/", "a//"]) {
      expect(() => parseEnv({ AUDIO_S3_PREFIX: prefix })).toThrow(/AUDIO_S3_PREFIX: must be folders ending in \//);
    }
    expect(parseEnv({ AUDIO_S3_PREFIX: "team/audio/" }).AUDIO_S3_PREFIX).toBe("team/audio/");
    // A blank value is a missing one: the default folder.
    expect(parseEnv({ AUDIO_S3_PREFIX: "" }).AUDIO_S3_PREFIX).toBe("audio/");
  });

  it("runs in production mode unless NODE_ENV=development", () => {
    expect(isProduction(parseEnv({}))).toBe(true);
    expect(isProduction(parseEnv({ NODE_ENV: "production" }))).toBe(true);
    expect(isProduction(parseEnv({ NODE_ENV: "test" }))).toBe(true);
    expect(isProduction(parseEnv({ NODE_ENV: "development" }))).toBe(false);
  });

  it("reads TRUST_PROXY as false, true (one proxy) or a number of proxy hops", () => {
    const hops = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect([hops("false"), hops("0"), hops("no"), hops("true"), hops("yes"), hops("1"), hops("2")]).toEqual([
      0, 0, 0, 1, 1, 1, 2,
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY: must be true, false or a number/);
  });

  it("stops on a bad value with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(() => parseEnv({ ADMIN_EMAIL: "nope" })).toThrow(/ADMIN_EMAIL/);
  });

  it("reads the AI coach settings: built-in by default, OpenAI with a key", () => {
    expect(parseEnv({})).toMatchObject({ OPENAI_MODEL: "gpt-4o-mini", OPENAI_TIMEOUT_MS: 15000 });
    expect(parseEnv({}).OPENAI_API_KEY).toBeUndefined();
    const env = parseEnv({ OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: "http://127.0.0.1:8080/v1", OPENAI_MODEL: "m" });
    expect(env).toMatchObject({
      OPENAI_API_KEY: "sk-x",
      OPENAI_BASE_URL: "http://127.0.0.1:8080/v1",
      OPENAI_MODEL: "m",
    });
    expect(() => parseEnv({ OPENAI_BASE_URL: "ftp://x" })).toThrow(/OPENAI_BASE_URL/);
  });

  it("caps a tRPC batch at 10 calls unless raised, and never below what the web client sends", () => {
    expect(parseEnv({}).TRPC_MAX_BATCH_SIZE).toBe(10);
    expect(parseEnv({ TRPC_MAX_BATCH_SIZE: "50" }).TRPC_MAX_BATCH_SIZE).toBe(50);
    expect(() => parseEnv({ TRPC_MAX_BATCH_SIZE: "5" })).toThrow(/TRPC_MAX_BATCH_SIZE: must be at least 10/);
  });
});

describe("web push's VAPID keys", () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), "onepercent-config-"));
  const secretsOf = (dir: string): unknown => JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8"));

  it("are generated once into the data directory's secrets file, with a subject from MAIL_FROM", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir, MAIL_FROM: "Team <team@example.com>" });
    expect(first.vapid).toMatchObject({ subject: "mailto:team@example.com" });
    expect(first.vapid?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(secretsOf(dir)).toMatchObject({ vapidPublicKey: first.vapid?.publicKey });
    expect(statSync(path.join(dir, "secrets.json")).mode & 0o777).toBe(0o600);
    const again = loadConfig({ DATA_DIR: dir });
    expect(again.vapid?.privateKey).toBe(first.vapid?.privateKey);
    expect(again.tokenSigningKey).toBe(first.tokenSigningKey);
  });

  it("are added to a secrets file from before web push, which keeps its signing key", () => {
    const dir = dataDir();
    const tokenSigningKey = "an-older-signing-key-0123456789abcdefghij";
    writeFileSync(path.join(dir, "secrets.json"), JSON.stringify({ tokenSigningKey }));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.tokenSigningKey).toBe(tokenSigningKey);
    expect(secretsOf(dir)).toEqual({
      tokenSigningKey,
      vapidPublicKey: config.vapid?.publicKey,
      vapidPrivateKey: config.vapid?.privateKey,
    });
  });

  it("come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, together", () => {
    const keys = generateVapidKeys();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "https://coach.example.com/contact",
    });
    expect(config.vapid).toEqual({ ...keys, subject: "https://coach.example.com/contact" });
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY: set VAPID_PUBLIC_KEY/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be a P-256 public key/,
    );
    expect(() => parseEnv({ VAPID_SUBJECT: "http://example.com" })).toThrow(/VAPID_SUBJECT: must be a mailto:/);
  });

  it("name the push services subscriptions may use in PUSH_SERVICES; unset, the browsers' own", () => {
    expect(parseEnv({}).PUSH_SERVICES).toBeUndefined();
    expect(
      parseEnv({ PUSH_SERVICES: "https://push.example.com, https://*.push.example.org:8443" }).PUSH_SERVICES,
    ).toEqual(["https://push.example.com", "https://*.push.example.org:8443"]);
    expect(() => parseEnv({ PUSH_SERVICES: "https://push.example.com/path" })).toThrow(/PUSH_SERVICES/);
    expect(() => parseEnv({ PUSH_SERVICES: " , " })).toThrow(/PUSH_SERVICES/);
  });
});
