import { readFileSync } from "node:fs";
import { IDEMPOTENT_CREATES } from "@onepercent/validators";
import { initTRPC } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { Access } from "./access";
import { hostAccess, idempotentProcedures, procedureAccess, restAccess } from "./access-matrix";
import { ACCESS_MATRIX_COMMAND, ACCESS_MATRIX_FILE, renderAccessMatrix } from "./access-matrix-markdown";
import { hostRows, restRoutes } from "./rest";

describe("docs/access-matrix.md", () => {
  it("is what the router and the REST table generate today", async () => {
    const stored = readFileSync(ACCESS_MATRIX_FILE, "utf8");
    expect(stored, `docs/access-matrix.md is stale: run \`${ACCESS_MATRIX_COMMAND}\` and commit it`).toBe(
      await renderAccessMatrix(),
    );
  });
});

describe("the access of every procedure", () => {
  it("is stated by its base procedure", () => {
    const entries = procedureAccess();
    expect(entries.length).toBeGreaterThan(50);
    for (const entry of entries) expect(Access.options, entry.path).toContain(entry.access);
    const access = new Map(entries.map((entry) => [entry.path, entry.access]));
    expect(access.get("auth.login")).toBe("public");
    expect(access.get("habits.list")).toBe("user");
    expect(access.get("admin.users.list")).toBe("admin");
  });

  it("is missing for a procedure built without a base procedure, and the matrix refuses it", () => {
    const t = initTRPC.create();
    const router = t.router({ area: t.router({ unstated: t.procedure.query(() => "answer") }) });
    expect(() => procedureAccess(router)).toThrow(/area\.unstated states no access/);
  });
});

describe("the access of every REST row", () => {
  it("is one of public, user, admin", () => {
    for (const route of restRoutes) {
      expect(Access.safeParse(route.access).success, `${route.method} ${route.path}`).toBe(true);
    }
  });

  it("equals the access of the procedure the row calls", () => {
    const procedures = new Map(procedureAccess().map((entry) => [entry.path, entry.access]));
    const rows = restAccess();
    expect(rows).toHaveLength(restRoutes.length);
    for (const row of rows) {
      expect(row.access, `${row.method} ${row.path} calls ${row.procedure}`).toBe(procedures.get(row.procedure));
    }
  });

  it("names a procedure of the router, or the table refuses it", () => {
    const stray = initTRPC.create().procedure.query(() => "answer");
    const [first] = restRoutes;
    if (!first) throw new Error("no REST rows");
    expect(() => restAccess([{ ...first, procedure: stray }])).toThrow(/not in appRouter/);
  });
});

describe("the host rows", () => {
  it("state an access, each have their own answer and are listed once", () => {
    const entries = hostAccess();
    expect(entries).toHaveLength(hostRows.length);
    for (const entry of entries) expect(Access.options, `${entry.method} ${entry.path}`).toContain(entry.access);
    expect(new Set(hostRows.map((row) => row.handler)).size).toBe(hostRows.length);
  });

  it("name the caller's record by :id where they serve only the caller's own", () => {
    for (const row of hostRows.filter((candidate) => candidate.owned)) {
      expect(row.path, row.handler).toMatch(/:id\b/);
      expect(row.access, row.handler).not.toBe("public");
    }
  });

  it("refuse a path that is served twice", () => {
    const [first] = hostRows;
    const [route] = restRoutes;
    if (!first || !route) throw new Error("no rows");
    expect(() => hostAccess([first, first])).toThrow(/served twice/);
    expect(() => hostAccess([{ ...first, method: "GET", path: route.path }], [{ ...route, method: "GET" }])).toThrow(
      /served twice/,
    );
  });
});

describe("idempotent creates", () => {
  it("are exactly the list the web client sends keys for and retries", () => {
    expect(idempotentProcedures()).toEqual([...IDEMPOTENT_CREATES].sort());
  });
});
