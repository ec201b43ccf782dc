import { messages } from "@onepercent/validators";
import type { AdminUserPage } from "@onepercent/validators/admin-users";
import { adminUserMessages } from "@onepercent/validators/messages/admin-users";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, createAdmin, dataOf, errorOf, signUp, trpcCalls, useTestApp } from "./support/test-app";

const t = useTestApp();
const trpc = trpcCalls(t);

const ADMIN_PASSWORD = "coach-password-456";

/** The admin's bearer session from a password login (it passes the admin gate, see admin.int.test.ts). */
async function adminToken(): Promise<string> {
  const email = `coach-${crypto.randomUUID().slice(0, 8)}@onepercent.test`;
  await createAdmin(t.db, email, ADMIN_PASSWORD);
  const login = await t.postJson("/api/users/login", { email, password: ADMIN_PASSWORD });
  return z.object({ token: z.string() }).parse(await login.json()).token;
}

const listQuery = (input: unknown) => `admin.users.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

describe("disabling an account over HTTP", () => {
  it("ends the bearer session (401), refuses the password login with 403, and enabling restores it", async () => {
    const admin = await adminToken();
    const athlete = await signUp(t, { name: "Remy Rest" });
    const { email, password } = athlete.payload;
    expect((await t.request("/api/users/info", bearer(athlete.token))).status).toBe(200);

    const disabled = await trpc.mutate("admin.users.disable", { userId: athlete.userId }, bearer(admin).headers);
    expect(disabled.status).toBe(200);
    expect((await t.request("/api/users/info", bearer(athlete.token))).status).toBe(401);

    const refused = await t.postJson("/api/users/login", { email, password });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: adminUserMessages.accountDisabled });
    const wrong = await t.postJson("/api/users/login", { email, password: "wrong password 1" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: messages.invalidCredentials });

    // The legacy list keeps its shape: the whole array of users with usage counts.
    const all = await t.request("/api/users/all", bearer(admin));
    expect(all.status).toBe(200);
    const list = z.array(z.looseObject({ _id: z.string(), loginCount: z.number() })).parse(await all.json());
    expect(list.find((item) => item._id === athlete.userId)).toMatchObject({ name: "Remy Rest", loginCount: 1 });

    const page = await dataOf<AdminUserPage>(await trpc.query(listQuery({ search: email }), bearer(admin).headers));
    expect(page.total).toBe(1);
    expect(page.items[0]?.disabledAt).toBeInstanceOf(Date);

    expect((await trpc.mutate("admin.users.enable", { userId: athlete.userId }, bearer(admin).headers)).status).toBe(
      200,
    );
    expect((await t.postJson("/api/users/login", { email, password })).status).toBe(200);
  });

  it("answers 403 to an athlete calling disable, and the target stays enabled", async () => {
    const athlete = await signUp(t);
    const target = await signUp(t);
    const refused = await trpc.mutate("admin.users.disable", { userId: target.userId }, bearer(athlete.token).headers);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(messages.forbidden);
    expect((await t.request("/api/users/info", bearer(target.token))).status).toBe(200);
  });
});
