import { describe, expect, it } from "vitest";
import { isLocale, localeForHost, otherLocale } from "./locale";

const spanishHost = "perros.example.org:8080";

describe("localeForHost", () => {
  it("serves Spanish on any host name starting with es.", () => {
    expect(localeForHost("es.localhost:3000", spanishHost)).toBe("es");
    expect(localeForHost("es.example.com", spanishHost)).toBe("es");
  });

  it("serves Spanish on the exact host of PUBLIC_URL_ES, port included", () => {
    expect(localeForHost("perros.example.org:8080", spanishHost)).toBe("es");
    expect(localeForHost("perros.example.org:9090", spanishHost)).toBe("de");
    expect(localeForHost("perros.example.org", spanishHost)).toBe("de");
  });

  it("ignores case and surrounding whitespace", () => {
    expect(localeForHost("ES.Localhost:3000", spanishHost)).toBe("es");
    expect(localeForHost(" Perros.Example.ORG:8080 ", spanishHost)).toBe("es");
    expect(localeForHost("perros.example.org:8080", "PERROS.example.org:8080")).toBe("es");
  });

  it("serves German when there is no host", () => {
    expect(localeForHost("", spanishHost)).toBe("de");
    expect(localeForHost(undefined, spanishHost)).toBe("de");
    expect(localeForHost(null, spanishHost)).toBe("de");
  });

  it("serves German on every other host", () => {
    expect(localeForHost("localhost:3000", spanishHost)).toBe("de");
    expect(localeForHost("www.example.com", spanishHost)).toBe("de");
    expect(localeForHost("des.example.com", spanishHost)).toBe("de");
    expect(localeForHost("www.es.example.com", spanishHost)).toBe("de");
  });
});

describe("otherLocale and isLocale", () => {
  it("swaps the language", () => {
    expect(otherLocale("de")).toBe("es");
    expect(otherLocale("es")).toBe("de");
  });

  it("knows only de and es", () => {
    expect(isLocale("de")).toBe(true);
    expect(isLocale("es")).toBe(true);
    expect(isLocale("en")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
