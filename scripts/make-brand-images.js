// Draws the site's icons, default share cards and home hero from SVG with headless Chromium,
// so every image is made for this project and can be regenerated: `node scripts/make-brand-images.js`.
// The outputs under public/ are committed; run this again only when the brand changes.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");

const teal = "#0f5c4d";
const tealDark = "#0a3f35";
const gold = "#f5b942";
const cream = "#fafaf9";
// Single quotes: this goes into style="…" attributes.
const fonts = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif`;

// Same wording as app/i18n/messages (siteName) plus the share-card tagline of each language.
const cards = {
  de: {
    kicker: "Tierschutzverein",
    siteName: "Straßenhunde Spanien",
    tagline: "Adoptiere einen Straßenhund aus Spanien",
  },
  es: {
    kicker: "Asociación protectora",
    siteName: "Perros Callejeros de España",
    tagline: "Adopta un perro callejero de España",
  },
};

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The logo mark, taken from the React component so the two never drift apart. */
async function readLogoSvg() {
  const source = await readFile(path.join(root, "app/components/layout/logo.tsx"), "utf8");
  const match = source.match(/<svg[\s\S]*?<\/svg>/);
  if (!match) throw new Error("logo.tsx: no <svg> element found");
  const svg = match[0]
    .replace(/\s+className=\{className\}/, ' xmlns="http://www.w3.org/2000/svg"')
    .replace(/\s+(aria-hidden|focusable)="[^"]*"/g, "")
    .replace(/\n\s*/g, " ")
    .replace(/\s*(\/?>)\s*/g, "$1");
  if (svg.includes("{")) throw new Error("logo.tsx: unexpected JSX expression in the <svg>");
  return svg;
}

/** A standing dog seen from the side, facing right; about 120 x 90 units, feet at y = 90. */
function standingDog(fill) {
  return `<g fill="${fill}">
    <path d="M24 40C14 36 8 28 8 16" fill="none" stroke="${fill}" stroke-width="5" stroke-linecap="round"/>
    <path d="M82 56L84 86C84 89 86 90 88 90L80 90L77 60Z"/>
    <path d="M40 58C38 66 34 72 30 78L28 87C28 89 30 90 32 90L24 90L22 78L26 62Z"/>
    <path d="M24 38C40 33 60 35 74 32C80 27 84 20 87 14L89 2L96 11C100 10 103 12 106 15L116 18C119 19 119 23 116 24
      L105 27C100 28 97 31 96 35C94 40 93 44 92 48L94 86C95 89 97 90 99 90L89 90L87 62C74 62 58 62 48 56
      C47 62 47 66 45 70L40 80L42 87C43 89 45 90 47 90L36 90L33 84L31 77C26 70 20 60 20 50C20 44 21 40 24 38Z"/>
  </g>`;
}

/** A sitting dog facing right; about 75 x 100 units, on the ground at y = 100. */
function sittingDog(fill) {
  return `<g fill="${fill}">
    <path d="M16 96C6 98 -4 96 -10 90" fill="none" stroke="${fill}" stroke-width="5" stroke-linecap="round"/>
    <path d="M20 100C8 98 6 82 12 68C16 56 24 46 34 36C38 30 40 24 42 18L44 5L51 14C55 13 58 15 60 18L70 21
      C73 22 73 26 70 27L60 30C56 31 54 34 53 38C56 48 57 58 56 70L57 96C58 99 60 100 62 100L50 100L50 78
      C44 76 38 82 40 92L46 96C48 98 48 100 46 100Z"/>
  </g>`;
}

function cypress(x, baseY, height, fill) {
  const w = height / 6;
  return `<path fill="${fill}" d="M${x} ${baseY - height} C${x + w} ${baseY - height * 0.6} ${x + w} ${baseY - height * 0.15} ${x} ${baseY} C${x - w} ${baseY - height * 0.15} ${x - w} ${baseY - height * 0.6} ${x} ${baseY - height}Z"/>`;
}

function village(fill, windowFill) {
  const houses = [
    [1010, 338, 34, 22],
    [1040, 330, 28, 30],
    [1066, 336, 40, 24],
    [1102, 326, 26, 34],
    [1124, 334, 36, 26],
    [1156, 340, 30, 20],
    [1182, 332, 32, 28],
    [980, 344, 30, 16],
  ];
  const walls = houses
    .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h + 20}"/>`)
    .join("");
  const windows = houses
    .filter((_, i) => i % 2 === 0)
    .map(([x, y, w]) => `<rect x="${x + w / 2 - 2}" y="${y + 8}" width="4" height="5"/>`)
    .join("");
  return `<g fill="${fill}">${walls}<rect x="1088" y="292" width="14" height="40"/><path d="M1086 292 L1095 278 L1104 292Z"/></g>
    <g fill="${windowFill}" opacity="0.9">${windows}<rect x="1093" y="298" width="4" height="6"/></g>`;
}

function stars() {
  const points = [
    [120, 60],
    [260, 110],
    [410, 48],
    [560, 130],
    [700, 70],
    [860, 40],
    [330, 180],
    [90, 200],
    [640, 200],
    [960, 110],
    [1080, 60],
    [220, 30],
    [500, 90],
    [780, 150],
  ];
  return points
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 1.8 : 1.2}" fill="#fff" opacity="${0.35 + (i % 4) * 0.12}"/>`,
    )
    .join("");
}

/** The home hero: a Mediterranean coast at dusk, dogs on the near hill, darker on the left for text. */
function heroSvg(width, height) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1920 600" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b2a2b"/><stop offset="0.3" stop-color="#1f3b55"/>
      <stop offset="0.5" stop-color="#5a4a6a"/><stop offset="0.64" stop-color="#b8646a"/><stop offset="0.76" stop-color="#f0a35a"/>
    </linearGradient>
    <radialGradient id="glow" cx="1400" cy="372" r="420" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#ffd98a" stop-opacity="0.8"/><stop offset="0.3" stop-color="#f2a06a" stop-opacity="0.3"/>
      <stop offset="1" stop-color="#e88a6a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c9785c"/><stop offset="1" stop-color="#3f4f5c"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#041614" stop-opacity="0.82"/><stop offset="0.34" stop-color="#041614" stop-opacity="0.6"/>
      <stop offset="0.6" stop-color="#041614" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1920" height="600" fill="url(#sky)"/>
  ${stars()}
  <rect width="1920" height="600" fill="url(#glow)"/>
  <circle cx="1400" cy="372" r="64" fill="#ffe3a1"/>
  <rect y="372" width="1920" height="80" fill="url(#sea)"/>
  <g fill="#ffe3a1" opacity="0.6">
    <rect x="1352" y="380" width="96" height="3" rx="1.5"/><rect x="1368" y="392" width="64" height="3" rx="1.5"/>
    <rect x="1380" y="404" width="40" height="2.5" rx="1.2"/><rect x="1390" y="415" width="22" height="2" rx="1"/>
  </g>
  <path fill="#4a5560" d="M0 380 C140 350 260 340 420 362 C560 380 640 356 760 350 C880 344 930 362 1000 350 L1000 452 L0 452Z"/>
  <path fill="#3e4c55" d="M900 380 C960 352 1040 330 1120 326 C1200 322 1240 346 1290 380 C1318 398 1336 420 1350 452 L900 452Z"/>
  ${village("#3a4850", "#ffd27a")}
  <path fill="#263a3d" d="M0 440 C180 400 320 392 480 412 C640 432 760 420 900 410 C1040 400 1120 428 1260 432 C1400 436 1560 414 1720 420 C1820 424 1880 430 1920 434 L1920 600 L0 600Z"/>
  ${cypress(1560, 424, 120, "#1c2e30")}${cypress(1592, 428, 92, "#1c2e30")}${cypress(300, 406, 110, "#1c2e30")}
  <g fill="#1c2e30"><rect x="808" y="392" width="8" height="30"/><ellipse cx="812" cy="384" rx="46" ry="22"/><ellipse cx="786" cy="394" rx="26" ry="14"/><ellipse cx="840" cy="392" rx="28" ry="15"/></g>
  <path fill="#12201f" d="M0 520 C240 490 520 500 760 510 C980 518 1120 494 1280 480 C1400 470 1520 462 1660 470 C1780 478 1860 490 1920 498 L1920 600 L0 600Z"/>
  <g transform="translate(1300 380) scale(1.05)">${standingDog("#12201f")}</g>
  <g transform="translate(1452 368) scale(0.95)">${sittingDog("#12201f")}</g>
  <g transform="translate(1712 398) scale(-0.8 0.8)">${standingDog("#12201f")}</g>
  <rect width="1920" height="600" fill="url(#shade)"/>
</svg>`;
}

function page(body, width, height, background = "transparent") {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:${background}}
    svg{display:block}
  </style></head><body>${body}</body></html>`;
}

/** A square icon: the mark alone (transparent) or centred on a light tile with padding. */
function iconPage(logoSvg, size, padding) {
  if (padding === 0)
    return page(logoSvg.replace("<svg", `<svg width="${size}" height="${size}"`), size, size);
  const inner = Math.round(size * (1 - 2 * padding));
  const mark = logoSvg.replace("<svg", `<svg width="${inner}" height="${inner}"`);
  return page(
    `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${cream}">${mark}</div>`,
    size,
    size,
    cream,
  );
}

/** The default 1200 x 630 share card of one language. */
function shareCardPage(logoSvg, { kicker, siteName, tagline }) {
  const ground = `<svg width="1200" height="230" viewBox="0 0 1200 230" style="position:absolute;left:0;bottom:0">
    <path fill="${tealDark}" d="M0 172 C200 140 380 150 560 164 C760 180 900 140 1200 132 L1200 230 L0 230Z"/>
    <g transform="translate(830 54)">${standingDog(tealDark)}</g>
    <g transform="translate(968 40)">${sittingDog(tealDark)}</g>
    <rect y="218" width="1200" height="12" fill="${gold}"/>
  </svg>`;
  const mark = logoSvg.replace("<svg", `<svg width="200" height="200"`);
  // Long names would wrap onto three lines at the full size.
  const titleSize = siteName.length > 22 ? 64 : 76;
  return page(
    `<div style="position:relative;width:1200px;height:630px;background:${teal};font-family:${fonts};color:#fff">
      <div style="position:absolute;right:-120px;top:-170px;width:640px;height:640px;border-radius:50%;background:#126b5a"></div>
      <div style="position:absolute;left:84px;top:118px;width:700px">
        <div style="font-size:26px;font-weight:700;letter-spacing:.16em;text-transform:uppercase;color:${gold}">${kicker}</div>
        <div style="margin-top:22px;font-size:${titleSize}px;line-height:1.04;font-weight:800;letter-spacing:-.015em">${siteName}</div>
        <div style="margin-top:26px;font-size:34px;line-height:1.25;font-weight:600;color:#fde7b0;text-wrap:balance">${tagline}</div>
      </div>
      <div style="position:absolute;right:92px;top:110px;width:260px;height:260px;border-radius:50%;background:${cream};display:grid;place-items:center;box-shadow:0 0 0 14px ${gold}">${mark}</div>
      ${ground}
    </div>`,
    1200,
    630,
  );
}

async function render(browser, html, { width, height, type = "png", transparent = false }) {
  const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await tab.setContent(html, { waitUntil: "load" });
  const options = type === "jpeg" ? { type, quality: 80 } : { type, omitBackground: transparent };
  const image = await tab.screenshot({ ...options, clip: { x: 0, y: 0, width, height } });
  await tab.close();
  return image;
}

/** An .ico holding one 32 x 32 PNG (PNG-in-ICO, understood by every current browser). */
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

async function save(relativePath, data) {
  const file = path.join(publicDir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  console.log(`${relativePath} ${(data.length / 1024).toFixed(1)} KB`);
}

async function main() {
  const logoSvg = await readLogoSvg();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    await save("favicon.svg", `${logoSvg}\n`);
    const favicon = await render(browser, iconPage(logoSvg, 32, 0), {
      width: 32,
      height: 32,
      transparent: true,
    });
    await save("favicon.ico", icoFromPng(favicon, 32));
    await save(
      "apple-touch-icon.png",
      await render(browser, iconPage(logoSvg, 180, 0.12), { width: 180, height: 180 }),
    );
    for (const size of [192, 512]) {
      await save(
        `icon-${size}.png`,
        await render(browser, iconPage(logoSvg, size, 0.14), { width: size, height: size }),
      );
    }
    for (const [locale, card] of Object.entries(cards)) {
      await save(
        `share/og-${locale}.png`,
        await render(browser, shareCardPage(logoSvg, card), { width: 1200, height: 630 }),
      );
    }
    for (const [width, height] of [
      [1920, 600],
      [960, 300],
    ]) {
      const html = page(heroSvg(width, height), width, height);
      await save(
        `images/hero-${width}x${height}.jpg`,
        await render(browser, html, { width, height, type: "jpeg" }),
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
