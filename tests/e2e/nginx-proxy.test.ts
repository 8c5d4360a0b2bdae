// The nginx example of docs/deploy.md, taken from the file as it stands, in front of the production
// server: public pages are cached per host and encoding with the server's own cache headers, while
// the back office, a signed-in volunteer and form posts always reach the server. Needs Debian's
// nginx (`apt-get install -y nginx`, done by .ci/run as root); skipped with the reason where
// /usr/sbin/nginx is missing.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { pathFor } from "~/i18n/routes";
import { header, send, type HttpResponse, type Site } from "./http";
import {
  addStaff,
  freePort,
  freshDataDir,
  projectRoot,
  spawnServer,
  stopServer,
  waitForHealthy,
  type RunningServer,
} from "./server-process";

const nginxBinary = "/usr/sbin/nginx";
const skipReason = `${nginxBinary} is missing (as root: apt-get install -y nginx)`;
const hasNginx = existsSync(nginxBinary);
if (!hasNginx) console.warn(`tests/e2e/nginx-proxy.test.ts skipped: ${skipReason}`);

/** What the server sends with a cacheable public page (issue 13, docs/deploy.md section 2). */
const publicCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const sites: Site[] = ["de", "es"];
const staff = {
  email: "proxy@verein.example",
  password: "nginx-proxy-pass-1",
  name: "Pia Proxy",
  role: "admin",
} as const;

/** The block between the begin and end markers of docs/deploy.md. */
function proxyExample(markdown: string): string {
  const match = /^# --- begin: proxy example.*\n([\s\S]*?)^# --- end: proxy example ---$/m.exec(markdown);
  if (!match)
    throw new Error("docs/deploy.md has no block between '# --- begin: proxy example' and '# --- end'");
  return match[1]!;
}

/**
 * The example with this test's ports and folder: each replacement must find its text, so a change of
 * the example that the test would no longer understand fails here instead of testing something else.
 */
function withTestPlaces(example: string, places: { upstream: number; listen: number; cacheDir: string }) {
  const replacements: [RegExp, string][] = [
    [/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${places.upstream};`],
    [/\/var\/cache\/nginx\/dog-rescue /, `${places.cacheDir} `],
    [/^\s*listen 443 ssl http2;$/m, `    listen 127.0.0.1:${places.listen};`],
    [/^\s*listen \[::\]:443 ssl http2;\n/m, ""],
    [/^\s*ssl_certificate .*;\n/m, ""],
    [/^\s*ssl_certificate_key .*;\n/m, ""],
  ];
  let config = example;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(config))
      throw new Error(`the nginx example no longer has ${pattern}: update this test`);
    config = config.replace(pattern, replacement);
  }
  return config;
}

function mainConfig(dir: string, site: string): string {
  // Everything nginx would write under /var goes to the test's folder.
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${site};
}
`;
}

let server: RunningServer | undefined;
let nginx: ChildProcess | undefined;
let nginxExited: Promise<unknown> | undefined;
let dir = "";
let port = 0;

const hostOf = (site: Site) => `${site === "es" ? "es." : ""}localhost:${port}`;

function viaNginx(
  site: Site,
  pagePath: string,
  headers: Record<string, string> = {},
  method = "GET",
  body?: string,
): Promise<HttpResponse> {
  return send({ port, host: hostOf(site), path: pagePath, method, headers, body });
}

function cacheStatus(answer: HttpResponse): string | undefined {
  return header(answer, "x-cache-status");
}

function html(answer: HttpResponse): string {
  const encoding = header(answer, "content-encoding");
  if (encoding === "br") return brotliDecompressSync(answer.raw).toString("utf8");
  if (encoding === "gzip") return gunzipSync(answer.raw).toString("utf8");
  return answer.body;
}

function storedRequests(): number {
  return readFileSync(server!.logFile, "utf8").split('"request stored"').length - 1;
}

function nginxErrors(): string {
  try {
    return readFileSync(path.join(dir, "error.log"), "utf8");
  } catch {
    return "";
  }
}

async function waitForNginx(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx?.exitCode !== null) throw new Error(`nginx exited: ${nginxErrors()}`);
    const answer = await viaNginx("de", "/healthz").catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx on port ${port} did not pass /healthz on: ${nginxErrors()}`);
}

describe.skipIf(!hasNginx)("the nginx example of docs/deploy.md", () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "e2e-nginx-"));
    // Started as root, nginx's workers run as `nobody`: they must reach the cache folder.
    chmodSync(dir, 0o755);
    port = await freePort();
    const dataDir = freshDataDir();
    addStaff(dataDir, staff);
    server = await spawnServer(
      {
        BUILD_DIR: inject("buildDir"),
        TRUST_PROXY: "1",
        PUBLIC_URL_DE: `http://localhost:${port}`,
        PUBLIC_URL_ES: `http://es.localhost:${port}`,
      },
      dataDir,
    );
    await waitForHealthy(server);
    const example = proxyExample(readFileSync(path.join(projectRoot, "docs/deploy.md"), "utf8"));
    const site = path.join(dir, "dog-rescue.conf");
    writeFileSync(
      site,
      withTestPlaces(example, { upstream: server.port, listen: port, cacheDir: `${dir}/cache` }),
    );
    writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir, site));
    nginx = spawn(nginxBinary, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "error.log"], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    nginxExited = new Promise((resolve) => nginx!.once("exit", resolve));
    await waitForNginx();
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill("SIGQUIT");
      await nginxExited;
    }
    if (server) {
      await stopServer(server);
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test.each(sites)(
    "%s: a public page is a MISS, then a HIT, with the server's cache headers",
    async (site) => {
      const first = await viaNginx(site, "/", { "Accept-Encoding": "gzip" });
      expect(first.status).toBe(200);
      expect(cacheStatus(first)).toBe("MISS");
      expect(header(first, "cache-control")).toBe(publicCacheControl);
      expect(header(first, "vary")).toMatch(/accept-encoding/i);
      expect(html(first)).toContain(`<html lang="${site}"`);
      const second = await viaNginx(site, "/", { "Accept-Encoding": "gzip" });
      expect(cacheStatus(second)).toBe("HIT");
      expect(second.raw.equals(first.raw)).toBe(true);
      // The server's ETag is kept with the copy, and nginx answers a revalidation from it.
      const etag = header(first, "etag") ?? "";
      expect(etag).toMatch(/^W\/"/);
      expect(header(second, "etag")).toBe(etag);
      const revalidated = await viaNginx(site, "/", { "Accept-Encoding": "gzip", "If-None-Match": etag });
      expect(revalidated.status).toBe(304);
      expect(cacheStatus(revalidated)).toBe("HIT");
    },
  );

  test("the German and the Spanish host never share a copy of the same path", async () => {
    const blog = pathFor("de", "blog");
    expect(pathFor("es", "blog")).toBe(blog);
    const answers = [];
    for (const site of [...sites, ...sites]) answers.push({ site, answer: await viaNginx(site, blog) });
    for (const { site, answer } of answers) {
      expect(answer.status).toBe(200);
      expect(html(answer)).toContain(`<html lang="${site}"`);
    }
    expect(answers.map(({ answer }) => cacheStatus(answer))).toEqual(["MISS", "MISS", "HIT", "HIT"]);
  });

  test("compressed answers pass through, one copy per encoding", async () => {
    const dogs = pathFor("de", "dogs");
    const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };
    const asBrowser = await viaNginx("de", dogs, browser);
    // Brotli where the server compresses with it, gzip where it answers from gzip-compressed parts.
    expect(["br", "gzip"]).toContain(header(asBrowser, "content-encoding"));
    expect(html(asBrowser)).toContain('<html lang="de"');
    const gzip = await viaNginx("de", dogs, { "Accept-Encoding": "gzip, deflate" });
    expect(header(gzip, "content-encoding")).toBe("gzip");
    expect(html(gzip)).toContain('<html lang="de"');
    const plain = await viaNginx("de", dogs);
    expect(header(plain, "content-encoding")).toBeUndefined();
    expect(plain.body).toContain('<html lang="de"');
    expect([asBrowser, gzip, plain].map(cacheStatus)).toEqual(["MISS", "MISS", "MISS"]);
    // Another browser's wording of the same encodings shares the copy.
    const again = await viaNginx("de", dogs, { "Accept-Encoding": "br, gzip" });
    expect(cacheStatus(again)).toBe("HIT");
    expect(again.raw.equals(asBrowser.raw)).toBe(true);
  });

  test.each(sites)("%s: /admin/login is never cached", async (site) => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await viaNginx(site, "/admin/login");
      expect(answer.status).toBe(200);
      expect(cacheStatus(answer)).toBeUndefined();
      expect(header(answer, "cache-control")).toBe("no-store");
    }
  });

  test("a signed-in volunteer bypasses the cache and leaves nothing in it", async () => {
    const signIn = await viaNginx(
      "de",
      "/admin/login",
      { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://localhost:${port}` },
      "POST",
      new URLSearchParams({ email: staff.email, password: staff.password }).toString(),
    );
    expect(signIn.status).toBe(303);
    const cookie = header(signIn, "set-cookie")?.split(";")[0];
    expect(cookie).toMatch(/^admin_session=./);
    const page = pathFor("de", "about");
    const signedIn = { Cookie: cookie! };
    const bypassed = await viaNginx("de", page, signedIn);
    expect(bypassed.status).toBe(200);
    expect(cacheStatus(bypassed)).toBe("BYPASS");
    // Not stored by the signed-in request: the first visitor without the cookie is a miss.
    expect(cacheStatus(await viaNginx("de", page))).toBe("MISS");
    expect(cacheStatus(await viaNginx("de", page))).toBe("HIT");
    expect(cacheStatus(await viaNginx("de", page, signedIn))).toBe("BYPASS");
    const inbox = await viaNginx("de", "/admin", signedIn);
    expect(inbox.status).toBe(200);
    expect(cacheStatus(inbox)).toBeUndefined();
    expect(header(inbox, "cache-control")).toBe("no-store");
  });

  test.each(sites)("%s: a form post reaches the server every time and is not cached", async (site) => {
    const marker = `Zq${site}proxy`;
    const page = pathFor(site, "contact");
    const entries = {
      formType: "contact",
      name: `Pat ${marker}`,
      email: "proxy@example.org",
      phone: "+49 170 1234567",
      message: `Eine Frage über den Proxy, ${marker}.`,
      privacyAccepted: "on",
      website: "",
    };
    const before = storedRequests();
    for (let i = 0; i < 2; i += 1) {
      const answer = await viaNginx(
        site,
        page,
        { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${hostOf(site)}` },
        "POST",
        new URLSearchParams(entries).toString(),
      );
      expect(answer.status).toBe(200);
      expect(cacheStatus(answer)).toBeUndefined();
      expect(header(answer, "cache-control")).toBe("no-store");
    }
    // The log line is written when the answer is finished; give it a moment.
    await expect.poll(storedRequests).toBe(before + 2);
    const after = await viaNginx(site, page);
    expect(after.status).toBe(200);
    expect(after.body).not.toContain(marker);
  });
});
