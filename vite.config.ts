import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  build: { assetsInlineLimit: 0 },
  // The server bundle's entry is our Express app, which imports the React Router build (with the
  // environment API, React Router reads it from the server environment's options).
  environments: { ssr: { build: { rollupOptions: { input: "./server/main.ts" } } } },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter()],
});
