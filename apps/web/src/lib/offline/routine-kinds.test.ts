import { describe, expect, it } from "vitest";
import { dropMadeOffline, localRoutineId } from "./routine-outbox";
import { fakeServer, freeThrow, memoryStorage, settle, setup, T0 } from "./testing/routine-tab";

describe("a routine created while the server cannot be reached", () => {
  it("is kept under a time-based id, shown as waiting, and survives a reload", async () => {
    const tab = setup();
    await tab.create("key-1");
    const reloaded = setup(tab.storage);
    await reloaded.outbox.load();
    const [shown] = reloaded.shown();
    expect(shown).toMatchObject({ _id: String(T0), name: "Free throw", pending: true, steps: freeThrow.steps });
    expect(reloaded.outbox.getState().entries.map((entry) => entry.key)).toEqual(["key-1"]);
  });

  it("is sent with its clientId when the server answers, and the server's routine replaces the local one", async () => {
    const tab = setup();
    tab.server.down = true;
    await tab.create("key-1");
    expect(await tab.outbox.sync()).toEqual({ sent: 0, refused: 0, unreachable: true });
    expect(tab.shown()).toHaveLength(1);

    tab.server.down = false;
    expect(await tab.outbox.sync()).toEqual({ sent: 1, refused: 0, unreachable: false });
    expect(tab.server.calls.create.map((input) => input.clientId)).toEqual(["key-1", "key-1"]);
    const shown = tab.shown();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ pending: false, name: "Free throw", _id: [...tab.server.routines.keys()][0] });
    expect(tab.outbox.getState().entries).toEqual([]);
  });

  it("is sent once when two syncs overlap in one page", async () => {
    const tab = setup();
    await tab.create("key-1");
    tab.server.hold = true;
    const first = tab.outbox.sync();
    const second = tab.outbox.sync();
    await settle();
    tab.server.release();
    await Promise.all([first, second]);
    expect(tab.server.calls.create).toHaveLength(1);
    expect(tab.shown()).toHaveLength(1);
  });

  it("is sent by one tab when two tabs sync at once, and both show it once", async () => {
    const shared = fakeServer();
    const tabA = setup(memoryStorage(), shared);
    await tabA.create("key-1");
    const tabB = setup(tabA.storage, shared, tabA.exclusive);
    await tabB.outbox.load();
    shared.server.hold = true;
    const both = Promise.all([tabA.outbox.sync(), tabB.outbox.sync()]);
    await settle();
    shared.server.release();
    await both;
    expect(shared.server.calls.create).toHaveLength(1);
    expect(shared.server.routines.size).toBe(1);
    await tabA.outbox.load();
    expect(tabA.outbox.getState().entries).toEqual([]);
  });

  it("deleted while on its way to the server, is deleted there once it arrives", async () => {
    const tab = setup();
    await tab.create("key-1");
    tab.server.hold = true;
    const syncing = tab.outbox.sync();
    await settle();
    await dropMadeOffline(tab.outbox, localRoutineId({ queuedAt: T0 }), "delete-1");
    expect(tab.shown()).toEqual([]);
    tab.server.hold = false;
    tab.server.release();
    await syncing;
    expect(tab.server.calls.delete).toHaveLength(1);
    expect(tab.server.routines.size).toBe(0);
    expect(tab.shown()).toEqual([]);
    expect(tab.outbox.getState().entries).toEqual([]);
  });

  it("deleted before it was sent, never reaches the server", async () => {
    const tab = setup();
    tab.server.down = true;
    await tab.create("key-1");
    await tab.named("routines.rehearsed", String(T0));
    await dropMadeOffline(tab.outbox, String(T0), "delete-1");
    tab.server.down = false;
    await tab.outbox.sync();
    expect(tab.server.calls).toEqual({ create: [], delete: [], rehearsed: [] });
    expect(tab.outbox.getState().entries).toEqual([]);
  });

  it("refused for good (a limit) stays shown with the reason and is not sent again", async () => {
    const tab = setup();
    tab.server.refuseCreates = true;
    await tab.create("key-2");
    await tab.outbox.sync();
    await tab.outbox.sync();
    expect(tab.server.calls.create).toHaveLength(1);
    expect(tab.shown()[0]).toMatchObject({ pending: true, refused: "failed with 400" });
    await dropMadeOffline(tab.outbox, String(T0), "delete-1");
    expect(tab.outbox.getState().entries).toEqual([]);
  });
});
