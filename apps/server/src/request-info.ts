import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

export type AppEnv = { Bindings: Partial<HttpBindings>; Variables: { requestId: string } };

/** The caller's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket.remoteAddress ?? "unknown";
}

/** Whether the browser reached us over HTTPS (cookies are then marked Secure). */
export function isHttps(c: Context<AppEnv>, trustProxy: boolean, publicUrl: string | undefined): boolean {
  if (publicUrl?.startsWith("https:")) return true;
  if (trustProxy && c.req.header("x-forwarded-proto") === "https") return true;
  return new URL(c.req.url).protocol === "https:";
}

export function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header("authorization");
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? "";
}
