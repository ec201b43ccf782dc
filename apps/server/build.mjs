// Bundles the server and the workspace packages it uses (TypeScript source) into dist/main.js.
// Third-party packages stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-node-modules",
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@onepercent/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
