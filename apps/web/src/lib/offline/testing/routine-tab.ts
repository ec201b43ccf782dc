/** A browser tab for the routines' outbox tests: the outbox on a storage, a fake server, the list shown. */
import type { CreateRoutineInput, RoutineView } from "@onepercent/validators/routines";
import type { OutboxEntry } from "../outbox-state";
import { type AsyncStorage, createOutbox, type SendFailure } from "../outbox-store";
import { type RoutineCalls, routineKindsWith } from "../routine-kinds";
import { visibleRoutines } from "../routine-list";
import { upsertRoutine } from "../routine-outbox";

export const T0 = Date.parse("2026-11-25T18:00:00.000Z");
const KEY = "onepercent.outbox.user-1";

export const memoryStorage = (): AsyncStorage => {
  const data = new Map<string, unknown>();
  return {
    get: async (key) => data.get(key),
    update: async (key, change) => void data.set(key, change(data.get(key))),
    del: async (key) => void data.delete(key),
  };
};

/** A failed call as the outbox sees it: with the HTTP status, or none when nothing answered. */
class CallFailed extends Error {
  constructor(readonly status: number | null) {
    super(`failed with ${status}`);
  }
}

/**
 * The server's side of the contract, in memory: a clientId makes one routine once; `down`
 * answers nothing; `hold` keeps each answer until `release()` (to overlap two syncs).
 */
export function fakeServer() {
  const routines = new Map<string, RoutineView>();
  const byClientId = new Map<string, string>();
  const calls = { create: [] as CreateRoutineInput[], delete: [] as string[], rehearsed: [] as string[] };
  const held: (() => void)[] = [];
  const server = {
    down: false,
    hold: false,
    refuseCreates: false,
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
  const api: RoutineCalls = {
    statusOf: (error) => (error instanceof CallFailed ? error.status : null),
    create: (input) => {
      calls.create.push(input);
      return answer(() => {
        if (server.refuseCreates) throw new CallFailed(400);
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

export const freeThrow = {
  name: "Free throw",
  triggerDescription: "Step to the line",
  physicalAction: "Bounce the ball twice",
  steps: ["Look at the rim", "Breathe out"],
};

const describeFailure = (error: unknown): { failure: SendFailure; message: string } =>
  error instanceof CallFailed && error.status !== null
    ? { failure: "refused", message: error.message }
    : { failure: "unreachable", message: "" };

/** One lock for the tabs of one browser (Web Locks): a second sync waits for the first. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => {});
    return run;
  };
}

/** One tab: the athlete's outbox with the routines' kinds, and the list the page shows from the server. */
export function setup(storage = memoryStorage(), { api, server } = fakeServer(), exclusive = sharedLock()) {
  let list: RoutineView[] = [];
  let now = T0;
  let keys = 0;
  const kinds = routineKindsWith(api, {
    upsert: (routine) => {
      list = upsertRoutine(list, routine);
    },
    remove: (id) => {
      list = list.filter((item) => item._id !== id);
    },
    refresh: () => [],
  });
  const outbox = createOutbox({
    storage,
    key: KEY,
    now: () => now,
    send: (entry: OutboxEntry) =>
      entry.kind === "routines.create" || entry.kind === "routines.delete" || entry.kind === "routines.rehearsed"
        ? kinds[entry.kind].send(entry)
        : Promise.reject(new Error(`not a routine write: ${entry.kind}`)),
    describe: describeFailure,
    exclusive,
  });
  const tab = {
    outbox,
    server,
    api,
    storage,
    exclusive,
    shown: () => visibleRoutines(outbox.getState().entries, list),
    setList: (routines: RoutineView[]) => {
      list = routines;
    },
    tick: (ms: number) => {
      now += ms;
    },
    create: (clientId: string) =>
      outbox.keep({ key: clientId, kind: "routines.create", input: { ...freeThrow, clientId } }),
    named: (kind: "routines.delete" | "routines.rehearsed", id: string) =>
      outbox.keep({ key: `${kind}-${++keys}`, kind, input: { id } }),
  };
  return tab;
}

export const settle = () => new Promise((resume) => setTimeout(resume, 0));
