import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
  ],
  server: {
    port: 5173,
    proxy: { "/trpc": "http://localhost:3000", "/api": "http://localhost:3000" },
  },
  // Every browser the app supports knows modulepreload; no polyfill in the entry.
  build: { sourcemap: false, target: "es2022", manifest: true, modulePreload: { polyfill: false } },
});
