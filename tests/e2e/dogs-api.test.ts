// GET /api/dogs (CONTRACT.md) against the production server on the bundled demo feed: which dogs,
// in which order, in which shape, with working images and sanitised descriptions.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { orderDogs, speciesMonika } from "~/domain/dogs";
import type { Dog } from "~/domain/dogs/types";
import { get, header, urlFor, type Site } from "./http";
import { projectRoot } from "./server-process";

type FeedRecord = { id?: unknown; title?: unknown; name?: unknown };
const feed = JSON.parse(readFileSync(path.join(projectRoot, "server/dogs/demo/feed.json"), "utf8")) as {
  cacheTimestamp: string;
  dogs: FeedRecord[];
};

/** The feed's records that render: an id (number or non-blank string) and a non-blank title. */
const renderableIds = feed.dogs
  .filter(
    (dog) =>
      (typeof dog.id === "number" || (typeof dog.id === "string" && dog.id.trim() !== "")) &&
      typeof dog.title === "string" &&
      dog.title.trim() !== "",
  )
  .map((dog) => String(dog.id));

const sites: Site[] = ["de", "es"];
const answers = {} as Record<Site, { dogs: Dog[]; cacheTimestamp: string }>;

beforeAll(async () => {
  for (const site of sites) {
    const response = await get(site, "/api/dogs");
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toMatch(/^application\/json/);
    answers[site] = JSON.parse(response.body) as { dogs: Dog[]; cacheTimestamp: string };
  }
});

const byName = (name: string, site: Site = "de") => {
  const dog = answers[site].dogs.find((candidate) => candidate.title === name);
  if (!dog) throw new Error(`no dog titled ${name}`);
  return dog;
};

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

describe("GET /api/dogs", () => {
  test("answers exactly {dogs, cacheTimestamp}, the feed's timestamp as ISO-8601", () => {
    for (const site of sites) {
      expect(Object.keys(answers[site]).sort()).toEqual(["cacheTimestamp", "dogs"]);
      expect(answers[site].cacheTimestamp).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
      );
      expect(new Date(answers[site].cacheTimestamp).getTime()).toBe(new Date(feed.cacheTimestamp).getTime());
    }
  });

  test("holds every dog with id and title (44 of the 46 records), each once", () => {
    expect(feed.dogs).toHaveLength(46);
    expect(renderableIds).toHaveLength(44);
    const ids = answers.de.dogs.map((dog) => dog.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...renderableIds].sort());
    const titles = answers.de.dogs.map((dog) => dog.title);
    expect(titles).not.toContain("Ohne Nummer");
    expect(answers.de.dogs.map((dog) => dog.name)).not.toContain("Phantom");
    // ids are strings even where the feed has numbers
    expect(ids.every((id) => typeof id === "string")).toBe(true);
  });

  test("orders the dogs as spec 1 'Ordering' says: Monika after every 4 ordinary, hospice after every 6", () => {
    const dogs = answers.de.dogs;
    const kind = (dog: Dog) => (dog.types.hospice ? "H" : dog.species === speciesMonika ? "M" : "o");
    // 31 ordinary, 7 Monika: interval max(2, floor(31/7)) = 4; merged 38, 6 hospice: max(4, floor(38/6)) = 6.
    expect(dogs.filter((dog) => kind(dog) === "o")).toHaveLength(31);
    expect(dogs.filter((dog) => kind(dog) === "M")).toHaveLength(7);
    expect(dogs.filter((dog) => kind(dog) === "H")).toHaveLength(6);
    const merged = "ooooM".repeat(7) + "ooo";
    let expected = "";
    for (let i = 0; i < merged.length; i += 1) {
      expected += merged[i];
      if ((i + 1) % 6 === 0 && expected.split("H").length - 1 < 6) expected += "H";
    }
    expect(dogs.map(kind).join("")).toBe(expected);

    // Within each group: id descending (numeric ids numerically).
    const numericIds = (group: string) =>
      dogs.filter((dog) => kind(dog) === group && /^\d+$/.test(dog.id)).map((dog) => Number(dog.id));
    for (const group of ["o", "M", "H"]) {
      const ids = numericIds(group);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    }
    // And exactly what the domain's orderDogs gives for the same dogs in any input order.
    const shuffled = [...dogs].reverse();
    expect(orderDogs(shuffled).map((dog) => dog.id)).toEqual(dogs.map((dog) => dog.id));
    expect(answers.es.dogs.map((dog) => dog.id)).toEqual(dogs.map((dog) => dog.id));
  });

  test("shapes every dog as CONTRACT.md's Dog", () => {
    const keys = [
      "descriptionHtml",
      "descriptionHtmlEs",
      "headline",
      "headlineEs",
      "id",
      "images",
      "location",
      "name",
      "slug",
      "species",
      "status",
      "tags",
      "title",
      "types",
    ];
    for (const dog of answers.de.dogs) {
      expect(Object.keys(dog).sort(), dog.title).toEqual(keys);
      expect(typeof dog.slug).toBe("string");
      expect(dog.slug, dog.title).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(
        dog.slug.endsWith(
          `-${dog.id
            .replace(/[^a-z0-9]/gi, "")
            .toLowerCase()
            .slice(-8)}`,
        ),
        dog.slug,
      ).toBe(true);
      expect(dog.headline === null || typeof dog.headline === "string").toBe(true);
      expect(typeof dog.descriptionHtml).toBe("string");
      expect(Array.isArray(dog.tags) && dog.tags.every((tag) => typeof tag === "string")).toBe(true);
      expect(Object.keys(dog.types).sort()).toEqual(["adoption", "hospice", "sponsorship"]);
      expect(Object.values(dog.types).every((flag) => typeof flag === "boolean")).toBe(true);
      expect(["available", "reserved", "hidden"]).toContain(dog.status);
      expect(Object.keys(dog.location).sort()).toEqual(["country", "detail"]);
      expect(["germany", "spain"]).toContain(dog.location.country);
      expect([null, "transport", "foster", "finca", "monika", "hospice"]).toContain(dog.location.detail);
      for (const image of dog.images) expect(Object.keys(image).sort()).toEqual(["id", "large", "small"]);
    }
  });

  test("Spanish texts are extra fields: headline and descriptionHtml stay the feed's German ones", () => {
    for (const site of sites) {
      const müsli = byName("Müsli", site);
      expect(müsli.headline).toBe("Kleiner Strubbel mit ganz großem Herz");
      expect(müsli.descriptionHtml).toContain("ist ein etwa vier Jahre alter Terrier-Mischling");
      expect(müsli.headlineEs).toBe("Pequeño greñudo con un corazón enorme");
      expect(müsli.descriptionHtmlEs).toContain("es un mestizo de terrier de unos cuatro años");
      expect(byName("Björn", site)).toMatchObject({ headlineEs: null, descriptionHtmlEs: null });
    }
    const withSpanish = answers.de.dogs.filter((dog) => dog.headlineEs !== null).map((dog) => dog.title);
    expect(withSpanish.sort()).toEqual(
      ["Fleur", "Frieda", "Müsli", "Niño", "Opa Willi", "Rayo", "Señora", "Ñaña"].sort(),
    );
    // The API hands the links as the feed has them; only the pages map them to the visitor's language.
    expect(byName("Opa Willi", "es").descriptionHtmlEs).toContain('<a href="/hospiz">');
  });

  test("slugs follow spec 1 section 2.7 (accents folded, name before title, last 8 id characters)", () => {
    const slugs = Object.fromEntries(answers.de.dogs.map((dog) => [dog.title, dog.slug]));
    expect(slugs).toMatchObject({
      Müsli: "muesli-104233",
      Björn: "bjoern-104251",
      Jäger: "jaeger-104102",
      Strauß: "strauss-103988",
      Niño: "nino-104312",
      Ñaña: "nana-103957",
      Chloé: "chloe-104187",
      "Opa Willi": "willi-102715",
      Nala: "nala-104305",
      Trufa: "trufa-7f8a9b0c",
      Toby: "toby-103877",
    });
  });

  test("classifies type, status and location; detail is null only in the 'otherwise' case", () => {
    const nullDetail = answers.de.dogs.filter((dog) => dog.location.detail === null).map((dog) => dog.title);
    expect(nullDetail.sort()).toEqual(["Kiki", "Sombra"]);
    expect(byName("Kiki").location).toEqual({ country: "germany", detail: null });
    expect(byName("Sombra").location).toEqual({ country: "spain", detail: null });
    expect(byName("Björn")).toMatchObject({
      types: { adoption: true, sponsorship: false, hospice: false },
      status: "available",
      location: { country: "germany", detail: "transport" },
    });
    expect(byName("Jäger")).toMatchObject({
      types: { adoption: true, sponsorship: true, hospice: false },
      status: "reserved",
    });
    expect(byName("Frieda")).toMatchObject({
      types: { adoption: true, sponsorship: true },
      status: "hidden",
      location: { country: "germany", detail: "foster" },
    });
    expect(byName("Rocco").status).toBe("reserved"); // reserved: "yes"
    expect(byName("Pelusa").location).toEqual({ country: "spain", detail: "finca" });
    expect(byName("Toby")).toMatchObject({
      types: { adoption: false, sponsorship: false, hospice: false },
      location: { country: "spain", detail: "foster" },
    });
    expect(byName("Rosi").location).toEqual({ country: "spain", detail: "monika" });
    expect(byName("Dana")).toMatchObject({ types: { adoption: false, sponsorship: true }, status: "hidden" });
    for (const name of ["Opa Willi", "Lola", "Nieve", "Sultán", "Duque", "Abuelo"]) {
      expect(byName(name), name).toMatchObject({
        types: { adoption: false, sponsorship: false, hospice: true },
        status: "hidden",
        location: { country: "spain", detail: "hospice" },
      });
    }
    expect(byName("Curro").headline).toBeNull(); // publicHeadline: 2024 (a number)
  });

  test("images: absolute URLs on the asking site's origin, 500x500 and 1000x1000", () => {
    for (const site of sites) {
      const origin = urlFor(site, "");
      for (const dog of answers[site].dogs) {
        for (const image of dog.images) {
          const base = `${origin}/vermittlungstiere/${encodeURIComponent(dog.id)}/images/${encodeURIComponent(image.id)}`;
          expect(image.small).toBe(`${base}/500x500`);
          expect(image.large).toBe(`${base}/1000x1000`);
        }
      }
    }
    expect(byName("Pelusa").images.map((image) => image.id)).toEqual(
      [15, 16, 17, 18, 19, 20].map((n) => `img-104327-${n}`),
    );
    expect(byName("Kiki").images).toEqual([]);
    expect(byName("Oskar").images.map((image) => image.id)).toEqual(["img-102977-17", "img-102977-18"]);
    expect(byName("Canela").images.map((image) => image.id)).toEqual(["img-104068-1", "img-104068-2"]);
    expect(byName("Ñaña").images.map((image) => image.id)).toEqual(["img-103957-6", "img-103957-7"]);
  });

  test("every image URL answers 200 image/jpeg of the named size", async () => {
    const urls = answers.de.dogs.flatMap((dog) => dog.images.flatMap((image) => [image.small, image.large]));
    expect(urls.length).toBeGreaterThan(80);
    for (const url of urls) {
      const { pathname } = new URL(url);
      const response = await get("de", pathname);
      expect(response.status, url).toBe(200);
      expect(header(response, "content-type"), url).toBe("image/jpeg");
      const side = pathname.endsWith("/500x500") ? 500 : 1000;
      expect(jpegSize(response.raw), url).toEqual({ width: side, height: side });
    }
    // The Spanish site's URLs answer too.
    const spanish = new URL(byName("Pelusa", "es").images[0]?.small ?? "");
    expect(spanish.host).toBe(new URL(urlFor("es", "/")).host);
    expect((await get("es", spanish.pathname)).status).toBe(200);
  });

  test("descriptions are sanitised: no script, style, handlers, javascript: links or data- attributes", () => {
    const forbidden = [
      /<script/i,
      /<style/i,
      /\son\w+\s*=/i,
      /javascript:/i,
      /\sdata-[\w-]+\s*=/i,
      /\sstyle\s*=/i,
      /alert\(/,
    ];
    for (const dog of answers.de.dogs) {
      for (const pattern of forbidden) {
        expect(dog.descriptionHtml, `${dog.title}: ${pattern}`).not.toMatch(pattern);
        expect(dog.descriptionHtmlEs ?? "", `${dog.title} (es): ${pattern}`).not.toMatch(pattern);
      }
    }
    const paul = byName("Paul").descriptionHtml;
    expect(paul).toContain("Paul ist der beste Beweis");
    expect(paul).toContain("Paul wäre ein wunderbarer Ersthund.");
    expect(paul).not.toContain("display: none");
    const trufa = byName("Trufa").descriptionHtml;
    expect(trufa).toContain("Weitere Fotos");
    expect(trufa).toContain("Trufa ist kastriert");
    expect(trufa).not.toMatch(/<img/i);
    // Allowed markup survives.
    expect(byName("Jäger").descriptionHtml).toMatch(/<table>[\s\S]*<td>Impfungen<\/td>/);
    expect(byName("Greta").descriptionHtml).toContain('<a href="/pflegestelle">');
    // `description` is used when `publicDescription` is missing.
    expect(byName("Opa Willi").descriptionHtml).toContain("der älteste Bewohner unseres Hospizes");
  });
});
