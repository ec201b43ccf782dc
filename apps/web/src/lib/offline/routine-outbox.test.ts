import { describe, expect, it } from "vitest";
import { importOldRoutineQueue } from "./routine-queue-import";
import { freeThrow, setup, T0 } from "./testing/routine-tab";

describe("a delete the server did not take", () => {
  it("stays in the outbox and the routine stays hidden, across a reload, until the server takes it", async () => {
    const tab = setup();
    const routine = await tab.api.create({ ...freeThrow, clientId: "seed" });
    tab.setList([routine]);
    tab.server.down = true;
    await tab.named("routines.delete", routine._id);
    expect(await tab.outbox.sync()).toMatchObject({ sent: 0, unreachable: true });
    expect(tab.shown()).toEqual([]);

    const reloaded = setup(tab.storage, { server: tab.server, api: tab.api });
    reloaded.setList([routine]);
    await reloaded.outbox.load();
    expect(reloaded.shown()).toEqual([]);
    tab.server.down = false;
    await reloaded.outbox.sync();
    expect(tab.server.routines.has(routine._id)).toBe(false);
    expect(reloaded.outbox.getState().entries).toEqual([]);
    expect(reloaded.shown()).toEqual([]);
  });

  it("is done when the server no longer has the routine (404)", async () => {
    const tab = setup();
    await tab.named("routines.delete", "00000000-0000-4000-8000-000000000999");
    expect(await tab.outbox.sync()).toEqual({ sent: 1, refused: 0, unreachable: false });
    expect(tab.outbox.getState().entries).toEqual([]);
  });
});

describe("a rehearsal the server did not count", () => {
  it("counts on the card at once and reaches the server later, on the routine made offline too", async () => {
    const tab = setup();
    tab.server.down = true;
    await tab.create("key-1");
    tab.tick(5_000);
    await tab.named("routines.rehearsed", String(T0));
    expect(tab.shown()[0]).toMatchObject({ rehearsals: 1, lastRehearsedAt: new Date(T0 + 5_000) });
    tab.server.down = false;
    await tab.outbox.sync();
    const [id] = [...tab.server.routines.keys()];
    expect(tab.server.calls.rehearsed).toEqual([id]);
    expect(tab.outbox.getState().entries).toEqual([]);
    expect(tab.shown()).toHaveLength(1);
    expect(tab.shown()[0]).toMatchObject({ _id: id, rehearsals: 1, pending: false });
  });
});

describe("routines an earlier version kept in its own queue", () => {
  it("move into the outbox once, keeping their key and time-based id, and are sent in their order", async () => {
    const tab = setup();
    const seeded = await tab.api.create({ ...freeThrow, clientId: "seed" });
    const stored = new Map<string, string>([
      [
        "onepercent.routines.user-1",
        JSON.stringify({
          cached: [],
          creates: [
            {
              clientId: "old-key",
              localId: String(T0 - 9_000),
              createdAt: new Date(T0 - 9_000),
              input: freeThrow,
              refused: null,
            },
          ],
          deletes: [seeded._id],
          rehearsals: [{ id: String(T0 - 9_000), at: new Date(T0 - 8_000) }],
          cancelled: [],
        }),
      ],
    ]);
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      removeItem: (key: string) => void stored.delete(key),
    };
    await importOldRoutineQueue("user-1", tab.outbox, storage, T0);
    expect(stored.size).toBe(0);
    expect(tab.shown()).toMatchObject([{ _id: String(T0 - 9_000), pending: true, rehearsals: 1 }]);
    await tab.outbox.sync();
    const made = [...tab.server.routines.values()];
    expect(made).toMatchObject([{ name: "Free throw", rehearsals: 1 }]);
    expect(tab.server.calls.create.at(-1)?.clientId).toBe("old-key");
    expect(tab.server.calls.delete).toEqual([seeded._id]);
  });
});
