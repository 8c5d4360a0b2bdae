import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { catalogs } from "~/content/catalogs.server";
import { absoluteUrl, pageMeta, type PageMetaInput } from "./meta";

const origins = { de: "https://www.hunde.example", es: "https://perros.example:8443" };

function input(overrides: Partial<PageMetaInput> = {}): PageMetaInput {
  return {
    locale: "de",
    origins,
    site: demoSiteConfig.de,
    t: catalogs.de.shell,
    paths: { de: "/pflegestelle", es: "/casa-de-acogida" },
    title: "Pflegestelle werden",
    description: "Gib einem Hund ein Zuhause auf Zeit.",
    ...overrides,
  };
}

function content(tags: MetaDescriptor[], attribute: "name" | "property", key: string): string[] {
  return tags
    .filter((tag) => (tag as Record<string, unknown>)[attribute] === key)
    .map((tag) => String((tag as Record<string, unknown>).content));
}

function links(tags: MetaDescriptor[], rel: string) {
  return tags
    .filter(
      (tag) =>
        (tag as Record<string, unknown>).tagName === "link" && (tag as Record<string, unknown>).rel === rel,
    )
    .map((tag) => tag as Record<string, string>);
}

describe("pageMeta", () => {
  it("has the title and description", () => {
    const tags = pageMeta(input());
    expect(tags).toContainEqual({ title: "Pflegestelle werden" });
    expect(content(tags, "name", "description")).toEqual(["Gib einem Hund ein Zuhause auf Zeit."]);
    expect(content(tags, "property", "og:title")).toEqual(["Pflegestelle werden"]);
    expect(content(tags, "property", "og:description")).toEqual(["Gib einem Hund ein Zuhause auf Zeit."]);
    expect(content(tags, "name", "twitter:title")).toEqual(["Pflegestelle werden"]);
    expect(content(tags, "name", "twitter:description")).toEqual(["Gib einem Hund ein Zuhause auf Zeit."]);
  });

  it("has an absolute canonical link on the origin of the page's language", () => {
    expect(links(pageMeta(input()), "canonical").map((link) => link.href)).toEqual([
      "https://www.hunde.example/pflegestelle",
    ]);
    const spanish = pageMeta(input({ locale: "es", site: demoSiteConfig.es }));
    expect(links(spanish, "canonical").map((link) => link.href)).toEqual([
      "https://perros.example:8443/casa-de-acogida",
    ]);
    expect(content(spanish, "property", "og:url")).toEqual(["https://perros.example:8443/casa-de-acogida"]);
  });

  it("links both languages and x-default (German) when both paths exist", () => {
    for (const locale of ["de", "es"] as const) {
      const alternates = links(pageMeta(input({ locale })), "alternate").map((link) => [
        link.hrefLang,
        link.href,
      ]);
      expect(alternates).toEqual([
        ["de", "https://www.hunde.example/pflegestelle"],
        ["es", "https://perros.example:8443/casa-de-acogida"],
        ["x-default", "https://www.hunde.example/pflegestelle"],
      ]);
    }
  });

  it("has no alternates when the other language has no equivalent page", () => {
    const tags = pageMeta(input({ paths: { de: "/blog/nur-deutsch" } }));
    expect(links(tags, "alternate")).toEqual([]);
    expect(links(tags, "canonical").map((link) => link.href)).toEqual([
      "https://www.hunde.example/blog/nur-deutsch",
    ]);
  });

  it("indexes by default and, when flagged, says noindex without canonical or alternates", () => {
    expect(content(pageMeta(input()), "name", "robots")).toEqual(["index, follow"]);
    const hidden = pageMeta(input({ noIndex: true }));
    expect(content(hidden, "name", "robots")).toEqual(["noindex, nofollow"]);
    expect(links(hidden, "canonical")).toEqual([]);
    expect(links(hidden, "alternate")).toEqual([]);
  });

  it("has the region and place of the language's site", () => {
    const de = pageMeta(input());
    expect(content(de, "name", "geo.region")).toEqual(["Schleswig-Holstein"]);
    expect(content(de, "name", "geo.placename")).toEqual(["Süsel"]);
    const es = pageMeta(input({ locale: "es", site: demoSiteConfig.es }));
    expect(content(es, "name", "geo.region")).toEqual(["Castellón"]);
    expect(content(es, "name", "geo.placename")).toEqual(["Benicarló"]);
  });

  it("has the sharing tags with a 1200x630 default image as an absolute URL", () => {
    const tags = pageMeta(input({ locale: "es", site: demoSiteConfig.es, t: catalogs.es.shell }));
    expect(content(tags, "property", "og:site_name")).toEqual([catalogs.es.shell.siteName]);
    expect(content(tags, "property", "og:type")).toEqual(["website"]);
    expect(content(tags, "property", "og:locale")).toEqual(["es_ES"]);
    expect(content(tags, "property", "og:image")).toEqual(["https://perros.example:8443/share/og-es.png"]);
    expect(content(tags, "property", "og:image:width")).toEqual(["1200"]);
    expect(content(tags, "property", "og:image:height")).toEqual(["630"]);
    expect(content(tags, "name", "twitter:card")).toEqual(["summary_large_image"]);
    expect(content(tags, "name", "twitter:image")).toEqual(["https://perros.example:8443/share/og-es.png"]);
    expect(content(pageMeta(input()), "property", "og:locale")).toEqual(["de_DE"]);
  });

  it("makes a page's own image absolute and keeps an absolute one as it is", () => {
    const relative = pageMeta(input({ image: "/images/luna.jpg", type: "article" }));
    expect(content(relative, "property", "og:image")).toEqual(["https://www.hunde.example/images/luna.jpg"]);
    expect(content(relative, "property", "og:type")).toEqual(["article"]);
    const external = pageMeta(input({ image: "https://img.example/1000x1000" }));
    expect(content(external, "name", "twitter:image")).toEqual(["https://img.example/1000x1000"]);
  });

  it("reads a page path that starts with two slashes as a path, not as another host", () => {
    const tags = pageMeta(input({ paths: { de: "//[" }, noIndex: true }));
    expect(content(tags, "property", "og:url")).toEqual(["https://www.hunde.example//["]);
    expect(absoluteUrl("//evil.example/x", "https://www.hunde.example")).toBe(
      "https://www.hunde.example//evil.example/x",
    );
  });

  it("links the sitemap of the language's origin", () => {
    expect(links(pageMeta(input({ locale: "es" })), "sitemap").map((link) => link.href)).toEqual([
      "https://perros.example:8443/sitemap.xml",
    ]);
  });
});
