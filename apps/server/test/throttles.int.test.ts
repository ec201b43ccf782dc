import { passwordQueue, passwordWork } from "@onepercent/auth";
import { contactMessages, eq, rateLimits, users } from "@onepercent/db";
import {
  ADMIN_UNLOCK_MAX_FAILURES,
  CONTACT_MAX_PER_HOUR,
  INVITATION_LOOKUPS_PER_IP,
  messages,
} from "@onepercent/validators";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CSRF_HEADER } from "../src/http/security";
import { bearer, createAdmin, registration, useTestApp } from "./support/test-app";

const PER_ACCOUNT_AND_IP = 10;
const REGISTER_PER_IP = 5;
const AI_PER_IP = 3;
// The batch cap is raised so that 50 guesses travel in one tRPC batch (the default cap is tested in trpc-auth).
const t = useTestApp({
  TRPC_MAX_BATCH_SIZE: "50",
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: String(PER_ACCOUNT_AND_IP),
  REGISTER_MAX_PER_IP: String(REGISTER_PER_IP),
  AI_SUGGESTIONS_MAX_PER_IP: String(AI_PER_IP),
});

// Room for every verification the throttles let through, whatever the machine's core count.
const defaultQueue = { ...passwordQueue.limits };
const room = { queue: 100, maxWaitMs: 60_000 };
beforeAll(() => passwordQueue.configure(room));
afterAll(() => passwordQueue.configure(defaultQueue));

let addresses = 0;
/** A client address no other test has used, so each test starts with fresh counters. */
const freshIp = () => `198.51.100.${++addresses}`;

/** How many of each status the answers carry, e.g. { 400: 10, 429: 40 }. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
const inParallel = <T>(count: number, call: (index: number) => T | Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => call(index)));
const verificationsDuring = async <T>(work: () => T | Promise<T>) => {
  const before = passwordWork().verifications;
  const result = await work();
  return { result, verifications: passwordWork().verifications - before };
};

/** A new account, registered from its own address so the registration limit is not touched. */
async function account() {
  const payload = registration();
  const response = await t.postJson("/api/users/register", payload, { ip: freshIp() });
  const { token, userId } = z.object({ token: z.string(), userId: z.string() }).parse(await response.json());
  return { payload, token, userId };
}

const login = (email: string, password: string, ip: string) =>
  t.postJson("/api/users/login", { email, password }, { ip });

describe("sign-in under concurrency", () => {
  it(`50 parallel wrong passwords over REST verify ${PER_ACCOUNT_AND_IP}; the rest get 429 with Retry-After`, async () => {
    const { payload } = await account();
    const ip = freshIp();
    const { result, verifications } = await verificationsDuring(() =>
      inParallel(50, (index) => login(payload.email, `guess-${index}`, ip)),
    );
    expect(tally(result.map((response) => response.status))).toEqual({ 400: PER_ACCOUNT_AND_IP, 429: 40 });
    expect(verifications).toBe(PER_ACCOUNT_AND_IP);
    const refused = result.find((response) => response.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);

    expect((await login(payload.email, payload.password, ip)).status).toBe(429);
    expect((await login(payload.email, payload.password, freshIp())).status).toBe(200);
  });

  it(`50 wrong passwords in one tRPC batch verify ${PER_ACCOUNT_AND_IP}; the rest get 429`, async () => {
    const { payload } = await account();
    const guesses = Array.from({ length: 50 }, (_, index) => ({ email: payload.email, password: `guess-${index}` }));
    const { result: response, verifications } = await verificationsDuring(() =>
      t.request(`/trpc/${guesses.map(() => "auth.login").join(",")}?batch=1`, {
        method: "POST",
        ip: freshIp(),
        headers: { "content-type": "application/json", [CSRF_HEADER]: "web", "sec-fetch-site": "same-origin" },
        body: JSON.stringify(Object.fromEntries(guesses.map((guess, index) => [index, superjson.serialize(guess)]))),
      }),
    );
    const statuses = BatchAnswer.parse(await response.json());
    expect(tally(statuses)).toEqual({ 400: PER_ACCOUNT_AND_IP, 429: 40 });
    expect(verifications).toBe(PER_ACCOUNT_AND_IP);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

/** The HTTP status of each call in a tRPC batch answer. */
const BatchAnswer = z.array(
  z.union([
    z.object({ result: z.unknown() }).transform(() => 200),
    z
      .object({ error: z.object({ json: z.object({ data: z.object({ httpStatus: z.number() }) }) }) })
      .transform((answer) => answer.error.json.data.httpStatus),
  ]),
);

describe("registration under concurrency", () => {
  it(`50 parallel registrations from one address create ${REGISTER_PER_IP} accounts; the rest get 429`, async () => {
    const ip = freshIp();
    const before = await t.db.$count(users);
    const hashesBefore = passwordWork().hashes;
    const responses = await inParallel(50, () => t.postJson("/api/users/register", registration(), { ip }));
    expect(tally(responses.map((response) => response.status))).toEqual({ 201: REGISTER_PER_IP, 429: 45 });
    expect(await t.db.$count(users)).toBe(before + REGISTER_PER_IP);
    expect(passwordWork().hashes - hashesBefore).toBe(REGISTER_PER_IP);
  });
});

describe("Contact Us under concurrency", () => {
  it(`20 parallel messages from one user store ${CONTACT_MAX_PER_HOUR}; the rest get 429`, async () => {
    const { token, userId } = await account();
    const responses = await inParallel(20, (index) =>
      t.postJson("/api/users/contact", { subject: `Note ${index}`, message: "Hello" }, bearer(token)),
    );
    expect(tally(responses.map((response) => response.status))).toEqual({ 200: CONTACT_MAX_PER_HOUR, 429: 15 });
    expect(await t.db.$count(contactMessages, eq(contactMessages.userId, userId))).toBe(CONTACT_MAX_PER_HOUR);
  });
});

describe("look-up and AI quotas under concurrency", () => {
  it(`40 parallel invitation look-ups from one address answer ${INVITATION_LOOKUPS_PER_IP}; the rest get 429`, async () => {
    const ip = freshIp();
    const responses = await inParallel(40, (index) => t.request(`/api/invitations/verify/guess-${index}`, { ip }));
    expect(tally(responses.map((response) => response.status))).toEqual({ 200: INVITATION_LOOKUPS_PER_IP, 429: 10 });
  });

  it(`10 parallel anonymous AI suggestions from one address answer ${AI_PER_IP}; the rest get 429`, async () => {
    const ip = freshIp();
    const responses = await inParallel(10, () => t.postJson("/ai/generate-mvp-suggestions", { responses: {} }, { ip }));
    expect(tally(responses.map((response) => response.status))).toEqual({ 200: AI_PER_IP, 429: 7 });
  });
});

describe("password re-checks under concurrency", () => {
  it(`20 parallel wrong admin-unlock passwords verify ${ADMIN_UNLOCK_MAX_FAILURES}; then even the right one waits`, async () => {
    const email = `coach-${crypto.randomUUID().slice(0, 8)}@onepercent.test`;
    await createAdmin(t.db, email, "coach-password-123");
    const signIn = await login(email, "coach-password-123", freshIp());
    const { token } = z.object({ token: z.string() }).parse(await signIn.json());
    const unlock = (password: string) => t.postJson("/api/admin/unlock", { password }, bearer(token));

    const { result, verifications } = await verificationsDuring(() =>
      inParallel(20, (index) => unlock(`nope-${index}`)),
    );
    expect(tally(result.map((response) => response.status))).toEqual({ 400: ADMIN_UNLOCK_MAX_FAILURES, 429: 15 });
    expect(verifications).toBe(ADMIN_UNLOCK_MAX_FAILURES);
    expect((await unlock("coach-password-123")).status).toBe(429);
  });

  it(`20 parallel wrong current passwords verify ${PER_ACCOUNT_AND_IP} and change nothing`, async () => {
    const { payload, token } = await account();
    const change = (currentPassword: string) =>
      t.request("/api/users/change-password", {
        method: "PUT",
        headers: { ...bearer(token).headers, "content-type": "application/json" },
        body: JSON.stringify({ currentPassword, newPassword: "a fresh password 2" }),
      });
    const { result, verifications } = await verificationsDuring(() =>
      inParallel(20, (index) => change(`nope-${index}`)),
    );
    expect(tally(result.map((response) => response.status))).toEqual({ 400: PER_ACCOUNT_AND_IP, 429: 10 });
    expect(verifications).toBe(PER_ACCOUNT_AND_IP);
    expect((await login(payload.email, payload.password, freshIp())).status).toBe(200);
  });
});

describe("the password hashing queue", () => {
  it("answers 503 with Retry-After at once when full, counts no failed sign-in, and serves again once free", async () => {
    const { payload } = await account();
    const ip = freshIp();
    passwordQueue.configure({ concurrency: 1, queue: 1 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // One hash running and one waiting: the queue is full until the gate opens.
    const held = [passwordQueue.run(() => gate), passwordQueue.run(() => gate)];
    try {
      const busy = await login(payload.email, payload.password, ip);
      expect(busy.status).toBe(503);
      expect(busy.headers.get("retry-after")).toBe(String(passwordQueue.limits.retryAfterSeconds));
      expect(await busy.json()).toEqual({ message: messages.serverBusy });
      const counters = await t.db.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits);
      expect(counters.filter((row) => row.key.includes(ip) && row.count > 0)).toEqual([]);
    } finally {
      release();
      await Promise.all(held);
      passwordQueue.configure({ ...defaultQueue, ...room });
    }
    expect((await login(payload.email, payload.password, ip)).status).toBe(200);
  });
});
