// Every page of both sites is valid HTML: the server's HTML of each route (with a dog, a blog post,
// a guide and the not-found page) goes through the Nu Html Checker (vnu.jar) in one run, which must
// report no errors. Warnings and infos are allowed (infos are mostly React's `<meta ... />`).
// Each page links the one site stylesheet (a hashed file) and carries no inline one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { get } from "./http";
import { resolvePage, sitePages } from "./site-pages";

const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string };

test("the Nu Html Checker finds no errors on any page of either language", { timeout: 120_000 }, async () => {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (java.error || java.status !== 0) {
    throw new Error(
      "Java is needed for the Nu Html Checker: install it with `apt-get install default-jre-headless`",
    );
  }
  const folder = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      sitePages.map(async (entry, index) => {
        const { site, name, path: pagePath } = await resolvePage(entry);
        const response = await get(site, pagePath);
        expect(response.status, pagePath).toBe(name === "notFound" ? 404 : 200);
        const file = path.join(folder, `${String(index).padStart(2, "0")}-${site}-${name}.html`);
        expect(response.body.match(/<link rel="stylesheet"[^>]*>/g), pagePath).toEqual([
          expect.stringMatching(/href="\/assets\/app-[\w-]+\.css"/),
        ]);
        expect(response.body, pagePath).not.toContain("<style");
        writeFileSync(file, response.body);
        files.set(file, `${site} ${pagePath}`);
      }),
    );
    const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", ...files.keys()], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
    // vnu names each file by a file: URL of its own spelling; the file names are unique.
    const labelOf = (url = "") => [...files].find(([file]) => url.endsWith(path.basename(file)))?.[1] ?? url;
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => `${labelOf(message.url)}: ${message.message}\n    ${message.extract ?? ""}`);
    expect(files.size).toBe(sitePages.length);
    expect(errors, errors.join("\n")).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
