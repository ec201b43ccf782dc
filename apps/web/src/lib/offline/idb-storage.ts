/**
 * IndexedDB through idb-keyval, as the offline modules use it (issue 28). null when the browser
 * offers no IndexedDB (some private modes): callers then keep their state in memory.
 */
import { del, get, update } from "idb-keyval";
import type { AsyncStorage } from "./outbox-store";

export function idbStorage(): AsyncStorage | null {
  if (typeof indexedDB === "undefined") return null;
  return {
    get: (key) => get<unknown>(key),
    update: (key, change) => update<unknown>(key, change),
    del: (key) => del(key),
  };
}
