import superjson from "superjson";
import type { TestAccount } from "./accounts";
import { baseUrl } from "./browser";
import { E2E_ADMIN_PASSWORD } from "./server";

/** The coach/admin account the shared e2e server creates at start. */
const ADMIN: TestAccount = { name: "Coach", email: "coach@onepercent.local", password: E2E_ADMIN_PASSWORD };

const headers = (cookie?: string) => ({
  "content-type": "application/json",
  "x-onepercent-client": "web",
  ...(cookie ? { cookie } : {}),
});

async function mutate(path: string, input: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${baseUrl}/trpc/${path}`, {
    method: "POST",
    headers: headers(cookie),
    body: JSON.stringify(superjson.serialize(input)),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return response;
}

/** A query's answer, deserialised as the web client reads it. */
async function query<T>(path: string, cookie: string): Promise<T> {
  const response = await fetch(`${baseUrl}/trpc/${path}`, { headers: headers(cookie) });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  const body: { result: { data: Parameters<typeof superjson.deserialize>[0] } } = await response.json();
  return superjson.deserialize<T>(body.result.data);
}

/** Signs `account` in through the API: its session cookie (`op_session=…`). */
async function sessionOf(account: TestAccount): Promise<string> {
  const response = await mutate("auth.login", { email: account.email, password: account.password, rememberMe: false });
  const cookie = response.headers
    .getSetCookie()
    .find((header) => header.startsWith("op_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error("login answered no session");
  return cookie;
}

/** The admin makes `account` a coach (past the admin page's password gate), as the admin page does. */
export async function grantCoach(account: TestAccount): Promise<void> {
  const { id } = await query<{ id: string }>("auth.me", await sessionOf(account));
  const admin = await sessionOf(ADMIN);
  await mutate("admin.unlock", { password: ADMIN.password }, admin);
  await mutate("admin.coaches.grant", { userId: id }, admin);
}
