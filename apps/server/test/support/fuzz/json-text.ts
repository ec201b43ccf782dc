import superjson from "superjson";

// How a generated value goes on the wire: JSON text as a plain-JSON client writes it (REST), and
// superjson's envelope as the web client's tRPC link writes it.

const MARK = "\uE000";
const MARKED_NUMBER = /"\uE000(-?[0-9][0-9e.+-]*)\uE000"/g;

/** The token a JSON parser reads as a number JSON.stringify cannot write (1e999 is Infinity once parsed). */
function numberToken(value: number): string | undefined {
  if (value === Number.POSITIVE_INFINITY) return "1e999";
  if (value === Number.NEGATIVE_INFINITY) return "-1e999";
  if (Object.is(value, -0)) return "-0";
  return undefined;
}

/**
 * JSON text of `value`: ±Infinity as the tokens ±1e999, -0 as -0, NaN as the string "NaN" (JSON has
 * no token for it), a BigInt as its digits, a Map or a Set as an array of its entries.
 */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === "number") {
      const token = numberToken(item);
      if (token !== undefined) return `${MARK}${token}${MARK}`;
      return Number.isNaN(item) ? "NaN" : item;
    }
    if (typeof item === "bigint") return `${MARK}${item.toString()}${MARK}`;
    if (item instanceof Map) return [...item.entries()];
    if (item instanceof Set) return [...item];
    return item;
  });
  return (text ?? "null").replace(MARKED_NUMBER, "$1");
}

/**
 * The superjson envelope of `value` as text. superjson refuses to write an own `__proto__` key, so
 * such a value goes as `{"json": …}` written by hand, as a hostile client would send it.
 */
export function superjsonText(value: unknown): string {
  try {
    return JSON.stringify(superjson.serialize(value));
  } catch {
    return `{"json":${jsonText(value)}}`;
  }
}
