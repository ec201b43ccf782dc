/**
 * Small, non-secret browser flags (never tokens). Storage can be unavailable (private mode,
 * blocked cookies): a flag is then simply not set.
 */
type Area = "local" | "session";

const storage = (area: Area) => (area === "local" ? localStorage : sessionStorage);

export function setFlag(area: Area, key: string): void {
  try {
    storage(area).setItem(key, "true");
  } catch {
    // Unavailable storage: the flag is only a hint.
  }
}

export function hasFlag(area: Area, key: string): boolean {
  try {
    return storage(area).getItem(key) === "true";
  } catch {
    return false;
  }
}

/** A small local value (a setting, a count); null when none is stored or storage is unavailable. */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps small local values; with unavailable storage they hold for this visit only. */
export function writeLocal(values: Record<string, string>): void {
  try {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  } catch {
    // Unavailable storage: nothing is kept.
  }
}

export function removeLocal(...keys: string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
