import { appRouter, procedureAccess } from "@onepercent/api";
import { type RestRoute, restRoutes } from "@onepercent/api/rest";
import type fc from "fast-check";
import { procedureEdges, procedureProbes, routeEdges, routeProbes } from "./cross-user";
import { procedureRequests, routeRequests } from "./requests";
import type { Hints } from "./schema-arbitrary";
import type { FuzzRequest } from "./wire";

// Every entry of the access matrix (packages/api/src/access-matrix.ts): each tRPC procedure and
// each legacy REST path, read from the router and the REST table, so a new one is fuzzed too.

export interface MatrixEntry {
  label: string;
  /** The procedure that answers (a REST row's target). */
  procedure: string;
  requests(hints: Hints): fc.Arbitrary<FuzzRequest>;
  /** Calls aimed at each of `aims` (the other athlete's ids, names, handles): cross-user.ts. */
  probes(aims: readonly string[], seed: number): FuzzRequest[];
  /** The largest and the smallest input its schema states (schema-edges.ts). */
  edges(): FuzzRequest[];
}

const pathOf = new Map<unknown, string>(Object.entries(appRouter._def.procedures).map(([path, p]) => [p, path]));

/** The first path of each REST row: its aliases map the request the same way (rest/types.ts). */
const firstPaths = new Set<RestRoute>();
const seenRows = new Set<unknown>();
for (const route of restRoutes) {
  const row = `${route.method} ${pathOf.get(route.procedure)} ${String(route.input)}`;
  if (!seenRows.has(row)) firstPaths.add(route);
  seenRows.add(row);
}

/**
 * Every entry; the calls aimed at the other athlete go to each procedure and each REST row once
 * (an admin entry refuses an athlete before it reads the input).
 */
export function matrixEntries(): MatrixEntry[] {
  const procedures = procedureAccess().map(
    (entry): MatrixEntry => ({
      label: `tRPC ${entry.type} ${entry.path}`,
      procedure: entry.path,
      requests: (hints) => procedureRequests(entry, hints),
      probes: (aims, seed) => (entry.access === "admin" ? [] : procedureProbes(entry, aims, seed)),
      edges: () => procedureEdges(entry),
    }),
  );
  const routes = restRoutes.map(
    (route): MatrixEntry => ({
      label: `REST ${route.method} ${route.path}`,
      procedure: pathOf.get(route.procedure) ?? "?",
      requests: (hints) => routeRequests(route, hints),
      probes: (aims, seed) =>
        route.access === "admin" || !firstPaths.has(route) ? [] : routeProbes(route, aims, seed),
      edges: () => routeEdges(route),
    }),
  );
  return [...procedures, ...routes];
}

/**
 * Procedures that act on any address they are given, for anyone (a password reset e-mail): they
 * never get the other athlete's address, whose reset request would rightly change their rows.
 */
export const actsOnAnyAddress = (entry: MatrixEntry) => entry.procedure.startsWith("recovery.");
