import type { ProcedureEntry } from "@onepercent/api";
import type { RestRoute } from "@onepercent/api/rest";
import fc from "fast-check";
import { oddText } from "./hostile-values";
import { BODY_DEPTH, inputSchemasAt, inputSchemasOf, restPayloads, trpcPayloads, URL_DEPTH } from "./payloads";
import type { Hints } from "./schema-arbitrary";
import { type FuzzRequest, restRequest, trpcRequest, urlPart } from "./wire";

// The requests for one entry of the access matrix, as fast-check arbitraries.

const TIME_ZONES = ["Europe/Berlin", "Pacific/Kiritimati", "Etc/GMT+99", "../../etc/localtime", "x".repeat(70), ""];

/** Calls of a procedure: a single call or a batch, on the cookie or a bearer token, with or without a time zone. */
export function procedureRequests(entry: ProcedureEntry, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const depth = entry.type === "mutation" ? BODY_DEPTH : URL_DEPTH;
  return fc
    .tuple(
      trpcPayloads(inputSchemasAt(entry.path), hints, depth),
      fc.record({
        batch: entry.type === "subscription" ? fc.constant(false) : fc.boolean(),
        auth: fc.constantFrom("cookie" as const, "bearer" as const),
        timeZone: fc.option(fc.constantFrom(...TIME_ZONES), { nil: null, freq: 3 }),
      }),
    )
    .map(([payload, options]) => trpcRequest(entry, payload, options));
}

/** Raw path segments: traversal, broken percent-encoding, overlong UTF-8, huge and signed numbers. */
const RAW_SEGMENTS = [
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e",
  "%ff",
  "%",
  "%zz",
  "%00",
  "%E0%A4%A",
  "%C0%AF",
  "%ED%A0%80",
  "9".repeat(5000),
  "-1",
  "1e999",
  "NaN",
  "0",
  "null",
  "__proto__",
  "constructor",
  "a%2Fb",
  "%20",
];

/** A path parameter: an id, a known value of either athlete, odd text, or a raw segment. */
function pathParameter(hints: Hints): fc.Arbitrary<string> {
  const known = hints.known.length > 0 ? [fc.constantFrom(...hints.known).map(urlPart)] : [];
  return fc.oneof(
    fc.uuid(),
    ...known,
    oddText.filter((text) => text.length > 0).map(urlPart),
    fc.constantFrom(...RAW_SEGMENTS),
    fc.string({ minLength: 1, maxLength: 30 }).map(urlPart),
  );
}

const QUERY_KEYS = ["date", "type", "startDate", "endDate", "__proto__", "input", "batch"];

/** Calls of a legacy REST path: parameters in the path and the query, a JSON (or not) body. */
export function routeRequests(route: RestRoute, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
  const parameter = pathParameter(hints);
  const params = fc.record(Object.fromEntries(names.map((name) => [name, parameter])));
  const query = fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), parameter), { maxLength: 3 });
  const contentType = fc.constantFrom<string | null>(
    "application/json",
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    null,
  );
  return fc
    .record({ params, query, payload: restPayloads(inputSchemasOf(route.procedure), hints), contentType })
    .map((parts) => restRequest(route, parts));
}
