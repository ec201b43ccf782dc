/**
 * What the signed-in guard does with the server's answer (issue 14: the routines must open at
 * the gym with no connection). Pure, so the tests need no browser.
 */

/** What asking the server who is signed in gave: its answer, or the HTTP status it failed with (null: no answer at all). */
export type ViewerCheck<User> = { answered: User | null } | { failedWith: number | null };

/** Go on as `user`, send the visitor to sign in, or fail as before (the error page). */
export type GuardDecision<User> = { proceed: User } | { signIn: true } | { fail: true };

/**
 * The server's answer decides; a 401 signs in again. Only when the server cannot be reached at
 * all does the page go on as the user this page last knew signed in (kept in memory, dropped on
 * sign-out), so it can show what this browser saved; the API still authorises every call.
 */
export function guardDecision<User>(check: ViewerCheck<User>, lastKnown: User | null | undefined): GuardDecision<User> {
  if ("answered" in check) return check.answered ? { proceed: check.answered } : { signIn: true };
  if (check.failedWith === 401) return { signIn: true };
  if (check.failedWith === null && lastKnown) return { proceed: lastKnown };
  return { fail: true };
}
