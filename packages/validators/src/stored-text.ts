/**
 * Text the database cannot keep as it was sent (issue 25): PostgreSQL refuses the NUL character in
 * text and in JSON, and half of a UTF-16 surrogate pair (a broken emoji) in JSON, and would
 * silently replace the latter in text. The API refuses any input that holds one, wherever it is,
 * with 400 before any work (packages/api trpc.ts), so that bad input changes nothing.
 */

/** A lone surrogate: with the `u` flag a well-formed pair is one code point and never matches. */
export const LONE_SURROGATE = /\p{Cs}/u;

export const isStorableText = (text: string): boolean => !text.includes("\u0000") && !LONE_SURROGATE.test(text);

/**
 * Whether a string or an object key anywhere inside `value` is not storable. Walks without
 * recursion and visits each object once: an input may be 5,000 levels deep, or (superjson's
 * referential equalities) refer to itself.
 */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (!isStorableText(item)) return true;
    } else if (typeof item === "object" && item !== null && !seen.has(item)) {
      seen.add(item);
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
