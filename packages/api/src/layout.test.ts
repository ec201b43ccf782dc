import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A name that leads through every layer (CONTRIBUTING.md "How to add an area"): the router
// `routers/<area>.ts`, its services in `services/<area>/`, its tables in the db package's
// `schema/<area>.ts`, its page in the web app's `routes/_authed/<area>.tsx` (or a folder
// `routes/_authed/<area>/`, or a public `routes/<area>.tsx`) and its components in
// `components/<area>/`. The tables below say why an area has no such file, and where it lives.

const here = import.meta.dirname;
const routersDir = join(here, "routers");
const servicesDir = join(here, "services");
const schemaDir = join(here, "..", "..", "db", "src", "schema");
const webDir = join(here, "..", "..", "..", "apps", "web", "src");

/** Routers that own no table, each with the reason. */
const routersWithoutTables: Record<string, string> = {
  account:
    "devices, export and deletion read or remove rows every other area owns (sessions are auth's); it keeps none of its own",
  google: "a Google sign-in is a users row (users.googleSubject) and an auth session",
  health: "it asks the database for one row and reads nothing of the app's",
  onboarding: "the answers are columns of the shared users table (users.ts)",
  profile: "the profile is the shared users table (users.ts) every area references",
};

/**
 * Routers whose web side has another name (or no page): where to look instead, paths from
 * `apps/web/src`. `routes` empty means no page of its own; `components` null means no folder.
 */
const webElsewhere: Record<string, { routes: string[]; components: string | null; why: string }> = {
  account: {
    routes: ["routes/_authed/profile.tsx"],
    components: "components/profile",
    why: "devices, export and deletion are sections of the profile page",
  },
  ai: {
    routes: ["routes/_authed/mental-imagery.tsx"],
    components: "components/ai",
    why: "the tools open as dialogs (lib/modals.ts); mental imagery also has a page",
  },
  analytics: {
    routes: [],
    components: "lib/analytics.ts",
    why: "app.tsx records every page view through lib/analytics.ts; it has no page",
  },
  auth: {
    routes: ["routes/login.tsx", "routes/register.tsx"],
    components: "components/auth",
    why: "signing in and registering are public pages",
  },
  contact: {
    routes: [],
    components: "components/contact",
    why: "a dialog the app shell opens (lib/modals.ts, contact-us); no page",
  },
  google: {
    routes: ["routes/login.tsx", "routes/register.tsx"],
    components: "components/auth",
    why: "the Google button on the sign-in and registration pages (auth/google-sign-in.tsx)",
  },
  habits: {
    routes: ["routes/_authed/daily-success-checklist.tsx"],
    components: "components/habits",
    why: "the spec names the page Daily Success Checklist",
  },
  health: {
    routes: ["routes/login.tsx"],
    components: null,
    why: "the sign-in page asks whether the server is up and shows a notice if not",
  },
  invitations: {
    routes: ["routes/register.tsx", "routes/new-profile.tsx"],
    components: "components/registration",
    why: "an invitation code is checked on the registration page",
  },
  onboarding: {
    routes: ["routes/_authed/dashboard.tsx"],
    components: "components/onboarding",
    why: "the questionnaire is a dialog (lib/modals.ts) that opens by itself on the dashboard",
  },
  planner: {
    routes: [
      "routes/_authed/plan.tsx",
      "routes/_authed/roles-and-goals.tsx",
      "routes/_authed/daily-planner.tsx",
      "routes/_authed/two-week-planner.tsx",
    ],
    components: "components/planner",
    why: "the spec's three planner pages, reached from /plan",
  },
  recovery: {
    routes: ["routes/forgot-password.tsx", "routes/reset-password.$token.tsx"],
    components: "components/recovery",
    why: "the spec names the public pages forgot-password and reset-password",
  },
  reminders: {
    routes: ["routes/_authed/profile_.reminders.tsx"],
    components: "components/reminders",
    why: "issue 28 puts the screen under the profile (profile → Reminders, /profile/reminders)",
  },
  routines: {
    routes: ["routes/_authed/routine-builder.tsx"],
    components: "components/routines",
    why: "the spec names the page Routine Builder",
  },
  teams: {
    routes: ["routes/_authed/profile_.teams.tsx"],
    components: "components/teams",
    why: "the athlete's teams and what they share are a page under the profile",
  },
};

/** The area names of `routers/`: every `<area>.ts` but tests. */
const areas = readdirSync(routersDir)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => file.slice(0, -".ts".length))
  .sort();

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The page of an area by its name: under `_authed/` (file or folder) or a public route. */
const hasNamedRoute = (area: string) =>
  existsSync(join(webDir, "routes", "_authed", `${area}.tsx`)) ||
  isFolder(join(webDir, "routes", "_authed", area)) ||
  existsSync(join(webDir, "routes", `${area}.tsx`));

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

  it("gives every router a web page and a component folder of its name, or says where they are", () => {
    const missing = areas.filter(
      (area) => !(area in webElsewhere) && !(hasNamedRoute(area) && isFolder(join(webDir, "components", area))),
    );
    expect(missing).toEqual([]);
  });

  it("points the exceptions at paths that exist", () => {
    const gone = Object.values(webElsewhere)
      .flatMap(({ routes, components }) => (components === null ? routes : [...routes, components]))
      .filter((path) => !existsSync(join(webDir, path)));
    expect(gone).toEqual([]);
  });

  it("lists as web exceptions only routers that exist and are not found by their name", () => {
    const stale = Object.keys(webElsewhere).filter(
      (area) => !areas.includes(area) || (hasNamedRoute(area) && isFolder(join(webDir, "components", area))),
    );
    expect(stale).toEqual([]);
  });
});
