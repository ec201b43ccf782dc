import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { childEnv, exited, startServer } from "../support/server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const DEFAULT_ADMIN = "coach@onepercent.local";

/**
 * No settings at all, as on a fresh clone: the embedded database in a new data directory, even
 * when the suite itself runs on PostgreSQL (whose database other specs' servers already seeded).
 */
const EMBEDDED = { DATABASE_URL: "" };
const NO_SETTINGS = { ...EMBEDDED, LOG_LEVEL: "info" };

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "onepercent-first-start-"));
  dataDirs.push(dir);
  return dir;
}

const LogLine = z.object({ level: z.number(), msg: z.string() }).passthrough();
const logLines = (output: string) =>
  output
    .trim()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => LogLine.parse(JSON.parse(line)));

const Session = z.object({ token: z.string(), userId: z.string() });

async function signIn(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) return null;
  const { token } = Session.parse(await response.json());
  const profile = await fetch(`${baseUrl}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } });
  return z.object({ isAdmin: z.boolean() }).parse(await profile.json());
}

/** `npm run admin:promote -- <email>` as an operator runs it (the server stopped). */
async function promote(dataDir: string, email: string) {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/admin-promote.ts", email], {
    cwd: root,
    env: childEnv({ ...EMBEDDED, DATA_DIR: dataDir }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { code: await exited(child), output };
}

describe("the first start with no settings", () => {
  it("runs in production mode, and the admin gets a generated password shown once and kept in the data directory", async () => {
    const dataDir = newDataDir();
    const first = await startServer(NO_SETTINGS, { dataDir });
    const lines = logLines(first.output());
    expect(lines.find((line) => line.msg.startsWith("OnePercent is listening"))).toMatchObject({ env: "production" });
    const banner = lines.find((line) => line.msg.startsWith("ADMIN ACCOUNT CREATED"));
    const password = banner?.msg.match(/with the password (\S+) /)?.[1] ?? "";
    expect(banner?.msg).toContain(DEFAULT_ADMIN);
    expect(password).toMatch(/^[\w-]{24}$/);

    const file = path.join(dataDir, "admin-password");
    expect(readFileSync(file, "utf8").trim()).toBe(password);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await signIn(first.baseUrl, DEFAULT_ADMIN, password)).toEqual(expect.objectContaining({ isAdmin: true }));
    expect(await signIn(first.baseUrl, DEFAULT_ADMIN, "onepercent-coach")).toBeNull();
    await first.stop();

    // Later starts never print it again; they say where it is kept.
    const second = await startServer(NO_SETTINGS, { dataDir });
    await second.stop();
    expect(second.output()).not.toContain(password);
    expect(second.output()).toContain(`its generated first password is kept in ${file}`);
  });

  it("never makes an account that registered itself the admin; the operator promotes it with a command", async () => {
    const dataDir = newDataDir();
    const email = `athlete-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const password = "training-every-day";
    const first = await startServer(EMBEDDED, { dataDir });
    const registered = await fetch(`${first.baseUrl}/api/users/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Avery Quinn",
        email,
        password,
        birthYear: 2006,
        gender: "female",
        role: "Athlete",
        sport: "Volleyball",
        sportPosition: "Setter",
        yearsPlaying: "7",
      }),
    });
    expect(registered.status).toBe(201);
    await first.stop();

    const configured = await startServer(
      { ...EMBEDDED, ADMIN_EMAIL: email, ADMIN_PASSWORD: "someone else's guess" },
      { dataDir },
    );
    expect(await signIn(configured.baseUrl, email, password)).toEqual({ isAdmin: false });
    await configured.stop();
    expect(configured.output()).toContain("NOT made the admin");
    expect(configured.output()).toContain(`npm run admin:promote -- ${email}`);

    const promoted = await promote(dataDir, email);
    expect(promoted).toMatchObject({ code: 0 });
    expect(promoted.output).toContain(`${email} is now the admin.`);
    expect(await promote(dataDir, "nobody@example.test")).toMatchObject({ code: 1 });

    const after = await startServer({ ...EMBEDDED, ADMIN_EMAIL: email }, { dataDir });
    expect(await signIn(after.baseUrl, email, password)).toEqual(expect.objectContaining({ isAdmin: true }));
    await after.stop();
    // Five processes start one after another, each on a new embedded database: on a busy machine
    // that alone can take most of the default minute.
  }, 150_000);
});
