// The JavaScript a public page loads on first visit, computed from a production build: React Router's
// browser manifest names each route's module and the chunks it imports (the server sends these as
// modulepreload links), and the entry with its own imports. A page loads the entry and every route of
// its match chain (root, the site guard, the page). Sizes are gzip -9 of each file; the budgets are
// DESIGN.md's (KB = 1,000 bytes): React, React DOM and React Router plus about 20 KB of our own on
// pages to read (at most 130 KB), plus about 40 KB on a dog's page and the form pages (at most 150 KB).
// Plain JavaScript so that the bench imports it as the tests do (types in first-load.d.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Pages to read, by the route key that starts their route id (`dogs:/hunde` → `dogs`). */
const readingPages = new Set(["home", "dogs", "blog", "blogPost", "guides", "guide", "routes/not-found"]);

/** The first-load budget of a page (`{ id }` as `firstLoadScripts` returns it), in bytes. */
export function firstLoadBudget(page) {
  return readingPages.has(page.id.split(":")[0]) ? 130_000 : 150_000;
}

/** React Router's browser manifest of a build (`window.__reactRouterManifest = {…}` in assets/manifest-*.js). */
export function readClientManifest(buildDir) {
  const assets = path.join(buildDir, "client", "assets");
  const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no React Router manifest in ${assets}`);
  const source = readFileSync(path.join(assets, name), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""));
}

/** The back office is not a public page; layouts (root, the site guard) are parts of pages, not pages. */
function publicPages(routes) {
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  return Object.values(routes).filter(
    (route) => !parents.has(route.id) && route.hasDefaultExport && !chainOf(routes, route).some(isAdmin),
  );
}

function isAdmin(route) {
  return route.id.startsWith("routes/admin/");
}

function chainOf(routes, route) {
  const chain = [];
  for (let current = route; current; current = routes[current.parentId]) chain.unshift(current);
  return chain;
}

/** Static `import … from "./x.js"` and `import "./x.js"` of a built chunk (not `import()`). */
function staticImports(code) {
  return [...code.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)].map((match) => match[1]);
}

/**
 * Every public page of the build at `buildDir` with the script files it loads on first visit (the
 * manifest's lists, completed with each file's own static imports) and their gzip -9 sizes.
 * Returns `[{ id, path, files: [{ file, gzipBytes }], gzipBytes }]`, largest first in `files`.
 */
export function firstLoadScripts(buildDir) {
  const manifest = readClientManifest(buildDir);
  const clientDir = path.join(buildDir, "client");
  const sizes = new Map();
  const code = (file) => readFileSync(path.join(clientDir, file), "utf8");
  const gzipBytes = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  return publicPages(manifest.routes).map((route) => {
    const pending = [manifest.entry.module, ...manifest.entry.imports];
    for (const part of chainOf(manifest.routes, route)) pending.push(part.module, ...part.imports);
    const files = new Set();
    while (pending.length > 0) {
      const file = pending.pop();
      if (files.has(file)) continue;
      files.add(file);
      pending.push(...staticImports(code(file)).map((url) => path.posix.join(path.posix.dirname(file), url)));
    }
    const sized = [...files].map((file) => ({ file, gzipBytes: gzipBytes(file) }));
    sized.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      id: route.id,
      path: route.path ?? "/",
      files: sized,
      gzipBytes: sized.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  });
}

/** A chunk's name without its content hash: `/assets/entry.client-DtLo06Hb.js` → `entry.client`. */
export function chunkName(file) {
  return path.posix.basename(file, ".js").replace(/-[\w-]{8}$/, "");
}

/** One line per page (total in KB, file count, then each file's KB), for `npm run bench` and failures. */
export function formatFirstLoad(pages) {
  return pages
    .map(({ id, path: pagePath, files, gzipBytes }) => {
      const parts = files.map((file) => `${chunkName(file.file)} ${(file.gzipBytes / 1000).toFixed(1)}`);
      return `${(gzipBytes / 1000).toFixed(1).padStart(6)} KB  ${String(files.length).padStart(2)} files  ${id} (${pagePath}): ${parts.join(", ")}`;
    })
    .join("\n");
}
