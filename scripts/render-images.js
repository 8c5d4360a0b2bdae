// Renders the site's pictures from their SVG sources into the raster files it serves, with the
// shared headless Chromium: `node scripts/render-images.js [part of an output's path …]` (no
// argument: every picture). Every picture is drawn for this project (no photos); the sources are under
// assets/images/ (README.md there says which is which), the mark of the icons is public/favicon.svg.
// The outputs are committed: run this only after changing a source.
import { readdir, readFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../tests/support/chromium.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sources = path.join(root, "assets/images");
const cream = "#fafaf9";

/**
 * What is made from which source: `file` (relative to the repository), its size, and its form: a
 * JPEG at `quality`, lowered in steps of 6 (down to 40) until it is at most `maxBytes`; a PNG,
 * optionally the mark centred on a light `tile` with that share of padding on each side; or a
 * 32 x 32 .ico (transparent around the mark).
 */
async function outputs() {
  const list = [];
  const jpeg = (source, file, [width, height], quality, maxBytes = Infinity) =>
    list.push({ source, file, width, height, type: "jpeg", quality, maxBytes });
  const png = (source, file, [width, height], tile) =>
    list.push({ source, file, width, height, type: "png", tile });

  // The mark as favicon and as app icons; the default share cards; the home page's hero.
  list.push({ source: "favicon", file: "public/favicon.ico", width: 32, height: 32, type: "ico" });
  png("favicon", "public/apple-touch-icon.png", [180, 180], 0.12);
  png("favicon", "public/icon-192.png", [192, 192], 0.14);
  png("favicon", "public/icon-512.png", [512, 512], 0.14);
  png("brand/share-de.svg", "public/share/og-de.png", [1200, 630]);
  png("brand/share-es.svg", "public/share/og-es.png", [1200, 630]);
  jpeg("brand/hero.svg", "public/images/hero-1920x600.jpg", [1920, 600], 80);
  jpeg("brand/hero.svg", "public/images/hero-960x300.jpg", [960, 300], 80);

  // The demo dog portraits (server/dogs/demo/images.ts) and the placeholder, also served from public/.
  const dogBudgets = { 1000: 90 * 1024, 500: 35 * 1024 };
  for (const name of await svgNames("dogs"))
    for (const size of [1000, 500]) {
      const files = [`server/dogs/demo/images/${name}-${size}.jpg`];
      if (name === "placeholder") files.push(`public/images/dog-placeholder-${size}.jpg`);
      for (const file of files) jpeg(`dogs/${name}.svg`, file, [size, size], 78, dogBudgets[size]);
    }

  // The pictures of the demo blog posts and guides, copied into their storage buckets by the seed.
  for (const [folder, bucket] of Object.entries({ blog: "blog-images", guides: "guide-images" }))
    for (const name of await svgNames(folder)) {
      const file = `server/content/demo-images/${bucket}/${name}.jpg`;
      jpeg(`${folder}/${name}.svg`, file, [1200, 630], 82, 80 * 1024);
    }

  // The partner pages' pictures, at the widths their content gives them (default: as drawn); a
  // picture made at two widths has the width in its file name.
  const widths = {
    "finca-hero": [1600, 800],
    "residencia-hero": [1600, 800],
    "finca-plan-de": [1600, 800],
    "finca-plan-es": [1600, 800],
    "hospice-founder": [600],
  };
  for (const name of await svgNames("partners")) {
    const source = `partners/${name}.svg`;
    const [drawnWidth, drawnHeight] = await drawnSize(source);
    const sizes = widths[name] ?? [drawnWidth];
    for (const width of sizes) {
      const file = `public/images/partners/${sizes.length > 1 ? `${name}-${width}` : name}.jpg`;
      jpeg(source, file, [width, (width * drawnHeight) / drawnWidth], 82, 80_000);
    }
  }
  return list;
}

async function svgNames(folder) {
  const files = await readdir(path.join(sources, folder));
  return files
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -".svg".length))
    .sort();
}

function readSource(source) {
  return readFile(
    source === "favicon" ? path.join(root, "public/favicon.svg") : path.join(sources, source),
    "utf8",
  );
}

/** Width and height of a source's viewBox. */
async function drawnSize(source) {
  const viewBox = (await readSource(source)).match(/<svg[^>]*\sviewBox="0 0 (\d+) (\d+)"/);
  if (!viewBox) throw new Error(`${source}: no viewBox on the <svg> element`);
  return [Number(viewBox[1]), Number(viewBox[2])];
}

/** The page Chromium photographs: the drawing at the output's size, or the mark centred on a tile. */
function page(svg, { width, height, tile }) {
  let body;
  if (tile === undefined) body = svg.replace("<svg ", `<svg width="${width}" height="${height}" `);
  else {
    const inner = Math.round(width * (1 - 2 * tile));
    const mark = svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `);
    body = `<div style="width:${width}px;height:${height}px;display:grid;place-items:center;background:${cream}">${mark}</div>`;
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:transparent}
    svg{display:block}
  </style></head><body>${body}</body></html>`;
}

async function render(browser, output) {
  const { width, height, type } = output;
  const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    await tab.setContent(page(await readSource(output.source), output), { waitUntil: "load" });
    const clip = { x: 0, y: 0, width, height };
    if (type !== "jpeg") {
      // The favicon keeps its transparent corners; icons and share cards are opaque.
      const png = await tab.screenshot({ type: "png", omitBackground: type === "ico", clip });
      return { image: type === "ico" ? icoFromPng(png, width) : png };
    }
    for (let quality = output.quality; quality >= 40; quality -= 6) {
      const image = await tab.screenshot({ type: "jpeg", quality, clip });
      if (image.length <= output.maxBytes) return { image, quality };
    }
    throw new Error(`${output.file}: over ${output.maxBytes} bytes even at JPEG quality 40`);
  } finally {
    await tab.close();
  }
}

/** An .ico holding one PNG (PNG-in-ICO, understood by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

const only = process.argv.slice(2);
const wanted = (await outputs()).filter(
  (output) => only.length === 0 || only.some((part) => output.file.includes(part)),
);
const browser = await launchChromium();
try {
  for (const output of wanted) {
    const { image, quality } = await render(browser, output);
    const file = path.join(root, output.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, image);
    console.log(`${output.file}  ${(image.length / 1024).toFixed(1)} KB${quality ? `  q${quality}` : ""}`);
  }
} finally {
  await browser.close();
}
