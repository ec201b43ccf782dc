/** Paths whose last part is a secret (an invitation code, a reset token): the log keeps only the prefix. */
const SECRET_PATHS = [
  /^(\/api\/invitations\/(?:verify|use)\/)[^/]+/,
  /^(\/invite\/)[^/]+/,
  /^(\/reset-password\/)[^/]+/,
  /^(\/api\/users\/resetPassword\/)[^/]+/i,
];

/** The path as the request log writes it: secrets in the path are replaced, the query is never written. */
export function loggedPath(pathname: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(pathname)) return pathname.replace(pattern, "$1[redacted]");
  }
  return pathname;
}
