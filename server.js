// Process entry: the server itself is TypeScript (server/main.ts), bundled by `npm run build`
// into build/server/index.js and loaded through Vite in development.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes("--dev");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

// Memory (docs/decisions/0012-memory.md): glibc's malloc arenas and V8's heap limits are fixed when a
// process starts, so production runs the server in a child started with them, and this process only
// passes signals on and exits as the child did. An operator's own flags (NODE_OPTIONS, `node --…`)
// or MALLOC_ARENA_MAX win over these; SERVER_MEMORY_TUNED=1 runs the server in this process as it is.
const tunedMarker = "SERVER_MEMORY_TUNED";
const memoryFlags = ["--max-old-space-size=256", "--max-semi-space-size=8"];

if (dev) {
  const { createServer } = await import("vite");
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await vite.ssrLoadModule("./server/main.ts");
  await startServer({ root, buildDir, vite });
} else if (process.env[tunedMarker] !== "1") {
  await runTunedChild();
} else {
  // The parent went away without passing a signal (killed): stop as on SIGTERM.
  process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
  process.channel?.unref();
  process.env.NODE_ENV ??= "production";
  const { startServer } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  await startServer({ root, buildDir });
}

async function runTunedChild() {
  const { spawn } = await import("node:child_process");
  // V8 takes --max_old_space_size as well as --max-old-space-size.
  const given = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`.replaceAll("_", "-");
  const flags = memoryFlags.filter((flag) => !given.includes(flag.slice(0, flag.indexOf("="))));
  const child = spawn(
    process.execPath,
    [...flags, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      // The IPC channel only tells the child when this process is gone.
      stdio: ["inherit", "inherit", "inherit", "ipc"],
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2", [tunedMarker]: "1" },
    },
  );
  const signals = ["SIGTERM", "SIGINT"];
  for (const signal of signals) process.on(signal, () => child.kill(signal));
  child.on("error", (error) => {
    process.stderr.write(`could not start the server process: ${error.message}\n`);
    process.exit(1);
  });
  child.on("exit", (code, signal) => {
    if (signal) {
      for (const name of signals) process.removeAllListeners(name);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}
