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
