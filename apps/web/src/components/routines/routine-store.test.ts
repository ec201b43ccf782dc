import type { CreateRoutineInput, RoutineView } from "@onepercent/validators/routines";
import { describe, expect, it } from "vitest";
import { visibleRoutines } from "./offline-routines";
import { createRoutineStore, type Failure, failureOf, type KeyValueStorage, type RoutinesApi } from "./routine-store";

const T0 = Date.parse("2026-11-25T18:00:00.000Z");
const KEY = "onepercent.routines.user-1";

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
};

/** A failed call as the store sees it: with the HTTP status, or none when nothing answered. */
class CallFailed extends Error {
  constructor(readonly status: number | null) {
    super(`failed with ${status}`);
  }
}

const describeFailure = (error: unknown): { failure: Failure; message: string } =>
  error instanceof CallFailed
    ? { failure: failureOf(error.status), message: error.message }
    : { failure: "unreachable", message: "" };

/**
 * The server's side of the contract, in memory: a clientId makes one routine once; `down`
 * answers nothing; `hold` keeps each answer until `release()` (to overlap two syncs).
 */
function fakeServer() {
  const routines = new Map<string, RoutineView>();
  const byClientId = new Map<string, string>();
  const calls: { create: CreateRoutineInput[]; delete: string[]; rehearsed: string[] } = {
    create: [],
    delete: [],
    rehearsed: [],
  };
  const held: (() => void)[] = [];
  const server = {
    down: false,
    hold: false,
    routines,
    calls,
    release: () => {
      for (const resume of held.splice(0)) resume();
    },
  };
  let next = 1;
  const answer = async <T>(work: () => T): Promise<T> => {
    if (server.hold) await new Promise<void>((resume) => held.push(resume));
    if (server.down) throw new CallFailed(null);
    return work();
  };
  const api: RoutinesApi = {
    create: (input) => {
      calls.create.push(input);
      return answer(() => {
        const known = input.clientId ? byClientId.get(input.clientId) : undefined;
        const existing = known ? routines.get(known) : undefined;
        if (existing) return existing;
        const _id = `00000000-0000-4000-8000-${String(next++).padStart(12, "0")}`;
        const { clientId, ...fields } = input;
        const routine = { _id, ...fields, createdAt: new Date(T0 + 60_000), rehearsals: 0, lastRehearsedAt: null };
        routines.set(_id, routine);
        if (clientId) byClientId.set(clientId, _id);
        return routine;
      });
    },
    delete: (id) => {
      calls.delete.push(id);
      return answer(() => {
        if (!routines.delete(id)) throw new CallFailed(404);
        return { id };
      });
    },
    rehearsed: (id) => {
      calls.rehearsed.push(id);
      return answer(() => {
        const routine = routines.get(id);
        if (!routine) throw new CallFailed(404);
        const counted = { ...routine, rehearsals: routine.rehearsals + 1, lastRehearsedAt: new Date(T0 + 120_000) };
        routines.set(id, counted);
        return counted;
      });
    },
  };
  return { server, api };
}

const freeThrow = {
  name: "Free throw",
  triggerDescription: "Step to the line",
  physicalAction: "Bounce the ball twice",
  steps: ["Look at the rim", "Breathe out"],
};

function setup(storage = memoryStorage(), { api, server } = fakeServer()) {
  let ids = 0;
  const store = createRoutineStore({
    storage,
    key: KEY,
    now: () => T0,
    newClientId: () => `client-${++ids}`,
    api,
    describe: describeFailure,
  });
  return { store, storage, server, api };
}

describe("a routine created while the server cannot be reached", () => {
  it("is kept under a time-based id, shown as waiting, and survives a reload", () => {
    const { store, storage } = setup();
    store.createLater(freeThrow, "key-1");
    const reloaded = setup(storage).store;
    const [shown] = visibleRoutines(reloaded.getState(), null);
    expect(shown).toMatchObject({ _id: String(T0), name: "Free throw", pending: true, steps: freeThrow.steps });
    expect(reloaded.getState().creates[0]?.clientId).toBe("key-1");
  });

  it("is sent with its clientId when the server answers, and the server's routine replaces the local one", async () => {
    const { store, server } = setup();
    server.down = true;
    store.createLater(freeThrow, "key-1");
    expect(await store.sync()).toEqual({ sent: 0, unreachable: true });
    expect(store.getState().creates).toHaveLength(1);

    server.down = false;
    expect(await store.sync()).toEqual({ sent: 1, unreachable: false });
    expect(server.calls.create.map((input) => input.clientId)).toEqual(["key-1", "key-1"]);
    const shown = visibleRoutines(store.getState(), null);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ pending: false, name: "Free throw" });
    expect(shown[0]?._id).toBe([...server.routines.keys()][0]);
    expect(store.getState().creates).toEqual([]);
  });

  it("is sent once when two syncs overlap in one page", async () => {
    const { store, server } = setup();
    store.createLater(freeThrow, "key-1");
    server.hold = true;
    const first = store.sync();
    const second = store.sync();
    server.release();
    await Promise.all([first, second]);
    expect(server.calls.create).toHaveLength(1);
    expect(visibleRoutines(store.getState(), null)).toHaveLength(1);
  });

  it("makes one routine when two tabs send it at once: the server answers the same one to both", async () => {
    const shared = fakeServer();
    const storage = memoryStorage();
    const tabA = setup(storage, shared).store;
    tabA.createLater(freeThrow, "key-1");
    const tabB = setup(storage, shared).store;
    shared.server.hold = true;
    const both = Promise.all([tabA.sync(), tabB.sync()]);
    // Each tab's call is held until both are under way, then both are answered.
    await new Promise((resume) => setTimeout(resume, 0));
    shared.server.release();
    await both;
    expect(shared.server.calls.create).toHaveLength(2);
    expect(shared.server.routines.size).toBe(1);
    tabA.reload();
    expect(visibleRoutines(tabA.getState(), null)).toHaveLength(1);
    expect(visibleRoutines(setup(storage).store.getState(), null)).toHaveLength(1);
  });

  it("deleted while on its way to the server, is deleted there once it arrives", async () => {
    const { store, server } = setup();
    store.createLater(freeThrow, "key-1");
    server.hold = true;
    const syncing = store.sync();
    await new Promise((resume) => setTimeout(resume, 0));
    store.deleteLater(String(T0));
    expect(visibleRoutines(store.getState(), null)).toEqual([]);
    server.hold = false;
    server.release();
    // The same pass deletes on the server what it has just made.
    await syncing;
    expect(server.calls.delete).toHaveLength(1);
    expect(server.routines.size).toBe(0);
    expect(visibleRoutines(store.getState(), null)).toEqual([]);
    expect(store.getState().deletes).toEqual([]);
  });

  it("refused for good (a limit) stays shown with the reason and is not sent again", async () => {
    const { server, api } = fakeServer();
    let tries = 0;
    const refuse = () => {
      tries += 1;
      return Promise.reject(new CallFailed(400));
    };
    const refusing = setup(memoryStorage(), { server, api: { ...api, create: refuse } }).store;
    refusing.createLater(freeThrow, "key-2");
    await refusing.sync();
    await refusing.sync();
    expect(tries).toBe(1);
    expect(visibleRoutines(refusing.getState(), null)[0]).toMatchObject({ pending: true, refused: "failed with 400" });
  });
});

describe("a delete the server did not take", () => {
  it("stays queued and the routine stays hidden, across a reload, until the server takes it", async () => {
    const { store, storage, server, api } = setup();
    const routine = await api.create({ ...freeThrow, clientId: "seed" });
    store.rememberList([routine]);
    server.down = true;
    store.deleteLater(routine._id);
    expect(await store.sync()).toEqual({ sent: 0, unreachable: true });
    expect(store.getState().deletes).toEqual([routine._id]);
    expect(visibleRoutines(store.getState(), [routine])).toEqual([]);

    const reloaded = setup(storage, { server, api }).store;
    expect(visibleRoutines(reloaded.getState(), null)).toEqual([]);
    server.down = false;
    await reloaded.sync();
    expect(server.routines.has(routine._id)).toBe(false);
    expect(reloaded.getState().deletes).toEqual([]);
    expect(reloaded.getState().cached).toEqual([]);
  });

  it("is done when the server no longer has the routine (404)", async () => {
    const { store } = setup();
    store.deleteLater("00000000-0000-4000-8000-000000000999");
    expect(await store.sync()).toEqual({ sent: 1, unreachable: false });
    expect(store.getState().deletes).toEqual([]);
  });
});

describe("a rehearsal the server did not count", () => {
  it("counts on the card at once and reaches the server later, on the routine made offline too", async () => {
    const { store, server } = setup();
    server.down = true;
    store.createLater(freeThrow, "key-1");
    store.rehearseLater(String(T0));
    expect(visibleRoutines(store.getState(), null)[0]).toMatchObject({ rehearsals: 1, lastRehearsedAt: new Date(T0) });
    server.down = false;
    await store.sync();
    const [id] = [...server.routines.keys()];
    expect(server.calls.rehearsed).toEqual([id]);
    expect(store.getState().rehearsals).toEqual([]);
    expect(visibleRoutines(store.getState(), null)[0]).toMatchObject({ _id: id, rehearsals: 1, pending: false });
  });
});

describe("failureOf", () => {
  it("retries what may pass later and gives up on refusals", () => {
    expect([null, 401, 429, 500, 502, 503].map(failureOf)).toEqual(Array(6).fill("unreachable"));
    expect(failureOf(404)).toBe("gone");
    expect([400, 403, 409].map(failureOf)).toEqual(["refused", "refused", "refused"]);
  });
});
