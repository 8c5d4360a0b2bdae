import { describe, expect, it } from "vitest";
import { growth, linearGrowthLimit } from "../../tests/linear-time";
import { legacyPathList, legacyRedirect, withoutTrailingSlashes } from "./redirects";

// Spec 1 section 2.2, German site, written out as the spec lists them.
const germanLegacy: Record<string, string> = {
  "/adopt-a-dog": "/adoption",
  "/adoption-hund-aus-spanien": "/adoption",
  "/privacy-policy": "/datenschutz",
  "/become-a-foster-home": "/pflegestelle",
  "/pflegestelle-werden": "/pflegestelle",
  "/pflegestelle-werden-strassenhunde-spanien": "/pflegestelle",
  "/become-a-member": "/mitgliedschaft",
  "/mitglied-im-tierschutzverein-werden": "/mitgliedschaft",
  "/beitrittserklaerung": "/mitgliedschaft",
  "/imprint": "/impressum",
  "/about-us": "/ueber-uns",
  "/team": "/ueber-uns",
  "/founder": "/ueber-uns",
  "/unser-team": "/ueber-uns",
  "/die-gruender": "/ueber-uns",
  "/contact-us": "/kontakt",
  "/share-your-experiences": "/kontakt",
  "/teile-erfahrungen-mit-anderen": "/kontakt",
  "/help-us": "/spenden",
  "/spenden-teaming": "/spenden",
  "/teaming-gemeinsam-tierschutz": "/spenden",
  "/teaming": "/spenden",
  "/patenhunde": "/spenden",
  "/hund-in-not-unterstuetzen": "/spenden",
  "/hunde-aus-spanien": "/hunde",
};

// The same targets on the Spanish site (DECISIONS.md: every German legacy path goes to the
// Spanish route of the same target).
const spanishRouteOf: Record<string, string> = {
  "/adoption": "/adopcion",
  "/datenschutz": "/privacidad",
  "/pflegestelle": "/casa-de-acogida",
  "/mitgliedschaft": "/hacerse-socio",
  "/impressum": "/aviso-legal",
  "/ueber-uns": "/sobre-nosotros",
  "/kontakt": "/contacto",
  "/spenden": "/donar-y-teaming",
  "/hunde": "/perros",
};

function internal(path: string) {
  return { kind: "internal", status: 301, path };
}

describe("legacyRedirect on the German site", () => {
  it.each(Object.entries(germanLegacy))("redirects %s to %s", (from, to) => {
    expect(legacyRedirect("de", from)).toEqual(internal(to));
  });

  it("knows exactly the spec's list of legacy paths", () => {
    expect([...legacyPathList].sort()).toEqual(Object.keys(germanLegacy).sort());
  });

  it("does not redirect /membresia, which only the Spanish site knows", () => {
    expect(legacyRedirect("de", "/membresia")).toBeNull();
  });
});

describe("legacyRedirect on the Spanish site", () => {
  it.each(Object.entries(germanLegacy))("redirects %s to the Spanish route of %s", (from, germanTarget) => {
    expect(legacyRedirect("es", from)).toEqual(internal(spanishRouteOf[germanTarget] as string));
  });

  it("follows the explicit Spanish list of the spec", () => {
    expect(legacyRedirect("es", "/privacy-policy")).toEqual(internal("/privacidad"));
    expect(legacyRedirect("es", "/imprint")).toEqual(internal("/aviso-legal"));
    expect(legacyRedirect("es", "/about-us")).toEqual(internal("/sobre-nosotros"));
    expect(legacyRedirect("es", "/team")).toEqual(internal("/sobre-nosotros"));
    expect(legacyRedirect("es", "/contact-us")).toEqual(internal("/contacto"));
    expect(legacyRedirect("es", "/help-us")).toEqual(internal("/donar-y-teaming"));
    expect(legacyRedirect("es", "/pflegestelle-werden")).toEqual(internal("/casa-de-acogida"));
  });

  it("redirects /membresia to /hacerse-socio", () => {
    expect(legacyRedirect("es", "/membresia")).toEqual(internal("/hacerse-socio"));
    expect(legacyRedirect("es", "/membresia/")).toEqual(internal("/hacerse-socio"));
  });
});

describe("legacyRedirect with trailing slashes and case", () => {
  it("treats trailing slash variants like the path itself", () => {
    expect(legacyRedirect("de", "/pflegestelle-werden/")).toEqual(internal("/pflegestelle"));
    expect(legacyRedirect("de", "/team//")).toEqual(internal("/ueber-uns"));
    expect(legacyRedirect("es", "/help-us/")).toEqual(internal("/donar-y-teaming"));
  });

  it("ignores the case of the path", () => {
    expect(legacyRedirect("de", "/Adopt-A-Dog")).toEqual(internal("/adoption"));
  });
});

describe("external redirects", () => {
  it("sends /paypal-hospiz to the hospice donation page", () => {
    expect(legacyRedirect("de", "/paypal-hospiz")).toEqual({
      kind: "external",
      status: 302,
      target: "paypalHospice",
    });
    expect(legacyRedirect("es", "/paypal-hospiz/")).toEqual({
      kind: "external",
      status: 302,
      target: "paypalHospice",
    });
  });

  it("sends /teaming-residenz to the residence's team donation page", () => {
    expect(legacyRedirect("de", "/teaming-residenz")).toEqual({
      kind: "external",
      status: 302,
      target: "teamingResidence",
    });
    expect(legacyRedirect("es", "/teaming-residenz/")).toEqual({
      kind: "external",
      status: 302,
      target: "teamingResidence",
    });
  });

  it("sends every other path starting with /paypal to the general donation page", () => {
    for (const path of ["/paypal", "/paypal-anything", "/paypal/", "/paypalspende", "/PayPal-Spende"]) {
      expect(legacyRedirect("de", path), path).toEqual({ kind: "external", status: 302, target: "paypal" });
    }
    expect(legacyRedirect("es", "/paypal-donar")).toEqual({
      kind: "external",
      status: 302,
      target: "paypal",
    });
  });
});

describe("paths that are not legacy paths", () => {
  it("returns null", () => {
    expect(legacyRedirect("de", "/")).toBeNull();
    expect(legacyRedirect("de", "/hunde")).toBeNull();
    expect(legacyRedirect("es", "/perros")).toBeNull();
    expect(legacyRedirect("de", "/gibt-es-nicht")).toBeNull();
    expect(legacyRedirect("de", "/team/mitglieder")).toBeNull();
    expect(legacyRedirect("de", "/teaming-residenz-alt")).toBeNull();
  });
});

describe("a long run of slashes", () => {
  const slashes = (size: number) => `/a${"/".repeat(size)}x`;

  it("costs time linear in the path's length", () => {
    expect(growth((path) => legacyRedirect("de", path), slashes)).toBeLessThan(linearGrowthLimit);
    expect(growth((path) => legacyRedirect("de", `${path}/`), slashes)).toBeLessThan(linearGrowthLimit);
  });

  it("is still cut off the end of a path", () => {
    expect(withoutTrailingSlashes("/hunde///")).toBe("/hunde");
    expect(withoutTrailingSlashes("/a//b")).toBe("/a//b");
    expect(withoutTrailingSlashes("///")).toBe("");
    expect(legacyRedirect("de", "/adopt-a-dog///")).toMatchObject({ kind: "internal" });
  });
});
