import { z } from "zod";
import { type Access, ProcedureMeta } from "./access";
import { hostRows, restRoutes } from "./rest";
import type { HostHandlerName, HostRow, RestRoute } from "./rest/types";
import { appRouter } from "./root";

/** A tRPC procedure with the access its base procedure states. */
export interface ProcedureEntry {
  path: string;
  type: "query" | "mutation" | "subscription";
  access: Access;
}

/** A legacy REST row with its access and the procedure it calls. */
export interface RestEntry {
  method: RestRoute["method"];
  path: string;
  access: Access;
  procedure: string;
}

/** A path the host answers itself (rest/host.ts), with its access and the handler that answers it. */
export interface HostEntry {
  method: HostRow["method"];
  path: string;
  access: Access;
  owned: boolean;
  handler: HostHandlerName;
}

const ProcedureDef = z.object({
  procedure: z.literal(true),
  type: z.enum(["query", "mutation", "subscription"]),
  meta: z.unknown(),
});

/** Code-point order: the same on every machine, whatever its locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The router's procedures (the flat `_def.procedures` map: dotted path → procedure). */
interface RouterLike {
  _def: { procedures: object };
}

/**
 * Every procedure of `router`, sorted by path, with the access its meta states (trpc.ts sets it on
 * each base procedure). A procedure without one throws: it has no place in the access matrix.
 */
export function procedureAccess(router: RouterLike = appRouter): ProcedureEntry[] {
  const entries: [string, unknown][] = Object.entries(router._def.procedures);
  return entries
    .map(([path, procedure]) => {
      const def = ProcedureDef.parse(typeof procedure === "function" && "_def" in procedure ? procedure._def : null);
      const meta = ProcedureMeta.safeParse(def.meta);
      if (!meta.success) {
        throw new Error(
          `The procedure ${path} states no access: build it from publicProcedure, protectedProcedure or adminProcedure`,
        );
      }
      return { path, type: def.type, access: meta.data.access };
    })
    .sort((a, b) => byText(a.path, b.path));
}

/** The paths of the procedures built from idempotentProcedure, sorted. */
export function idempotentProcedures(router: RouterLike = appRouter): string[] {
  const entries: [string, unknown][] = Object.entries(router._def.procedures);
  return entries
    .filter(([, procedure]) => {
      const def = ProcedureDef.safeParse(
        typeof procedure === "function" && "_def" in procedure ? procedure._def : null,
      );
      return def.success && ProcedureMeta.safeParse(def.data.meta).data?.idempotent === true;
    })
    .map(([path]) => path)
    .sort(byText);
}

/** Every legacy REST row, sorted by path and method, with its access and the path of its procedure. */
export function restAccess(routes: RestRoute[] = restRoutes): RestEntry[] {
  const paths = new Map<unknown, string>(Object.entries(appRouter._def.procedures).map(([path, p]) => [p, path]));
  const entries = routes.map((route) => {
    const procedure = paths.get(route.procedure);
    if (procedure === undefined)
      throw new Error(`${route.method} ${route.path} calls a procedure that is not in appRouter`);
    return { method: route.method, path: route.path, access: route.access, procedure };
  });
  return entries.sort((a, b) => byText(a.path, b.path) || byText(a.method, b.method));
}

/** Every host row, sorted by path and method; a path served twice (by two host rows, or by a host row and a REST row) throws. */
export function hostAccess(rows: HostRow[] = hostRows, routes: RestRoute[] = restRoutes): HostEntry[] {
  const served = new Set(routes.map((route) => `${route.method} ${route.path}`));
  const entries = rows.map((row) => {
    const label = `${row.method} ${row.path}`;
    if (served.has(label)) throw new Error(`${label} is served twice`);
    served.add(label);
    return { method: row.method, path: row.path, access: row.access, owned: row.owned === true, handler: row.handler };
  });
  return entries.sort((a, b) => byText(a.path, b.path) || byText(a.method, b.method));
}
