/** platform.md §2: the login link of the home carousel records that the visitor came from home. */
const KEY = "fromHome";

export function rememberCameFromHome(): void {
  try {
    sessionStorage.setItem(KEY, "true");
  } catch {
    // Storage can be unavailable (private mode); the flag is only a hint.
  }
}

export function cameFromHome(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "true";
  } catch {
    return false;
  }
}
