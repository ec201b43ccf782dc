/**
 * The outbox in this page (issue 28, decision 034): one per athlete, kept in IndexedDB under
 * `onepercent.outbox.<userId>`, sent in order on start, when the browser is online again and
 * every 30 seconds; what waits is shown in the cached answers (again after each refetch, until
 * the server has it). Loaded after the first render, or when a page keeps a write.
 */
import type { QueryCacheNotifyEvent } from "@tanstack/react-query";
import { httpStatusOf, queryClient } from "../trpc";
import { idbStorage } from "./idb-storage";
import { noteCallOutcome } from "./network-status";
import type { OutboxKind } from "./outbox-kind";
import { InvalidWrite, type OutboxEntry, waiting } from "./outbox-state";
import { publishOutbox } from "./outbox-status";
import { createOutbox, type Outbox, type SendFailure, type SentEffects } from "./outbox-store";
import type { OutboxKindName, OutboxWrite } from "./outbox-writes";
import { routinesStorageKey } from "./storage-keys";

/** How often what waits is offered to the server again. */
const OUTBOX_RETRY_MS = 30_000;
const REFUSED_UNKNOWN = "This change could not be saved.";

const outboxStorageKey = (userId: string) => `onepercent.outbox.${userId}`;

/** The failure an HTTP status stands for: no answer, 401 (signed out), 408, 429 and 5xx wait for later. */
function sendFailureOf(status: number | null): SendFailure {
  return status === null || status === 401 || status === 408 || status === 429 || status >= 500
    ? "unreachable"
    : "refused";
}

function describe(error: unknown): { failure: SendFailure; message: string } {
  if (error instanceof InvalidWrite) return { failure: "refused", message: REFUSED_UNKNOWN };
  const failure = sendFailureOf(httpStatusOf(error));
  return { failure, message: error instanceof Error && error.message ? error.message : REFUSED_UNKNOWN };
}

/** Only one tab sends a user's outbox at a time (Web Locks; without them, this page's own guard holds). */
const exclusive =
  (name: string) =>
  async <T>(work: () => Promise<T>): Promise<T> =>
    typeof navigator !== "undefined" && navigator.locks ? await navigator.locks.request(name, work) : work();

type FindKind = (name: string) => OutboxKind | undefined;
/** The kinds (with the validators' schemas) load with the first use, after the outbox itself. */
let findKind: FindKind | null = null;
const loadKinds = () =>
  import("./outbox-kinds").then(({ kindOf: find }) => {
    findKind = find;
    return { kindOf: find };
  });
/** A kind once the kinds are loaded (what waits is shown and sent only then). */
const kindOf: FindKind = (name) => findKind?.(name);

/** Sends one write; what came back (or did not) tells the banner whether the server answers. */
async function send(entry: OutboxEntry): Promise<SentEffects | undefined> {
  const kind = (await loadKinds()).kindOf(entry.kind);
  if (!kind) throw new InvalidWrite();
  try {
    const answer = await kind.send(entry);
    noteCallOutcome(true);
    return answer;
  } catch (error) {
    noteCallOutcome(httpStatusOf(error) !== null);
    throw error;
  }
}

const outboxes = new Map<string, Outbox>();

/** The one outbox of `userId` in this page. */
export function outboxFor(userId: string): Outbox {
  const known = outboxes.get(userId);
  if (known) return known;
  const key = outboxStorageKey(userId);
  const outbox = createOutbox({
    storage: idbStorage(),
    key,
    now: Date.now,
    send,
    describe,
    exclusive: exclusive(key),
    onSent: (entry) => kindOf(entry.kind)?.refresh(),
  });
  outbox.subscribe(() => publishOutbox(userId, outbox.getState()));
  outboxes.set(userId, outbox);
  watchCache();
  return outbox;
}

const pathOf = (queryKey: readonly unknown[]): string => {
  const [path] = queryKey;
  return Array.isArray(path) ? path.filter((part) => typeof part === "string").join(".") : "";
};

/** Shows every waiting write of the kinds shown in `path` (after a refetch replaced them). */
function showWaiting(path: string): void {
  for (const outbox of outboxes.values()) {
    for (const entry of waiting(outbox.getState())) {
      const kind = kindOf(entry.kind);
      if (kind?.shownIn.includes(path)) kind.show(entry);
    }
  }
}

let watching = false;
function watchCache(): void {
  if (watching) return;
  watching = true;
  queryClient.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
    if (event.type === "updated" && event.action.type === "success" && !event.action.manual) {
      showWaiting(pathOf(event.query.queryKey));
    }
  });
}

/** Keeps a write for later, shows it at once, and tries to send it when the browser is online. */
export async function keepInOutbox<K extends OutboxKindName>(userId: string, write: OutboxWrite<K>): Promise<void> {
  const outbox = outboxFor(userId);
  const kind = (await loadKinds()).kindOf(write.kind);
  await outbox.keep(write, (earlier) => kind?.replaces(write.input, earlier) ?? false);
  const kept = outbox.getState().entries.find((entry) => entry.key === write.key);
  if (kept) kind?.show(kept);
}

/** Routines an earlier version kept in its own queue join the outbox (their code loads only when there are some). */
async function importOldRoutines(userId: string, outbox: Outbox): Promise<void> {
  let kept = false;
  try {
    kept = localStorage.getItem(routinesStorageKey(userId)) !== null;
  } catch {
    return;
  }
  if (!kept) return;
  const { importOldRoutineQueue } = await import("./routine-queue-import");
  await importOldRoutineQueue(userId, outbox).catch(() => {});
}

/** Reads the athlete's outbox, shows what waits and sends it now, when online again and every 30 s; returns the stop. */
export function startOutbox(userId: string): () => void {
  const outbox = outboxFor(userId);
  const run = () => void outbox.sync().catch(() => {});
  void importOldRoutines(userId, outbox)
    .then(() => Promise.all([outbox.load(), loadKinds()]))
    .then(([state]) => {
      for (const entry of waiting(state)) kindOf(entry.kind)?.show(entry);
      run();
    });
  const timer = setInterval(() => {
    if (waiting(outbox.getState()).length > 0) run();
  }, OUTBOX_RETRY_MS);
  window.addEventListener("online", run);
  return () => {
    clearInterval(timer);
    window.removeEventListener("online", run);
  };
}

/** Before a sign-out: sends what waits; answers how many writes are still not sent (then the athlete is asked). */
export async function sendBeforeSignOut(userId: string): Promise<number> {
  const outbox = outboxFor(userId);
  await outbox.load();
  await outbox.sync().catch(() => {});
  return waiting(outbox.getState()).length;
}

/** The athlete chose to discard what was not sent. */
export const discardOutbox = (userId: string): Promise<void> => outboxFor(userId).clear();
