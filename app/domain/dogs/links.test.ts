import { describe, expect, it } from "vitest";
import { localHref, localPath } from "./links";

const origins = { de: "https://tierhilfe.example", es: "https://es.tierhilfe.example" };

describe("localHref: links to our own pages in the visitor's language", () => {
  it("maps a German path to the Spanish one, and keeps it on the German site", () => {
    expect(localHref("/pflegestelle", "es", origins)).toBe("/casa-de-acogida");
    expect(localHref("/pflegestelle", "de", origins)).toBe("/pflegestelle");
    expect(localHref("/hospiz", "es", origins)).toBe("/hospicio");
    expect(localHref("/", "es", origins)).toBe("/");
  });

  it("maps a Spanish path to the German one", () => {
    expect(localHref("/casa-de-acogida", "de", origins)).toBe("/pflegestelle");
    expect(localHref("/hacerse-socio", "de", origins)).toBe("/mitgliedschaft");
  });

  it("keeps a dog's slug and maps the dog pages", () => {
    expect(localHref("/hunde/m%C3%BCsli-00104233", "es", origins)).toBe("/perros/m%C3%BCsli-00104233");
    expect(localHref("/perros/luna-12345678", "de", origins)).toBe("/hunde/luna-12345678");
  });

  it("maps legacy paths of the old site to the page of the visitor's language", () => {
    expect(localHref("/pflegestelle-werden", "es", origins)).toBe("/casa-de-acogida");
    expect(localHref("/pflegestelle-werden", "de", origins)).toBe("/pflegestelle");
    expect(localHref("/about-us/", "es", origins)).toBe("/sobre-nosotros");
    expect(localHref("/membresia", "es", origins)).toBe("/hacerse-socio");
  });

  it("keeps the query and the fragment", () => {
    expect(localHref("/hunde?type=hospice#liste", "es", origins)).toBe("/perros?type=hospice#liste");
    expect(localHref("/pflegestelle-werden?ref=feed", "es", origins)).toBe("/casa-de-acogida?ref=feed");
    expect(localHref("/spenden/#bank", "es", origins)).toBe("/donar-y-teaming#bank");
  });

  it("makes absolute links to either of our origins site-relative and maps them", () => {
    expect(localHref("https://tierhilfe.example/pflegestelle", "es", origins)).toBe("/casa-de-acogida");
    expect(localHref("https://es.tierhilfe.example/contacto?x=1", "de", origins)).toBe("/kontakt?x=1");
    expect(localHref("HTTPS://TIERHILFE.EXAMPLE/hospiz", "es", origins)).toBe("/hospicio");
  });

  it("leaves unknown paths of ours alone", () => {
    for (const href of [
      "/gibt-es-nicht",
      "/ratgeber/ein-text",
      "/blog/ein-beitrag",
      "/paypal-hospiz",
      "https://tierhilfe.example/unbekannt",
    ])
      expect(localHref(href, "es", origins), href).toBe(href);
  });

  it("never touches external links, other schemes, fragments or odd input", () => {
    for (const href of [
      "https://example.org/pflegestelle",
      "http://tierhilfe.example.evil.org/pflegestelle",
      "//tierhilfe.example/pflegestelle",
      "/\\evil.org/pflegestelle",
      "mailto:info@tierhilfe.example",
      "tel:+491234",
      "#pflegestelle",
      "pflegestelle",
      "",
      "http://[::1",
    ])
      expect(localHref(href, "es", origins), href).toBe(href);
  });
});

describe("localPath", () => {
  it("is null for a path that is no page of ours", () => {
    expect(localPath("/nirgends", "de")).toBeNull();
    expect(localPath("/casa-de-acogida", "es")).toBe("/casa-de-acogida");
  });
});
