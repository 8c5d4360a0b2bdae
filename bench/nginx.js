// nginx as the yardstick of `npm run bench` (section `pages`): Debian's nginx serving, as plain files,
// the very bytes the site answered (compressed body, Content-Type, Content-Encoding), so the figures
// compare the server's cached pages with the fastest way this machine has to send the same answer.
// Runs only where /usr/sbin/nginx exists (`apt-get install -y nginx`); its own config, port, pid and
// logs in a temp directory, in the foreground, stopped at the end.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { request } from "./http.js";

export const nginxBinary = "/usr/sbin/nginx";

export function nginxAvailable() {
  return existsSync(nginxBinary);
}

/**
 * One worker by default: the site is one Node process, and the bench's own load generator takes the
 * other core of a 2-core machine. BENCH_NGINX_WORKERS=auto gives nginx every core.
 */
const workers = process.env.BENCH_NGINX_WORKERS ?? "1";

/**
 * Starts nginx on `port` serving each answer of `pages` ({ name, body, contentType, contentEncoding,
 * vary }) at `/<name>`. Answers { address, stop }. Fails when nginx does not answer each path with
 * the same bytes.
 */
export async function startStaticNginx(pages, port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  // Started as root, nginx's workers run as `nobody`: they must be able to read the files.
  chmodSync(dir, 0o755);
  const files = path.join(dir, "files");
  mkdirSync(files, { mode: 0o755 });
  for (const page of pages) writeFileSync(path.join(files, page.name), page.body);
  const config = nginxConfig(dir, files, pages, port);
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(nginxBinary, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "error.log"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const errors = [];
  child.stderr.on("data", (chunk) => errors.push(chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let running = true;
  exited.then(() => (running = false));
  const address = `http://127.0.0.1:${port}`;
  async function stop() {
    if (running) {
      // SIGQUIT: graceful shutdown of master and workers.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  }
  try {
    await waitForNginx(address, pages[0], () => running);
    for (const page of pages) await checkSameBytes(address, page);
  } catch (error) {
    const stderr = Buffer.concat(errors).toString("utf8").trim();
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)} ${stderr}`.trim());
  }
  return { address, stop };
}

function nginxConfig(dir, files, pages, port) {
  const locations = pages.map((page) =>
    [
      `    location = /${page.name} {`,
      `      alias ${path.join(files, page.name)};`,
      `      default_type "${page.contentType}";`,
      page.contentEncoding ? `      add_header Content-Encoding ${page.contentEncoding};` : "",
      page.vary ? `      add_header Vary "${page.vary}";` : "",
      "    }",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  // Every path nginx would otherwise write under /var (temp files, logs) points into `dir`.
  return `worker_processes ${workers};
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${path.join(dir, "client_body")};
  proxy_temp_path ${path.join(dir, "proxy")};
  fastcgi_temp_path ${path.join(dir, "fastcgi")};
  uwsgi_temp_path ${path.join(dir, "uwsgi")};
  scgi_temp_path ${path.join(dir, "scgi")};
  types {}
  sendfile on;
  tcp_nopush on;
  # Node keeps a connection for any number of requests; nginx's default (1,000) would reconnect.
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
${locations.join("\n")}
  }
}
`;
}

async function waitForNginx(address, page, isRunning) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error("nginx exited at start:");
    const answer = await request(address, { path: `/${page.name}` }).catch(() => null);
    if (answer) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("nginx did not answer within 10 s");
}

async function checkSameBytes(address, page) {
  const answer = await request(address, {
    path: `/${page.name}`,
    headers: { "accept-encoding": page.acceptEncoding },
  });
  const same =
    answer.status === 200 &&
    answer.body.equals(page.body) &&
    answer.headers["content-type"] === page.contentType &&
    answer.headers["content-encoding"] === page.contentEncoding;
  if (!same) throw new Error(`nginx does not answer /${page.name} with the server's bytes and headers`);
}
