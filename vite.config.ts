import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * What every public page loads anyway (React, React DOM, React Router, the root layout with its
 * frame, the site guard), as one chunk: gzip compresses one file better than the dozen small chunks
 * the bundler would cut it into (3.5 KB less per page; tests/e2e/first-load-js.test.ts). The client
 * entry stays its own chunk: it starts hydration, which must wait for the route modules.
 */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]app[\\/](root|routes[\\/]site-guard)\.tsx/;

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server bundle's entry is our Express app, which imports the React Router build.
    rollupOptions: isSsrBuild
      ? { input: "./server/main.ts" }
      : { output: { codeSplitting: { groups: [{ name: "framework", test: framework }] } } },
    assetsInlineLimit: 0,
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter()],
}));
