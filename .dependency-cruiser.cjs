/**
 * `npm run lint` runs this after biome: no import cycles anywhere in the workspaces
 * (docs/architecture.md, "Layers"). Type-only imports count too: a cycle of types still
 * couples two modules both ways.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules import each other in a cycle: move the shared part into a module both can import.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-feature-folder-cycles",
      severity: "error",
      comment:
        "Two feature folders under apps/web/src/components import each other (maybe through others): move the shared piece into a folder both can import, so the dependency runs one way.",
      scope: "folder",
      from: { path: "^apps/web/src/components/[^/]+" },
      to: { path: "^apps/web/src/components/[^/]+", circular: true },
    },
    {
      name: "validators-by-module",
      severity: "error",
      comment:
        "The web imports validators one way: by module (`@onepercent/validators/<module>`, as the UI kit by component), never through the barrel.",
      from: { path: "^apps/web/" },
      to: { path: "^packages/validators/src/index\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|coverage)/|route-tree\\.gen\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
