import type { TrpcUtils } from "./trpc";

/** The signed-in user's profile, or null when there is no valid session. */
export function currentUser(utils: TrpcUtils) {
  return utils.auth.viewer.fetch(undefined, { staleTime: 0 });
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

/** A non-secret hint that this browser had a session, so a guard can say it expired. */
const HINT = "onepercent.signedIn";

export function rememberSignedIn(): void {
  try {
    localStorage.setItem(HINT, "true");
  } catch {
    // Storage unavailable: the expiry notice is only a courtesy.
  }
}

export function hadSession(): boolean {
  try {
    return localStorage.getItem(HINT) === "true";
  } catch {
    return false;
  }
}
