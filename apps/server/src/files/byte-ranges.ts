import type { ByteRange } from "@onepercent/audio";

/** What a Range header asks of a file of `size` bytes. */
export type RangeRequest = { kind: "whole" } | { kind: "part"; range: ByteRange } | { kind: "unsatisfiable" };

const SPEC = /^(\d*)-(\d*)$/;

/**
 * Reads a `Range: bytes=…` header (RFC 9110 §14.1.2): one range, "a-b", "a-" or "-suffix".
 * A header we do not read (other units, bad syntax, several ranges) is ignored, as the RFC
 * allows: the whole file is sent. A range that starts past the end cannot be satisfied.
 */
export function rangeRequest(header: string | undefined, size: number): RangeRequest {
  const match = header?.trim().match(/^bytes=(.+)$/i);
  const specs = match?.[1]?.split(",") ?? [];
  if (specs.length !== 1) return { kind: "whole" };
  const spec = specs[0]?.trim().match(SPEC);
  const first = spec?.[1] ?? "";
  const last = spec?.[2] ?? "";
  if (!spec || (first === "" && last === "")) return { kind: "whole" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: "part", range: { start, end } };
}

/** Whether an If-None-Match header names this entity tag (weak comparison, "*" matches any). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
