import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";

const appDir = new URL("../..", import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

// docs/ui.md: colours by the theme's names, so the palette is changed in app.css alone.
describe("theme tokens", () => {
  test("app.css defines the brand and accent scales", () => {
    const css = readFileSync(join(appDir, "app.css"), "utf8");
    for (const name of ["brand", "accent"])
      for (const step of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950])
        expect(css).toContain(`--color-${name}-${step}:`);
  });

  test("no source uses Tailwind's teal or amber in place of brand and accent", () => {
    const found = sourceFiles(appDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\b(?:teal|amber)-\d{2,3}\b/g)].map(
        (match) => `${relative(appDir, file)}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
