// The production server as `npm start` runs it, started and stopped by `npm run bench`, and what the
// bench prints: one figure per line (`name metric value`) on stdout, notes on stderr.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function print(name, metric, value) {
  process.stdout.write(`${name} ${metric} ${value}\n`);
}

export function note(text) {
  process.stderr.write(`${text}\n`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** How much of the server's output a bench keeps (its last bytes): a soak writes hundreds of MB. */
const keptOutputBytes = 256 * 1024;

/**
 * `node server.js` itself (not an npm wrapper, so `child.pid` is the process whose memory the bench
 * reads), on its own port, a throwaway data directory and the given feed.
 */
export function startServer(port, dataDir, feedFile, extraEnv = {}) {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL_DE: `http://localhost:${port}`,
      PUBLIC_URL_ES: `http://es.localhost:${port}`,
      FORM_RATE_LIMIT: "0",
      DOGS_FEED_URL: feedFile,
      DOGS_REFRESH_SECONDS: "0",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Read all of it (a server's stdout is read by someone), keep the last lines for a failure's note.
  let output = [];
  let kept = 0;
  const keep = (chunk) => {
    output.push(chunk);
    kept += chunk.length;
    if (kept > keptOutputBytes * 2) {
      output = [Buffer.concat(output).subarray(-keptOutputBytes)];
      kept = keptOutputBytes;
    }
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let running = true;
  exited.then(() => (running = false));
  return { child, exited, isRunning: () => running, output: () => Buffer.concat(output).toString("utf8") };
}

export async function stopServer(server) {
  if (!server.isRunning()) return;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
  await server.exited;
  clearTimeout(timer);
}
