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
  // Tells server.js that a restart after a crash would bring a working server back (below).
  process.send?.("listening");
}

/** One JSON line as the server writes them (server/log.ts), for what this process has to say. */
function logLine(level, msg, fields) {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields })}\n`);
}

// A server that dies while serving (out of memory, a fault no handler caught, a kill) is started
// again after a short pause that grows with each restart; more than `maxRestarts` within
// `restartWindowMs` is a fault a restart does not cure, and this process then exits as the child did.
// A child that ends before it ever listened (an invalid configuration, a port in use) is not restarted.
const maxRestarts = 5;
const restartWindowMs = 60_000;
const restartDelayMs = (recent) => Math.min(500 * 2 ** recent, 10_000);

async function runTunedChild() {
  const { spawn } = await import("node:child_process");
  // V8 takes --max_old_space_size as well as --max-old-space-size.
  const given = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`.replaceAll("_", "-");
  const flags = memoryFlags.filter((flag) => !given.includes(flag.slice(0, flag.indexOf("="))));
  const signals = ["SIGTERM", "SIGINT"];
  let child;
  let stopSignal;
  let listened = false;
  const restarts = [];
  let pendingStart;
  for (const signal of signals)
    process.on(signal, () => {
      stopSignal = signal;
      // Between a crash and the restart there is no server to stop.
      if (pendingStart) process.exit(0);
      child.kill(signal);
    });

  const exitAs = (code, signal) => {
    if (signal) {
      for (const name of signals) process.removeAllListeners(name);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  };

  const start = () => {
    child = spawn(
      process.execPath,
      [...flags, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
      {
        // The IPC channel tells the child when this process is gone, and this one when it listens.
        stdio: ["inherit", "inherit", "inherit", "ipc"],
        env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2", [tunedMarker]: "1" },
      },
    );
    child.on("message", (message) => {
      if (message === "listening") listened = true;
    });
    child.on("error", (error) => {
      process.stderr.write(`could not start the server process: ${error.message}\n`);
      process.exit(1);
    });
    child.on("exit", (code, signal) => {
      // Asked to stop (a signal passed on), or stopped on its own with success: a clean stop.
      if (stopSignal || code === 0 || !listened) return exitAs(code, signal);
      const now = Date.now();
      while (restarts.length > 0 && now - restarts[0] > restartWindowMs) restarts.shift();
      if (restarts.length >= maxRestarts) {
        logLine("error", "server process died too often; not starting it again", {
          code,
          signal,
          restarts: restarts.length,
        });
        return exitAs(code, signal);
      }
      const delayMs = restartDelayMs(restarts.length);
      restarts.push(now);
      logLine("error", "server process died; starting it again", {
        code,
        signal,
        pid: child.pid,
        inMs: delayMs,
      });
      pendingStart = setTimeout(() => {
        pendingStart = undefined;
        start();
      }, delayMs);
    });
  };
  start();
}
