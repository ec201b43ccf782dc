// Bundles the server and the workspace packages it uses (TypeScript source) into dist/main.js.
// Third-party packages stay external and load from node_modules.
import { build } from "esbuild";

await build({
  // The audio engine's speech process, mixing worker and media inspection worker run from files of their own, found beside
  // dist/main.js by name (packages/audio/src/entries.ts).
  entryPoints: {
    main: "src/main.ts",
    "speech-process": "../../packages/audio/src/speech-process.ts",
    "mix-worker": "../../packages/audio/src/mix-worker.ts",
    "inspect-worker": "../../packages/audio/src/inspect-worker.ts",
  },
  outdir: "dist",
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
