/**
 * The browser's IANA time zone ("Europe/Madrid"). The first `Intl.DateTimeFormat` of a page
 * loads the locale and zone data, 15–45 ms of main-thread work on a laptop and four times that
 * on a phone, right when the app starts (docs/decisions/005). So it is read in a small worker;
 * until the worker answers, a caller that must have it waits for it (at most WORKER_WAIT_MS,
 * then it is read here), and `timeZoneNow` reads it here at once.
 */
const WORKER_WAIT_MS = 300;

let known: string | undefined;

function readHere(): string {
  known ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return known;
}

function readInWorker(): Promise<string> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./time-zone.worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve(readHere());
      return;
    }
    const done = (zone: string) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(zone);
    };
    const timer = setTimeout(() => done(readHere()), WORKER_WAIT_MS);
    worker.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data === "string" && event.data) known ??= event.data;
      done(readHere());
    };
    worker.onerror = () => done(readHere());
  });
}

const reading: Promise<string> | undefined = typeof Worker === "function" ? readInWorker() : undefined;

/** The time zone once known: at once after the first read, else when the worker answers. */
export function browserTimeZone(): string | Promise<string> {
  return known ?? reading ?? readHere();
}

/** The time zone now, read on this thread if the worker has not answered yet. */
export const timeZoneNow = (): string => known ?? readHere();
