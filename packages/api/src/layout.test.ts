import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A name that leads through every layer (CONTRIBUTING.md "How to add an area"): the router
// `routers/<area>.ts`, its services in `services/<area>/`, its tables in the db package's
// `schema/<area>.ts`. The exceptions below say why an area has no such file.

const here = import.meta.dirname;
const routersDir = join(here, "routers");
const servicesDir = join(here, "services");
const schemaDir = join(here, "..", "..", "db", "src", "schema");

/** Routers that own no table, each with the reason. */
const routersWithoutTables: Record<string, string> = {
  account:
    "devices, export and deletion read or remove rows every other area owns (sessions are auth's); it keeps none of its own",
  google: "a Google sign-in is a users row (users.googleSubject) and an auth session",
  health: "it asks the database for one row and reads nothing of the app's",
  onboarding: "the answers are columns of the shared users table (users.ts)",
  profile: "the profile is the shared users table (users.ts) every area references",
};

/** The area names of `routers/`: every `<area>.ts` but tests and test kits. */
const areas = readdirSync(routersDir)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith("-test-kit.ts"))
  .map((file) => file.slice(0, -".ts".length))
  .sort();

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

describe("the layout of an area", () => {
  it("finds the routers", () => {
    expect(areas).toContain("habits");
  });

  it("gives every router a service folder of its name", () => {
    expect(areas.filter((area) => !isFolder(join(servicesDir, area)))).toEqual([]);
  });

  it("keeps services in area folders (or shared/), not loose files", () => {
    const loose = readdirSync(servicesDir).filter((entry) => !isFolder(join(servicesDir, entry)));
    expect(loose).toEqual([]);
  });

  it("names no service folder that has no router, but shared/", () => {
    const folders = readdirSync(servicesDir).filter((entry) => isFolder(join(servicesDir, entry)));
    expect(folders.filter((folder) => folder !== "shared" && !areas.includes(folder))).toEqual([]);
  });

  it("gives every router with tables a schema file of its name", () => {
    const missing = areas.filter(
      (area) => !(area in routersWithoutTables) && !existsSync(join(schemaDir, `${area}.ts`)),
    );
    expect(missing).toEqual([]);
  });

  it("lists as table-less only routers that exist and have no schema file", () => {
    const stale = Object.keys(routersWithoutTables).filter(
      (area) => !areas.includes(area) || existsSync(join(schemaDir, `${area}.ts`)),
    );
    expect(stale).toEqual([]);
  });
});
