// Legacy redirects of spec 1 section 2.2 as DECISIONS.md reads them: 301 to the same target's route
// on the requested host, trailing slash and query string included; external paths 302.
import { describe, expect, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import { routeMap, type StaticRouteKey } from "~/i18n/routes";
import { get, header, urlFor, type Site } from "./http";

/** Spec 1 section 2.2, German list (every one also applies on the Spanish host). */
const legacy: Record<string, StaticRouteKey> = {
  "/adopt-a-dog": "adoption",
  "/adoption-hund-aus-spanien": "adoption",
  "/privacy-policy": "privacy",
  "/become-a-foster-home": "fosterHome",
  "/pflegestelle-werden": "fosterHome",
  "/pflegestelle-werden-strassenhunde-spanien": "fosterHome",
  "/become-a-member": "membership",
  "/mitglied-im-tierschutzverein-werden": "membership",
  "/beitrittserklaerung": "membership",
  "/imprint": "imprint",
  "/about-us": "about",
  "/team": "about",
  "/founder": "about",
  "/unser-team": "about",
  "/die-gruender": "about",
  "/contact-us": "contact",
  "/share-your-experiences": "contact",
  "/teile-erfahrungen-mit-anderen": "contact",
  "/help-us": "donations",
  "/spenden-teaming": "donations",
  "/teaming-gemeinsam-tierschutz": "donations",
  "/teaming": "donations",
  "/patenhunde": "donations",
  "/hund-in-not-unterstuetzen": "donations",
  "/hunde-aus-spanien": "dogs",
};

/** The Spanish site's explicit list (spec 1 section 2.2). */
const spanishExplicit: Record<string, string> = {
  "/privacy-policy": "/privacidad",
  "/imprint": "/aviso-legal",
  "/about-us": "/sobre-nosotros",
  "/team": "/sobre-nosotros",
  "/contact-us": "/contacto",
  "/help-us": "/donar-y-teaming",
};

const sites: Site[] = ["de", "es"];

/** The redirect's target as an absolute URL (a relative Location is resolved like a browser does). */
async function redirectOf(site: Site, path: string) {
  const response = await get(site, path);
  const location = header(response, "location");
  return {
    status: response.status,
    target: location ? new URL(location, urlFor(site, path)).href : undefined,
  };
}

describe.each(sites)("legacy paths on the %s site", (site) => {
  const cases = Object.entries(legacy).map(([from, key]) => ({ from, to: routeMap[key][site] }));

  test.concurrent.each(cases)("$from -> $to", async ({ from, to }) => {
    expect(await redirectOf(site, from)).toEqual({ status: 301, target: urlFor(site, to) });
    expect(await redirectOf(site, `${from}/`)).toEqual({ status: 301, target: urlFor(site, to) });
    expect(await redirectOf(site, `${from}?ref=old&x=1`)).toEqual({
      status: 301,
      target: urlFor(site, `${to}?ref=old&x=1`),
    });
  });

  test("the target of every redirect is a page that answers 200", async () => {
    for (const key of new Set(Object.values(legacy))) {
      const path = routeMap[key][site];
      expect({ path, status: (await get(site, path)).status }).toEqual({ path, status: 200 });
    }
  });
});

describe("Spanish site specifics", () => {
  test.each(Object.entries(spanishExplicit))("%s -> %s on the Spanish host", async (from, to) => {
    expect(await redirectOf("es", from)).toEqual({ status: 301, target: urlFor("es", to) });
  });

  test("/membresia -> /hacerse-socio on the Spanish host, with slash and query", async () => {
    expect(await redirectOf("es", "/membresia")).toEqual({
      status: 301,
      target: urlFor("es", "/hacerse-socio"),
    });
    expect(await redirectOf("es", "/membresia/?a=b")).toEqual({
      status: 301,
      target: urlFor("es", "/hacerse-socio?a=b"),
    });
  });

  test("/membresia is not a page on the German host", async () => {
    expect((await get("de", "/membresia")).status).toBe(404);
  });
});

describe("trailing slashes on real pages", () => {
  test("/hunde/ -> /hunde on the German host", async () => {
    expect(await redirectOf("de", "/hunde/")).toEqual({ status: 301, target: urlFor("de", "/hunde") });
  });

  test("/perros/?page=2 -> /perros?page=2 on the Spanish host", async () => {
    expect(await redirectOf("es", "/perros/?page=2")).toEqual({
      status: 301,
      target: urlFor("es", "/perros?page=2"),
    });
  });

  test("/hunde/ on the Spanish host is not redirected to a German path", async () => {
    expect((await get("es", "/hunde/")).status).toBe(404);
  });
});

describe.each(sites)("external redirects on the %s site", (site) => {
  const external = demoSiteConfig[site].externalDonation;
  const cases = [
    { path: "/paypal-hospiz", to: external.paypalHospice },
    { path: "/paypal-hospiz/", to: external.paypalHospice },
    { path: "/teaming-residenz", to: external.teamingResidence },
    { path: "/paypal-xyz", to: external.paypal },
    { path: "/paypal", to: external.paypal },
  ];

  test.each(cases)("$path -> $to", async ({ path, to }) => {
    expect(to).toMatch(/^https:\/\//);
    const response = await get(site, path);
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(to);
  });
});
