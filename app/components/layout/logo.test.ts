import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The mark is drawn three times: in the component (inline in every page), in public/favicon.svg (the
// source of the icons) and in the share cards (assets/images/brand). They must not drift apart.
const root = new URL("../../../", import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), "utf8");

/** The shapes of the first 64 x 64 <svg> in a text: element, geometry and fill, in order. */
function markShapes(source: string): string[] {
  const svg = source.match(/<svg[^>]*viewBox="0 0 64 64"[^>]*>([\s\S]*?)<\/svg>/);
  if (!svg?.[1]) throw new Error("no 64 x 64 <svg> found");
  return [...svg[1].matchAll(/<(path|circle)\b([^>]*?)\/>/g)].map(([, element, attributes = ""]) => {
    const value = (name: string) => attributes.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? "";
    return [element, ...["d", "cx", "cy", "r", "fill"].map(value)].join(" ");
  });
}

describe("the mark", () => {
  const component = markShapes(read("app/components/layout/logo.tsx"));

  it("has its five shapes in the component", () => {
    expect(component).toHaveLength(5);
  });

  it.each(["public/favicon.svg", "assets/images/brand/share-de.svg", "assets/images/brand/share-es.svg"])(
    "is the same in %s",
    (file) => {
      expect(markShapes(read(file))).toEqual(component);
    },
  );
});
