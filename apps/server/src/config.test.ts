import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./config";

describe("configuration", () => {
  it("has safe local defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./.data", NODE_ENV: "development", TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads and converts values", () => {
    const env = parseEnv({ PORT: "8080", TRUST_PROXY: "true", DATABASE_URL: "postgres://u@localhost:5432/db" });
    expect(env).toMatchObject({ PORT: 8080, TRUST_PROXY: true, DATABASE_URL: "postgres://u@localhost:5432/db" });
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
