import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

export type AppEnv = { Bindings: Partial<HttpBindings>; Variables: { requestId: string } };

/**
 * The entry that the outermost of our `hops` trusted proxies wrote into a comma-separated
 * forwarding header: each proxy appends what it saw, so only the right-most `hops` entries are
 * ours; anything left of them was sent by the client and can be forged. A shorter list was
 * written by our proxies alone: its left-most entry is then the answer.
 */
export function trustedHop(header: string | undefined, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  return entries[Math.max(0, entries.length - hops)];
}

/** The caller's address: the socket's, or the one our trusted proxies saw (TRUST_PROXY hops). */
export function clientIp(c: Context<AppEnv>, proxyHops: number): string {
  return trustedHop(c.req.header("x-forwarded-for"), proxyHops) ?? c.env?.incoming?.socket.remoteAddress ?? "unknown";
}

/** Whether the browser reached us over HTTPS (cookies are then marked Secure). */
export function isHttps(c: Context<AppEnv>, proxyHops: number, publicUrl: string | undefined): boolean {
  if (publicUrl?.startsWith("https:")) return true;
  if (trustedHop(c.req.header("x-forwarded-proto"), proxyHops) === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

export function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header("authorization");
  if (!header) return undefined;
  // (\S.*), not (.+): the token cannot start where \s+ could still match, so a long run of spaces
  // before something `.` does not match costs linear time, not quadratic (issue 25).
  const match = /^Bearer\s+(\S.*)$/i.exec(header.trim());
  return match?.[1] ?? "";
}
