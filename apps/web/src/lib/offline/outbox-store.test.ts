import { describe, expect, it } from "vitest";
import { EMPTY_OUTBOX, enqueue, type OutboxEntry, parseOutbox, waiting } from "./outbox-state";
import { type AsyncStorage, createOutbox, type OutboxDeps, type SendFailure } from "./outbox-store";

const T0 = Date.parse("2026-11-29T18:00:00.000Z");
const KEY = "onepercent.outbox.user-1";

/** IndexedDB as the store sees it, in memory (each update one step, as one transaction). */
const memoryStorage = (): AsyncStorage & { data: Map<string, unknown> } => {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async (key) => data.get(key),
    update: async (key, change) => void data.set(key, change(data.get(key))),
    del: async (key) => void data.delete(key),
  };
};

/** A failed call as the store sees it: the server's status, or none when nothing answered. */
class CallFailed extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? "no answer" : `refused with ${status}`);
  }
}

/**
 * The server's side of the contract, in memory: a key applies its write once (decision 025);
 * `down` answers nothing; `refuse` answers 400 for the kinds it names.
 */
function fakeServer() {
  const applied: { kind: string; input: unknown }[] = [];
  const seen = new Set<string>();
  const server = {
    down: false,
    refuse: new Set<string>(),
    applied,
    calls: 0,
    send: async (entry: OutboxEntry) => {
      server.calls += 1;
      if (server.down) throw new CallFailed(null);
      if (server.refuse.has(entry.kind)) throw new CallFailed(400);
      if (!seen.has(entry.key)) applied.push({ kind: entry.kind, input: entry.input });
      seen.add(entry.key);
      return undefined;
    },
  };
  return server;
}

const describeFailure = (error: unknown): { failure: SendFailure; message: string } =>
  error instanceof CallFailed && error.status !== null
    ? { failure: "refused", message: error.message }
    : { failure: "unreachable", message: "" };

function setup(storage: AsyncStorage | null = memoryStorage(), server = fakeServer()) {
  let now = T0;
  const sent: string[] = [];
  const deps: OutboxDeps = {
    storage,
    key: KEY,
    now: () => now,
    send: (entry) => server.send(entry),
    describe: describeFailure,
    exclusive: (work) => work(),
    onSent: (entry) => sent.push(entry.key),
  };
  return { outbox: createOutbox(deps), server, storage, sent, tick: (ms: number) => (now += ms) };
}

const check = (key: string, id: string, status: "completed" | "pending", date = "2026-11-29") => ({
  key,
  kind: "habits.setDay",
  input: { id, date, status },
});

describe("the outbox", () => {
  it("keeps writes in the order they were made and sends them in that order, each once", async () => {
    const { outbox, server, tick } = setup();
    server.down = true;
    await outbox.keep(check("k1", "habit-a", "completed"));
    tick(1000);
    await outbox.keep({ key: "k2", kind: "journal.save", input: { type: "daily", date: "2026-11-29" } });
    tick(1000);
    await outbox.keep({ key: "k3", kind: "focus.breathwork.saveSession", input: { preset: "Box", duration: 60 } });
    expect(await outbox.sync()).toEqual({ sent: 0, refused: 0, unreachable: true });
    expect(waiting(outbox.getState()).map((entry) => entry.key)).toEqual(["k1", "k2", "k3"]);

    server.down = false;
    expect(await outbox.sync()).toEqual({ sent: 3, refused: 0, unreachable: false });
    expect(server.applied.map((write) => write.kind)).toEqual([
      "habits.setDay",
      "journal.save",
      "focus.breathwork.saveSession",
    ]);
    expect(outbox.getState().entries).toEqual([]);
    // Nothing left: a second sync sends nothing again.
    expect(await outbox.sync()).toEqual({ sent: 0, refused: 0, unreachable: false });
    expect(server.applied).toHaveLength(3);
  });

  it("survives a reload: a new store on the same storage reads what waits and sends it", async () => {
    const storage = memoryStorage();
    const first = setup(storage);
    first.server.down = true;
    await first.outbox.keep(check("k1", "habit-a", "completed"));
    await first.outbox.sync();

    const server = fakeServer();
    const second = setup(storage, server);
    expect((await second.outbox.load()).entries.map((entry) => entry.key)).toEqual(["k1"]);
    await second.outbox.sync();
    expect(server.applied).toEqual([
      { kind: "habits.setDay", input: { id: "habit-a", date: "2026-11-29", status: "completed" } },
    ]);
    expect(parseOutbox(storage.data.get(KEY)).entries).toEqual([]);
  });

  it("applies a write once when its answer was lost and it is sent again with the same key", async () => {
    const server = fakeServer();
    const reached = server.send;
    // The first send reaches the server, but its answer never comes back.
    server.send = async (entry) => {
      await reached(entry);
      throw new CallFailed(null);
    };
    const { outbox } = setup(memoryStorage(), server);
    await outbox.keep({ key: "k1", kind: "journal.save", input: { type: "daily", date: "2026-11-29" } });
    expect((await outbox.sync()).unreachable).toBe(true);
    server.send = reached;
    expect((await outbox.sync()).sent).toBe(1);
    expect(server.calls).toBe(2);
    expect(server.applied).toHaveLength(1);
  });

  it("keeps a write the server refuses for good, with the reason, and sends the ones after it", async () => {
    const { outbox, server } = setup();
    server.refuse.add("habits.setDay");
    await outbox.keep(check("k1", "habit-gone", "completed"));
    await outbox.keep({ key: "k2", kind: "journal.save", input: { type: "daily", date: "2026-11-29" } });
    expect(await outbox.sync()).toEqual({ sent: 1, refused: 1, unreachable: false });
    expect(outbox.getState().entries).toEqual([expect.objectContaining({ key: "k1", refused: "refused with 400" })]);
    // Not sent again by itself; the athlete sends it again (and it is taken now) or discards it.
    expect(await outbox.sync()).toEqual({ sent: 0, refused: 0, unreachable: false });
    server.refuse.clear();
    await outbox.retry("k1");
    expect((await outbox.sync()).sent).toBe(1);
    expect(outbox.getState().entries).toEqual([]);
  });

  it("discards a refused write only when the athlete says so", async () => {
    const { outbox, server } = setup();
    server.refuse.add("habits.setDay");
    await outbox.keep(check("k1", "habit-gone", "completed"));
    await outbox.sync();
    expect(outbox.getState().entries).toHaveLength(1);
    await outbox.discard("k1");
    expect(outbox.getState().entries).toEqual([]);
  });

  it("sends only the last of two sets of the same habit day, where the athlete made it", async () => {
    const { outbox, server } = setup();
    server.down = true;
    const habitA = (entry: OutboxEntry) =>
      entry.kind === "habits.setDay" &&
      typeof entry.input === "object" &&
      entry.input !== null &&
      "id" in entry.input &&
      entry.input.id === "habit-a";
    const first = check("k1", "habit-a", "completed");
    await outbox.keep(first);
    await outbox.keep({ key: "k2", kind: "journal.save", input: { type: "daily", date: "2026-11-29" } });
    const second = check("k3", "habit-a", "pending");
    await outbox.keep(second, habitA);
    expect(outbox.getState().entries.map((entry) => entry.key)).toEqual(["k2", "k3"]);
    server.down = false;
    await outbox.sync();
    expect(server.applied.map((write) => write.input)).toEqual([
      { type: "daily", date: "2026-11-29" },
      { id: "habit-a", date: "2026-11-29", status: "pending" },
    ]);
  });

  it("runs one sync at a time: a sync asked for while one runs joins it", async () => {
    const { outbox, server } = setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = server.send;
    server.send = async (entry) => {
      await gate;
      return send(entry);
    };
    await outbox.keep(check("k1", "habit-a", "completed"));
    const first = outbox.sync();
    const second = outbox.sync();
    release();
    await Promise.all([first, second]);
    expect(server.applied).toHaveLength(1);
  });

  it("tells who asked after each write the server applied, and stamps writes with the clock", async () => {
    const { outbox, sent } = setup();
    await outbox.keep(check("k1", "habit-a", "completed"));
    expect(outbox.getState().entries[0]?.queuedAt).toBe(T0);
    await outbox.sync();
    expect(sent).toEqual(["k1"]);
  });

  it("works in memory when the browser offers no storage", async () => {
    const { outbox, server } = setup(null);
    server.down = true;
    await outbox.keep(check("k1", "habit-a", "completed"));
    await outbox.sync();
    expect(waiting(outbox.getState())).toHaveLength(1);
    await outbox.clear();
    expect(outbox.getState()).toEqual(EMPTY_OUTBOX);
  });
});

describe("the stored outbox", () => {
  it("reads nothing from a missing or foreign value, and skips an entry that is not ours", () => {
    expect(parseOutbox(undefined)).toEqual(EMPTY_OUTBOX);
    expect(parseOutbox("text")).toEqual(EMPTY_OUTBOX);
    const good = { key: "k1", kind: "habits.setDay", input: {}, queuedAt: T0, refused: null };
    expect(parseOutbox({ entries: [good, { key: 3 }] })).toEqual({ entries: [good] });
  });

  it("counts the same key once, with the newer input", () => {
    const once = enqueue(EMPTY_OUTBOX, { key: "k1", kind: "journal.save", input: { a: 1 }, queuedAt: T0 });
    const twice = enqueue(once, { key: "k1", kind: "journal.save", input: { a: 2 }, queuedAt: T0 + 1 });
    expect(twice.entries).toEqual([
      { key: "k1", kind: "journal.save", input: { a: 2 }, queuedAt: T0 + 1, refused: null },
    ]);
  });
});
