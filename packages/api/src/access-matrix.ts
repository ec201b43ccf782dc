import { z } from "zod";
import { type Access, ProcedureMeta } from "./access";
import { type RestRoute, restRoutes } from "./rest/routes";
import { appRouter, createCaller } from "./root";

/** A tRPC procedure with the access its base procedure states. */
export interface ProcedureEntry {
  path: string;
  type: "query" | "mutation" | "subscription";
  access: Access;
}

/** A legacy REST row with its access and the procedure it calls (when the probe can tell). */
export interface RestEntry {
  method: RestRoute["method"];
  path: string;
  access: Access;
  procedure: string | null;
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

/** Stops a handler at its first procedure call. */
class ProbeStop extends Error {}

/** `target` behind a proxy that reports every property path it is asked for and refuses every call. */
function probe<T extends object>(target: T, path: string[], reached: (path: string) => void): T {
  return new Proxy(target, {
    get(inner, key) {
      const value: unknown = Reflect.get(inner, key);
      if (typeof key !== "string" || (typeof value !== "function" && (typeof value !== "object" || value === null))) {
        return value;
      }
      const next = [...path, key];
      reached(next.join("."));
      return probe(value, next, reached);
    },
    apply() {
      throw new ProbeStop();
    },
  });
}

/**
 * The procedure a row calls first: its handler runs against a caller that records the path it
 * reaches for and answers nothing (a call's callee is evaluated before its arguments, so a row
 * that parses its input inline is still seen). Null when the handler fails before any call.
 */
export async function procedureOfRoute(route: RestRoute, procedures: ReadonlySet<string>): Promise<string | null> {
  const reached: string[] = [];
  const caller = probe(
    createCaller(() => {
      throw new ProbeStop();
    }),
    [],
    (path) => {
      if (procedures.has(path)) reached.push(path);
    },
  );
  const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name ?? "", "probe"]));
  try {
    await route.handle(caller, { params, query: {}, body: {} });
  } catch {
    // Expected: the probe answers no call.
  }
  return reached[0] ?? null;
}

/** Every legacy REST row, sorted by path and method, with its access and its procedure. */
export async function restAccess(routes: RestRoute[] = restRoutes): Promise<RestEntry[]> {
  const procedures = new Set(procedureAccess().map((entry) => entry.path));
  const entries = await Promise.all(
    routes.map(async (route) => ({
      method: route.method,
      path: route.path,
      access: route.access,
      procedure: await procedureOfRoute(route, procedures),
    })),
  );
  return entries.sort((a, b) => byText(a.path, b.path) || byText(a.method, b.method));
}
