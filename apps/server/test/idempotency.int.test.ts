import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { dataOf, restCalls, signUp, trpcCalls, useTestApp } from "./support/test-app";

/** Idempotency keys over HTTP (decision 025): the REST header and the tRPC input field. */
const t = useTestApp();
const rest = restCalls(t);
const trpc = trpcCalls(t);

const freeThrow = {
  name: "Free throw",
  triggerDescription: "Stepping to the line",
  physicalAction: "Bounce the ball twice",
  steps: ["Eyes on the rim", "Smooth release"],
};

/** A REST call with an Idempotency-Key header. */
const keyed = (method: string, path: string, token: string, key: string, body: unknown) =>
  t.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": key },
    body: JSON.stringify(body),
  });

describe("the Idempotency-Key header of the legacy REST creates", () => {
  it("answers a retried create with its first answer and creates it once", async () => {
    const { token } = await signUp(t);
    const key = crypto.randomUUID();
    const first = await keyed("POST", "/api/routines", token, key, freeThrow);
    expect(first.status).toBe(201);
    const firstBody: unknown = await first.json();
    const retried = await keyed("POST", "/api/routines", token, key, freeThrow);
    expect(retried.status).toBe(201);
    expect(await retried.json()).toEqual(firstBody);
    const list = await rest.send("GET", "/api/routines", token);
    expect(await list.json()).toHaveLength(1);
  });

  it("holds for parallel retries of a habit, and refuses the key for another body", async () => {
    const { token } = await signUp(t);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => keyed("POST", "/api/daily-actions", token, key, { action: "Stretch" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const other = await keyed("POST", "/api/daily-actions", token, key, { action: "Sleep 8 hours" });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ message: messages.idempotencyKeyReused });
    const list = await rest.send("GET", "/api/daily-actions", token);
    const actions: unknown = await list.json();
    expect(Array.isArray(actions) ? actions.length : -1).toBe(1);
  });
});

describe("the idempotencyKey of tRPC creates", () => {
  it("answers a retried journal save from the web client with its first answer", async () => {
    const { payload } = await signUp(t);
    const login = await trpc.mutate("auth.login", { email: payload.email, password: payload.password });
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const entry = {
      type: "daily",
      date: "2026-11-23",
      wins: ["Won every sprint"],
      idempotencyKey: crypto.randomUUID(),
    };
    const first = await dataOf<{ id: string }>(await trpc.mutate("journal.save", entry, { cookie }));
    const again = await dataOf<{ id: string }>(await trpc.mutate("journal.save", entry, { cookie }));
    expect(again).toEqual(first);
  });
});
