// A realistic 300-dog feed for `npm run bench` (DESIGN.md budget: "Dog list with 300 dogs"), in the
// shape CONTRACT.md describes: mixed species, tag spellings, flags, one to six photos, HTML
// descriptions of a few paragraphs. Seeded, so every run measures the same list.
// Run alone: `node bench/feed-300.js [file]` writes it and prints the path.
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const names = [
  "Luna",
  "Bruno",
  "Nala",
  "Rocky",
  "Kira",
  "Balu",
  "Mila",
  "Toby",
  "Lola",
  "Paco",
  "Canela",
  "Chispa",
  "Rayo",
  "Niño",
  "Señora",
  "Björn",
  "Jäger",
  "Müsli",
  "Strauß",
  "Chloé",
  "Zoë",
  "Lúa",
  "Tomás",
  "Sultán",
  "Ñaña",
  "Greta",
  "Frieda",
  "Oskar",
  "Flocke",
  "Krümel",
  "Pelusa",
  "Trufa",
  "Curro",
  "Gordo",
  "Perla",
  "Rosi",
  "Dana",
  "Fleur",
  "Sombra",
  "Abuelo",
  "Duque",
  "Nieve",
  "Willi",
  "Kiki",
  "Olli",
  "Paul",
  "Lotte",
  "José",
  "Rocco",
  "Mora",
];
const breeds = [
  "Podenco",
  "Galgo",
  "Labrador-Mischling",
  "Schäferhund-Mischling",
  "Terrier-Mix",
  "Mastín-Mischling",
  "Bodeguero",
  "Pointer-Mix",
];
const traits = [
  "verschmust",
  "verspielt",
  "ruhig",
  "neugierig",
  "sanft",
  "fröhlich",
  "anhänglich",
  "gelassen",
];
const extraTags = [
  "Welpe",
  "Junghund",
  "Senior",
  "Senioren",
  "Handicap",
  "Kleiner Hund",
  "Galgo",
  "Podenco",
  "Anfängerhund",
  "Schwarzer Hund",
];

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(rand, items) {
  return items[Math.floor(rand() * items.length)];
}

function headline(rand) {
  const trait = pick(rand, traits);
  return `${trait[0].toUpperCase()}${trait.slice(1)}er ${pick(rand, breeds)} sucht ein Zuhause`;
}

function description(rand, name) {
  const breed = pick(rand, breeds);
  const age = 1 + Math.floor(rand() * 12);
  const trait = pick(rand, traits);
  return [
    `<p>${name} ist ein${rand() < 0.5 ? "e" : ""} ${age}-jährige${rand() < 0.5 ? "r" : ""} ${breed}, ${trait} und freundlich zu Menschen. ` +
      `Auf der Finca hat ${name} schnell Vertrauen gefasst und&nbsp;genießt jeden Spaziergang.</p>`,
    `<p>Mit anderen Hunden ist ${name} <strong>verträglich</strong>, Katzen kennt ${name} ${rand() < 0.5 ? "noch nicht" : "und ignoriert sie"}. ` +
      `An der Leine läuft ${name} ordentlich, Autofahren ist <em>kein Problem</em>.</p>`,
    rand() < 0.4
      ? `<ul><li>geimpft und gechippt</li><li>kastriert</li><li>negativ getestet</li></ul>`
      : `<p>${name} ist geimpft, gechippt und reist mit EU-Heimtierausweis.</p>`,
    `<p>Für ${name} wünschen wir uns Menschen mit Zeit und Geduld. <a href="https://example.org/adoption" target="_blank">Mehr zur Adoption</a></p>`,
  ].join("\n");
}

/** The 300 dogs: ~40 % 'Hunde DE', ~30 % 'Hunde ES', ~15 % Residencia Monika, ~10 % hospice, the rest odd. */
export function makeFeed(count = 300, seed = 300) {
  const rand = random(seed);
  const dogs = [];
  for (let i = 0; i < count; i += 1) {
    const roll = rand();
    const species =
      roll < 0.4
        ? "Hunde DE"
        : roll < 0.7
          ? "Hunde ES"
          : roll < 0.85
            ? "Hunde Residencia Monika"
            : roll < 0.95
              ? "Hunde Hospiz"
              : "Hunde";
    const name = `${pick(rand, names)}${i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ""}`;
    const id =
      i % 25 === 7
        ? `${(0x1000000 + i).toString(16)}-bench-4e8a-9c1f-${String(i).padStart(12, "0")}`
        : 110000 + i * 7;
    const tags = [pick(rand, extraTags)];
    if (rand() < 0.3) tags.push(pick(rand, ["Patenschaften", "patenschaften", "PATENSCHAFTEN-2024"]));
    if (species !== "Hunde Hospiz" && rand() < 0.03) tags.push("Hospiz-Plaetze");
    const photos = 1 + Math.floor(rand() * 6);
    const imageIds = Array.from({ length: photos }, (_, n) => `img-${i}-${n + 1}`);
    dogs.push({
      id,
      title: name,
      name,
      species,
      tags,
      reserved: rand() < 0.15,
      mediated: rand() < 0.25,
      inGermany: rand() < 0.3,
      ...(rand() < 0.5
        ? { imageId: imageIds[0], imageIds }
        : { images: imageIds.map((imageId) => ({ id: imageId })) }),
      publicHeadline: headline(rand),
      publicDescription: description(rand, name),
    });
  }
  return { cacheTimestamp: "2026-11-20T08:30:00Z", dogs };
}

/** Writes the feed to `file` (default: a new temporary folder) and returns the path. */
export function writeFeed300(
  file = path.join(mkdtempSync(path.join(os.tmpdir(), "feed-300-")), "feed.json"),
) {
  writeFileSync(file, JSON.stringify(makeFeed()));
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${writeFeed300(process.argv[2])}\n`);
}
