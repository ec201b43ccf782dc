import { verifyPassword } from "@onepercent/auth";
import { eq, users } from "@onepercent/db";
import { createUser, TEST_PASSWORD, uniqueEmail, useTestDatabase } from "@onepercent/db/testing";
import { describe, expect, it } from "vitest";
import { ensureAdmin, promoteAdmin } from "./bootstrap";

const database = useTestDatabase();

const stored = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];

/** A password generator that counts its calls. */
function generator(password = "generated-Pa55word-0123") {
  const calls: string[] = [];
  return {
    calls,
    generatePassword: () => {
      calls.push(password);
      return password;
    },
  };
}

describe("the admin account at start-up", () => {
  it("is created with ADMIN_PASSWORD when set, then left alone", async () => {
    const email = uniqueEmail("Coach");
    const gen = generator();
    expect(await ensureAdmin(database.db, { email, configuredPassword: "first password", ...gen })).toEqual({
      outcome: "created",
      generatedPassword: null,
    });
    expect(await ensureAdmin(database.db, { email, configuredPassword: "other password", ...gen })).toEqual({
      outcome: "ok",
    });
    const admin = await stored(email);
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? "", "first password")).toBe(true);
    expect(gen.calls).toEqual([]);
  });

  it("without ADMIN_PASSWORD gets a generated password, asked for once, only when the account is created", async () => {
    const email = uniqueEmail("coach");
    const gen = generator();
    const created = await ensureAdmin(database.db, { email, ...gen });
    expect(created).toEqual({ outcome: "created", generatedPassword: "generated-Pa55word-0123" });
    expect(await verifyPassword((await stored(email))?.passwordHash ?? "", "generated-Pa55word-0123")).toBe(true);
    expect(await ensureAdmin(database.db, { email, ...gen })).toEqual({ outcome: "ok" });
    expect(gen.calls).toHaveLength(1);
  });

  it("never promotes an account that registered itself, and keeps its password", async () => {
    const athlete = await createUser(database.db);
    const gen = generator();
    for (const configuredPassword of [undefined, "not the athlete's password"]) {
      expect(await ensureAdmin(database.db, { email: athlete.email, configuredPassword, ...gen })).toEqual({
        outcome: "refused",
      });
    }
    expect(await stored(athlete.email)).toMatchObject({ isAdmin: false, passwordHash: athlete.passwordHash });
    expect(gen.calls).toEqual([]);
  });

  it("promotes an existing account when ADMIN_PASSWORD proves it is that account's own password", async () => {
    const athlete = await createUser(database.db);
    const answer = await ensureAdmin(database.db, {
      email: athlete.email.toUpperCase(),
      configuredPassword: TEST_PASSWORD,
      ...generator(),
    });
    expect(answer).toEqual({ outcome: "promoted" });
    expect(await stored(athlete.email)).toMatchObject({ isAdmin: true, passwordHash: athlete.passwordHash });
  });
});

describe("promoteAdmin (npm run admin:promote)", () => {
  it("promotes an existing account by e-mail, and says when there is none or it already is", async () => {
    const athlete = await createUser(database.db);
    const other = await createUser(database.db);
    expect(await promoteAdmin(database.db, ` ${athlete.email.toUpperCase()} `)).toBe("promoted");
    expect((await stored(athlete.email))?.isAdmin).toBe(true);
    expect((await stored(other.email))?.isAdmin).toBe(false);
    expect(await promoteAdmin(database.db, athlete.email)).toBe("already-admin");
    expect(await promoteAdmin(database.db, uniqueEmail("nobody"))).toBe("missing");
  });
});
