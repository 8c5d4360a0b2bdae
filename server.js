// Process entry: the server itself is TypeScript (server/main.ts), bundled by `npm run build`
// into build/server/index.js and loaded through Vite in development.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes("--dev");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

if (dev) {
  const { createServer } = await import("vite");
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await vite.ssrLoadModule("./server/main.ts");
  await startServer({ root, buildDir, vite });
} else {
  process.env.NODE_ENV ??= "production";
  const { startServer } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  await startServer({ root, buildDir });
}
