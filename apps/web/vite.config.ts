import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * The app's stylesheet stops blocking the first paint: it loads as `media="print"` (not
 * render-blocking) while the splash of index.html, styled inline, paints; src/main.tsx turns
 * it on and waits for it before the app renders (docs/decisions/005).
 */
const stylesAfterSplash = (): Plugin => ({
  name: "styles-after-splash",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (html) =>
      html.replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="stylesheet"$1 media="print" data-app-styles>'),
  },
});

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./src/routes",
      generatedRouteTree: "./src/route-tree.gen.ts",
    }),
    react(),
    tailwindcss(),
    stylesAfterSplash(),
  ],
  server: {
    port: 5173,
    proxy: { "/trpc": "http://localhost:3000", "/api": "http://localhost:3000", "/audio": "http://localhost:3000" },
  },
  // Every browser the app supports knows modulepreload; no polyfill in the entry.
  build: {
    sourcemap: false,
    target: "es2022",
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every page loads the router and React: one chunk each instead of a dozen small ones (each
        // small chunk costs its own request and compresses worse; decision 005).
        codeSplitting: {
          groups: [
            { name: "router", test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history)[\\/]/ },
            { name: "react", test: /node_modules[\\/](react|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
