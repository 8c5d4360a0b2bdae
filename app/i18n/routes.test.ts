import { describe, expect, it } from "vitest";
import { locales } from "./locale";
import { isSlugRoute, matchPath, pathFor, routeKeys, routeMap, type StaticRouteKey } from "./routes";

const staticKeys = routeKeys.filter((key): key is StaticRouteKey => !isSlugRoute(key));

describe("routeMap", () => {
  it("has a German and a Spanish path starting with / for every route key", () => {
    for (const key of routeKeys) {
      for (const locale of locales) {
        expect(routeMap[key][locale], `${key} ${locale}`).toMatch(/^\//);
      }
    }
  });

  it("has no two routes with the same path in one language", () => {
    for (const locale of locales) {
      const paths = routeKeys.map((key) => routeMap[key][locale]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it("marks exactly the dog, blog post and guide routes as slug routes", () => {
    expect(routeKeys.filter(isSlugRoute).sort()).toEqual(["blogPost", "dogDetail", "guide"]);
  });
});

describe("pathFor", () => {
  it("gives the static path of each language", () => {
    expect(pathFor("de", "fosterHome")).toBe("/pflegestelle");
    expect(pathFor("es", "fosterHome")).toBe("/casa-de-acogida");
    expect(pathFor("es", "home")).toBe("/");
  });

  it("fills in the slug", () => {
    expect(pathFor("de", "dogDetail", "luna-1a2b3c4d")).toBe("/hunde/luna-1a2b3c4d");
    expect(pathFor("es", "dogDetail", "luna-1a2b3c4d")).toBe("/perros/luna-1a2b3c4d");
    expect(pathFor("es", "guide", "primeros-dias")).toBe("/guia/primeros-dias");
  });

  it("encodes characters that are not safe in a path segment", () => {
    expect(pathFor("de", "blogPost", "a/b c")).toBe("/blog/a%2Fb%20c");
    expect(pathFor("de", "blogPost", "größe?x#y")).toBe("/blog/gr%C3%B6%C3%9Fe%3Fx%23y");
  });
});

describe("matchPath", () => {
  it("finds every static route in both languages", () => {
    for (const locale of locales) {
      for (const key of staticKeys) {
        expect(matchPath(locale, routeMap[key][locale]), `${key} ${locale}`).toEqual({ key });
      }
    }
  });

  it("finds slug routes and decodes the slug", () => {
    expect(matchPath("de", "/hunde/luna-1a2b3c4d")).toEqual({ key: "dogDetail", slug: "luna-1a2b3c4d" });
    expect(matchPath("es", "/perros/luna-1a2b3c4d")).toEqual({ key: "dogDetail", slug: "luna-1a2b3c4d" });
    expect(matchPath("de", "/ratgeber/erste-tage")).toEqual({ key: "guide", slug: "erste-tage" });
    expect(matchPath("es", "/guia/primeros-dias")).toEqual({ key: "guide", slug: "primeros-dias" });
    expect(matchPath("es", "/blog/a%20b")).toEqual({ key: "blogPost", slug: "a b" });
  });

  it("round-trips a slug through pathFor", () => {
    const slug = "ñandú & co/2";
    expect(matchPath("es", pathFor("es", "blogPost", slug))).toEqual({ key: "blogPost", slug });
  });

  it("keeps a malformed escape as it is instead of throwing", () => {
    expect(matchPath("de", "/blog/%E0%A4%A")).toEqual({ key: "blogPost", slug: "%E0%A4%A" });
  });

  it("does not find a German path on the Spanish site, nor the reverse", () => {
    expect(matchPath("es", "/hunde")).toBeNull();
    expect(matchPath("es", "/hunde/luna-1a2b3c4d")).toBeNull();
    expect(matchPath("es", "/pflegestelle")).toBeNull();
    expect(matchPath("de", "/perros")).toBeNull();
    expect(matchPath("de", "/guia/primeros-dias")).toBeNull();
  });

  it("finds nothing for unknown paths", () => {
    expect(matchPath("de", "/gibt-es-nicht")).toBeNull();
    expect(matchPath("es", "/no-existe")).toBeNull();
    expect(matchPath("de", "")).toBeNull();
  });

  it("finds nothing for extra segments or an empty slug", () => {
    expect(matchPath("de", "/hunde/luna/fotos")).toBeNull();
    expect(matchPath("de", "/kontakt/extra")).toBeNull();
    expect(matchPath("es", "/blog/a/b")).toBeNull();
    expect(matchPath("de", "/hunde/")).toBeNull();
  });
});
