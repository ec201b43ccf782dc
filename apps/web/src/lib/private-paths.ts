// Apart from the navigation (and its icons): the app's entry needs only this, on every page.

/** platform.md §9: paths that skip session validation; everything else needs a session. */
const PUBLIC_PREFIXES = [
  "/home",
  "/login",
  "/register",
  "/new-profile",
  "/forgot-password",
  "/reset-password",
  "/terms",
  "/privacy",
];

export function isPrivatePath(pathname: string): boolean {
  return pathname !== "/" && !PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
