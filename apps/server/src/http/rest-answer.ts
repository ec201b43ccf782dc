import type { RestResult } from "@onepercent/api/rest";

/** A REST answer: JSON, never cached. */
export function send(result: RestResult): Response {
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: { ...result.headers, "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}
