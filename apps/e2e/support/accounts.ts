import { randomUUID } from "node:crypto";
import type { BrowserContext } from "playwright-core";
import superjson from "superjson";
import { baseUrl } from "./browser";

const PASSWORD = "training-every-day";

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

const post = (path: string, input: unknown, cookie?: string) =>
  fetch(`${baseUrl}/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-onepercent-client": "web", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(superjson.serialize(input)),
  });

/**
 * A new account, registered through the API (not the form). A new user's dashboard opens the
 * onboarding questionnaire by itself; unless `onboarding: "pending"` the account has closed it
 * already, so specs of other areas see the dashboard as a returning user does.
 */
export async function createAccount(
  overrides: Partial<TestAccount> = {},
  options: { onboarding?: "pending" | "closed"; profile?: Record<string, unknown> } = {},
): Promise<TestAccount> {
  const account = {
    name: "Riley Morgan",
    email: `riley-${randomUUID().slice(0, 8)}@example.test`,
    password: PASSWORD,
    ...overrides,
  };
  const response = await post("auth.register", {
    ...account,
    birthYear: 2007,
    gender: "female",
    role: "Athlete",
    sport: "Soccer",
    sportPosition: "Midfielder",
    yearsPlaying: "6",
    ...options.profile,
  });
  if (!response.ok) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  if ((options.onboarding ?? "closed") === "closed") await closeOnboarding(sessionCookie(response));
  return account;
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((header) => header.startsWith("op_session="))
    ?.split(";")[0];

async function closeOnboarding(cookie: string | undefined): Promise<void> {
  const closed = await post("onboarding.close", {}, cookie);
  if (!closed.ok) throw new Error(`closing the onboarding failed: ${closed.status}`);
}

/**
 * Closes the onboarding questionnaire of an existing account (the seeded coach admin has never
 * answered it, so its dashboard would open it by itself over whatever a spec does next).
 */
export async function closeOnboardingOf(account: TestAccount): Promise<void> {
  const response = await post("auth.login", { email: account.email, password: account.password, rememberMe: false });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  await closeOnboarding(sessionCookie(response));
}

/** Signs a browser context in by logging in through the API and handing it the session cookie. */
export async function signIn(context: BrowserContext, account: TestAccount, rememberMe = false): Promise<void> {
  const response = await post("auth.login", { email: account.email, password: account.password, rememberMe });
  const value = sessionCookie(response)?.slice("op_session=".length);
  if (!response.ok || !value) throw new Error(`login failed: ${response.status}`);
  await context.addCookies([{ name: "op_session", value, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
}

/**
 * A new account signed in on `context` with its data already in place: `seed` makes tRPC
 * mutations as that user, so a case starts from the state it tests instead of clicking its way
 * there.
 */
export async function signedInWith(
  context: BrowserContext,
  seed: (mutate: (path: string, input: unknown) => Promise<void>) => Promise<void> = async () => {},
): Promise<TestAccount> {
  const account = await createAccount();
  const login = await post("auth.login", { email: account.email, password: account.password, rememberMe: false });
  const cookie = sessionCookie(login);
  if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);
  await seed(async (path, input) => {
    const response = await post(path, input, cookie);
    if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  });
  await context.addCookies([
    { name: "op_session", value: cookie.slice("op_session=".length), url: baseUrl, httpOnly: true, sameSite: "Lax" },
  ]);
  return account;
}
