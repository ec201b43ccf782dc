import type { AppRouter } from "@onepercent/api";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createsRetryLink, idempotencyKeyLink, newIdempotencyKey } from "./idempotency-links";

afterEach(() => {
  vi.useRealTimers();
});

interface Sent {
  path: string;
  input: unknown;
}

/** A server stand-in: records each call's input, loses the first `lost` answers, then answers. */
function flakyServer(lost: number) {
  const sent: Sent[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        sent.push({ path: op.path, input: op.input });
        if (sent.length <= lost) observer.error(new TRPCClientError("Failed to fetch"));
        else {
          observer.next({ result: { type: "data", data: { id: "created" } } });
          observer.complete();
        }
      });
  const client = createTRPCClient<AppRouter>({ links: [idempotencyKeyLink, createsRetryLink, link] });
  return { client, sent };
}

const keyOf = (call: Sent | undefined) =>
  typeof call?.input === "object" && call.input !== null ? Reflect.get(call.input, "idempotencyKey") : undefined;

describe("the web client's creates", () => {
  it("send a key and, after a lost answer, send the same key again", async () => {
    vi.useFakeTimers();
    const { client, sent } = flakyServer(2);
    const created = client.habits.create.mutate({ action: "Stretch" });
    await vi.runAllTimersAsync();
    expect(await created).toEqual({ id: "created" });
    expect(sent).toHaveLength(3);
    const key = keyOf(sent[0]);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.map(keyOf)).toEqual([key, key, key]);
    expect(sent.map((call) => call.input)).toEqual(Array(3).fill({ action: "Stretch", idempotencyKey: key }));
  });

  it("give up after two retries, and each new create gets a new key", async () => {
    vi.useFakeTimers();
    const { client, sent } = flakyServer(10);
    const failed = client.habits.create.mutate({ action: "Stretch" }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await failed).toBeInstanceOf(TRPCClientError);
    expect(sent).toHaveLength(3);
    const second = client.habits.create.mutate({ action: "Stretch" }).catch(() => null);
    await vi.runAllTimersAsync();
    await second;
    expect(keyOf(sent[3])).not.toBe(keyOf(sent[0]));
  });

  it("leave other mutations alone: no key, no retry", async () => {
    const { client, sent } = flakyServer(1);
    await expect(client.habits.delete.mutate({ id: "00000000-0000-4000-8000-000000000000" })).rejects.toThrow();
    expect(sent).toHaveLength(1);
    expect(keyOf(sent[0])).toBeUndefined();
  });

  it("keep a key the caller chose", async () => {
    const { client, sent } = flakyServer(0);
    await client.habits.create.mutate({ action: "Stretch", idempotencyKey: "chosen-by-the-form" });
    expect(keyOf(sent[0])).toBe("chosen-by-the-form");
  });

  it("make keys that do not repeat", () => {
    const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey));
    expect(keys.size).toBe(1000);
  });
});
