import type { ProcedureEntry } from "@onepercent/api";
import type { RestRoute } from "@onepercent/api/rest";
import fc from "fast-check";
import { jsonText } from "./json-text";
import { inputSchemasAt, inputSchemasOf } from "./payloads";
import { arbitraryForInputs } from "./schema-arbitrary";
import { inputEdges } from "./schema-edges";
import { type FuzzRequest, restRequest, trpcRequest, urlPart } from "./wire";

// Calls aimed at the other athlete: a plausible input whose every slot that names a record (an
// id, a user id, a device handle, a preset's name) holds one of the other athlete's own values, and
// every path parameter too. Random inputs rarely hit one of their ids; these hit each, so a query
// that forgets the owner in its `where` is caught on every run.

/** Keys that name a record: ids, a device handle, and a name that is all an input holds (a preset's). */
const SLOT = /^(id|userId|handle)$|Id$/;
const isSlot = (key: string, siblings: number) => SLOT.test(key) || (key === "name" && siblings === 1);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` with every slot set to `aim`; whether it had one. */
function aimed(value: unknown, aim: string): { value: unknown; slots: number } {
  let slots = 0;
  const visit = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(visit);
    if (!isRecord(item)) return item;
    const entries = Object.entries(item);
    return Object.fromEntries(
      entries.map(([key, child]) => {
        if (isSlot(key, entries.length) && typeof child !== "object") {
          slots += 1;
          return [key, aim];
        }
        return [key, visit(child)];
      }),
    );
  };
  return { value: visit(value), slots };
}

/** One plausible input for these schemas, the same for a seed. */
const plausible = (schemas: Parameters<typeof arbitraryForInputs>[0], seed: number): unknown =>
  fc.sample(arbitraryForInputs(schemas, { known: [] }), { seed, numRuns: 1 })[0];

export function procedureProbes(entry: ProcedureEntry, aims: readonly string[], seed: number): FuzzRequest[] {
  const base = plausible(inputSchemasAt(entry.path), seed);
  return aims.flatMap((aim) => {
    const { value, slots } = aimed(base, aim);
    if (slots === 0) return [];
    const options = { batch: false, auth: "cookie" as const, timeZone: null };
    return [trpcRequest(entry, { kind: "value", value }, options)];
  });
}

export function routeProbes(route: RestRoute, aims: readonly string[], seed: number): FuzzRequest[] {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
  const base = plausible(inputSchemasOf(route.procedure), seed);
  return aims.flatMap((aim) => {
    const { value, slots } = aimed(base, aim);
    if (slots === 0 && names.length === 0) return [];
    const params = Object.fromEntries(names.map((name) => [name, urlPart(aim)]));
    const payload = { kind: "raw" as const, body: jsonText(value) };
    return [restRequest(route, { params, query: [], payload, contentType: "application/json" })];
  });
}

// The edges of each input (schema-edges.ts) go the same two ways.

const OWN_ID = "00000000-0000-4000-8000-000000000000";

export function procedureEdges(entry: ProcedureEntry): FuzzRequest[] {
  const options = { batch: false, auth: "bearer" as const, timeZone: null };
  return inputEdges(inputSchemasAt(entry.path)).map((value) => trpcRequest(entry, { kind: "value", value }, options));
}

export function routeEdges(route: RestRoute): FuzzRequest[] {
  const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((match) => [match[1] ?? "", OWN_ID]));
  return inputEdges(inputSchemasOf(route.procedure)).map((value) =>
    restRequest(route, {
      params,
      query: [],
      payload: { kind: "raw", body: jsonText(value) },
      contentType: "application/json",
    }),
  );
}
