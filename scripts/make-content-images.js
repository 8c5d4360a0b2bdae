// Draws the demo pictures of the blog posts and guides (flat illustrated scenes, no photos) from SVG
// with headless Chromium and saves them as 1200x630 JPEGs under server/content/demo-images/, where
// the content seed (server/content/seed.ts) copies them into DATA_DIR/storage/{bucket}/.
// Regenerate with `node scripts/make-content-images.js`; the JPEGs are committed.
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "server/content/demo-images");
const width = 1200;
const height = 630;
const budget = 80 * 1024;

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

const ink = "#2b1d16";

// ---------------------------------------------------------------------------------------------------
// Building blocks, all on a 1200 x 630 canvas.

let gradientCount = 0;

function sky(top, bottom) {
  const id = `sky${gradientCount++}`;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#${id})"/>`;
}

function sun(x, y, r, colour = "#fbbf24", glow = "#fde68a") {
  return `<circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="${glow}" opacity="0.45"/><circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`;
}

function moon(x, y, r) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fef3c7"/><circle cx="${x + r * 0.45}" cy="${y - r * 0.25}" r="${r * 0.85}" fill="#1e3a5f"/>`;
}

function stars(spots) {
  return spots.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fef9c3"/>`).join("");
}

function cloud(x, y, s, fill = "#ffffff", opacity = 0.9) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}" opacity="${opacity}">
    <ellipse cx="0" cy="0" rx="70" ry="24"/><circle cx="-26" cy="-14" r="28"/><circle cx="20" cy="-24" r="34"/></g>`;
}

/** A band of land: a smooth curve through the given heights, filled to the bottom. */
function hill(fill, points) {
  const step = width / (points.length - 1);
  let d = `M0 ${points[0]}`;
  for (let i = 1; i < points.length; i++) {
    const x0 = (i - 1) * step;
    const x1 = i * step;
    d += ` C${x0 + step / 2} ${points[i - 1]} ${x1 - step / 2} ${points[i]} ${x1} ${points[i]}`;
  }
  return `<path fill="${fill}" d="${d} L${width} ${height} L0 ${height}Z"/>`;
}

function tree(x, y, s, crown = "#4d7c0f", trunk = "#78350f") {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-8" y="-70" width="16" height="70" rx="4" fill="${trunk}"/>
    <circle cx="0" cy="-100" r="48" fill="${crown}"/><circle cx="-32" cy="-78" r="30" fill="${crown}"/><circle cx="32" cy="-80" r="32" fill="${crown}"/></g>`;
}

function olive(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-6 0 C-4 -30 -14 -50 -4 -70 L6 -70 C12 -50 6 -30 8 0Z" fill="#6b4f3a"/>
    <ellipse cx="0" cy="-92" rx="62" ry="34" fill="#7c9a5a"/><ellipse cx="-30" cy="-80" rx="30" ry="20" fill="#8bab66"/><ellipse cx="28" cy="-104" rx="30" ry="18" fill="#8bab66"/></g>`;
}

function palm(x, y, s) {
  const leaf = (r) =>
    `<path transform="rotate(${r})" d="M0 0 C30 -10 60 -6 90 14 C60 4 30 4 0 8Z" fill="#3f7d4e"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-6 0 C-2 -60 4 -120 14 -170 L24 -168 C14 -120 8 -60 8 0Z" fill="#8a6a45"/>
    <g transform="translate(18 -170)">${[-160, -120, -60, -20, 20].map(leaf).join("")}</g></g>`;
}

function heart(x, y, s, fill = "#f43f5e") {
  return `<path transform="translate(${x} ${y}) scale(${s})" fill="${fill}" d="M0 14 C-34 -10 -26 -40 0 -24 C26 -40 34 -10 0 14Z"/>`;
}

function paw(x, y, s, fill, rotate = 0) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})" fill="${fill}"><ellipse cx="0" cy="14" rx="22" ry="18"/>
    <ellipse cx="-22" cy="-12" rx="8" ry="11"/><ellipse cx="-7" cy="-24" rx="8" ry="11"/><ellipse cx="9" cy="-24" rx="8" ry="11"/><ellipse cx="24" cy="-12" rx="8" ry="11"/></g>`;
}

/**
 * A dog seen from the side, facing right, standing on (x, y). Options: fur, light (chest and muzzle),
 * ears ('flop' | 'up'), pose ('stand' | 'sit' | 'lie'), tail ('up' | 'down'), collar colour.
 */
function dog(x, y, s, o = {}) {
  const {
    fur = "#c08a5a",
    light = "#f1dcc0",
    ears = "flop",
    pose = "stand",
    tail = "up",
    collar = null,
    flip = false,
  } = o;
  const dark = o.dark ?? shade(fur);
  const head = `<g transform="translate(${pose === "lie" ? 118 : pose === "sit" ? 130 : 122} ${pose === "lie" ? -92 : pose === "sit" ? -214 : -176})">
      ${ears === "up" ? `<path d="M-26 -20 L-16 -78 L12 -30Z" fill="${dark}"/><path d="M-12 -26 L-2 -74 L22 -30Z" fill="${fur}"/>` : ""}
      <ellipse cx="0" cy="0" rx="40" ry="34" fill="${fur}"/>
      <path d="M18 -6 C40 -14 66 -8 74 6 C78 20 64 30 44 30 C28 30 14 22 10 12Z" fill="${light}"/>
      <ellipse cx="74" cy="2" rx="9" ry="7" fill="${ink}"/>
      <circle cx="14" cy="-10" r="5.5" fill="${ink}"/><circle cx="15.5" cy="-11.5" r="1.8" fill="#fff"/>
      <path d="M46 24 C52 30 60 30 66 26" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round"/>
      ${ears === "flop" ? `<path d="M-28 -26 C-8 -36 4 -24 0 -8 C-4 14 -12 34 -24 40 C-34 30 -40 0 -28 -26Z" fill="${dark}"/>` : ""}
      ${collar ? `<path d="M-30 26 C-14 40 10 42 22 36" stroke="${collar}" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="4" cy="46" r="6" fill="#fbbf24"/>` : ""}
    </g>`;
  const tailPath =
    tail === "up" ? "M-104 -128 C-130 -150 -140 -190 -120 -214" : "M-104 -112 C-132 -100 -144 -70 -140 -44";
  const tailSvg = `<path d="${tailPath}" stroke="${fur}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  let body;
  if (pose === "lie") {
    body = `<path d="${tailPath.replace("-104 -128", "-104 -40").replace("-130 -150 -140 -190 -120 -214", "-140 -40 -170 -30 -190 -10")}" stroke="${fur}" stroke-width="16" fill="none" stroke-linecap="round"/>
      <path d="M-110 -20 C-120 -60 -90 -84 -40 -86 L60 -88 C100 -90 120 -70 116 -40 L110 -6 L-100 -4Z" fill="${fur}"/>
      <path d="M40 -30 C70 -40 90 -30 100 -20 L80 -12 L40 -12Z" fill="${light}"/>
      <rect x="60" y="-18" width="96" height="20" rx="10" fill="${fur}"/><rect x="40" y="-14" width="100" height="18" rx="9" fill="${dark}"/>
      <ellipse cx="-70" cy="-14" rx="40" ry="22" fill="${dark}"/>
      <path d="M70 -70 C96 -86 112 -96 122 -104 L140 -74 C120 -64 100 -52 84 -40Z" fill="${fur}"/>`;
  } else if (pose === "sit") {
    body = `<path d="M-66 -12 C-100 -4 -124 -4 -150 -10" stroke="${fur}" stroke-width="16" fill="none" stroke-linecap="round"/>
      <path d="M-70 0 C-92 -70 -20 -150 70 -190 L128 -168 C114 -110 106 -60 102 0Z" fill="${fur}"/>
      <path d="M108 -150 C116 -110 112 -70 104 -40 C94 -80 96 -120 108 -150Z" fill="${light}"/>
      <ellipse cx="-18" cy="-52" rx="62" ry="50" fill="${dark}"/><ellipse cx="24" cy="-6" rx="34" ry="9" fill="${dark}"/>
      <rect x="58" y="-110" width="22" height="110" rx="10" fill="${dark}"/><rect x="84" y="-110" width="22" height="110" rx="10" fill="${fur}"/>
      <ellipse cx="74" cy="-3" rx="17" ry="7" fill="${dark}"/><ellipse cx="100" cy="-3" rx="17" ry="7" fill="${fur}"/>`;
  } else {
    const legs = [
      [-96, dark],
      [56, dark],
      [-70, fur],
      [82, fur],
    ]
      .map(
        ([lx, c]) =>
          `<rect x="${lx}" y="-104" width="22" height="104" rx="10" fill="${c}"/><ellipse cx="${lx + 14}" cy="-2" rx="16" ry="7" fill="${c}"/>`,
      )
      .join("");
    body = `${tailSvg}${legs}
      <path d="M-108 -140 C-80 -166 60 -170 100 -150 C124 -136 122 -96 100 -88 C40 -80 -60 -78 -96 -88 C-124 -96 -128 -124 -108 -140Z" fill="${fur}"/>
      <path d="M40 -94 C70 -96 96 -100 110 -110 C112 -96 104 -88 96 -86 C70 -82 50 -84 40 -94Z" fill="${light}"/>
      <path d="M80 -150 C96 -164 112 -178 122 -190 L150 -160 C132 -140 116 -120 104 -100Z" fill="${fur}"/>`;
  }
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${body}${head}</g>`;
}

/** A darker tone of a #rrggbb colour. */
function shade(hex, factor = 0.78) {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.round(v * factor));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

function person(x, y, s, o = {}) {
  const { shirt = "#0f766e", trousers = "#334155", skin = "#e0ac84", hair = "#4a2f1d", arm = "down" } = o;
  const armPath =
    arm === "out" ? "M-18 -150 C10 -140 40 -130 62 -120" : "M-18 -150 C-24 -120 -26 -100 -24 -80";
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-26" y="-96" width="20" height="96" rx="9" fill="${trousers}"/><rect x="2" y="-96" width="20" height="96" rx="9" fill="${shade(trousers)}"/>
    <path d="M-34 -86 C-40 -130 -30 -170 0 -176 C30 -170 40 -130 34 -86Z" fill="${shirt}"/>
    <path d="${armPath}" stroke="${shirt}" stroke-width="18" fill="none" stroke-linecap="round"/>
    <path d="M18 -150 C26 -126 30 -106 30 -90" stroke="${shade(shirt)}" stroke-width="18" fill="none" stroke-linecap="round"/>
    <circle cx="0" cy="-202" r="26" fill="${skin}"/><path d="M-27 -206 C-28 -236 26 -240 27 -208 C14 -222 -12 -222 -27 -206Z" fill="${hair}"/></g>`;
}

function van(x, y, s, colour = "#0f766e") {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 -150 L250 -150 C290 -150 320 -120 340 -80 L356 -60 L356 -24 L0 -24Z" fill="${colour}"/>
    <path d="M262 -136 C284 -134 300 -116 316 -84 L262 -84Z" fill="#cffafe"/>
    <rect x="20" y="-130" width="220" height="60" rx="10" fill="#ffffff" opacity="0.92"/>
    ${paw(70, -100, 0.8, colour)}${heart(130, -98, 0.9, "#f59e0b")}${paw(190, -100, 0.8, colour, 20)}
    <rect x="0" y="-40" width="356" height="16" fill="${shade(colour, 0.7)}"/>
    <circle cx="74" cy="-22" r="30" fill="#1f2937"/><circle cx="74" cy="-22" r="12" fill="#9ca3af"/>
    <circle cx="282" cy="-22" r="30" fill="#1f2937"/><circle cx="282" cy="-22" r="12" fill="#9ca3af"/>
    <rect x="340" y="-70" width="16" height="12" rx="3" fill="#fde68a"/></g>`;
}

function house(x, y, s, wall = "#fef3c7", roof = "#b45309") {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-110" y="-150" width="220" height="150" fill="${wall}"/>
    <path d="M-134 -146 L0 -250 L134 -146Z" fill="${roof}"/><rect x="-30" y="-90" width="60" height="90" rx="6" fill="#0f766e"/>
    <rect x="-90" y="-120" width="44" height="40" rx="4" fill="#bae6fd"/><rect x="46" y="-120" width="44" height="40" rx="4" fill="#bae6fd"/>
    ${heart(0, -176, 0.7, "#f43f5e")}</g>`;
}

function bowl(x, y, s, colour = "#f59e0b") {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-50 -30 L50 -30 L40 0 L-40 0Z" fill="${colour}"/>
    <ellipse cx="0" cy="-30" rx="50" ry="10" fill="${shade(colour)}"/><ellipse cx="0" cy="-32" rx="38" ry="6" fill="#92400e"/></g>`;
}

function dogBed(x, y, s, colour = "#0d9488") {
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="-26" rx="170" ry="40" fill="${colour}"/>
    <ellipse cx="0" cy="-36" rx="136" ry="26" fill="${shade(colour, 0.85)}"/><ellipse cx="0" cy="-38" rx="120" ry="20" fill="#ccfbf1"/></g>`;
}

function fence(x0, x1, y, colour = "#a16207") {
  let posts = "";
  for (let x = x0; x <= x1; x += 46)
    posts += `<rect x="${x}" y="${y - 70}" width="12" height="70" rx="3" fill="${colour}"/>`;
  return `${posts}<rect x="${x0 - 6}" y="${y - 56}" width="${x1 - x0 + 24}" height="10" fill="${colour}"/><rect x="${x0 - 6}" y="${y - 26}" width="${x1 - x0 + 24}" height="10" fill="${colour}"/>`;
}

function goat(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-46" y="-60" width="12" height="60" rx="5" fill="#e7e5e4"/><rect x="30" y="-60" width="12" height="60" rx="5" fill="#e7e5e4"/>
    <rect x="-30" y="-60" width="12" height="60" rx="5" fill="#d6d3d1"/><rect x="16" y="-60" width="12" height="60" rx="5" fill="#d6d3d1"/>
    <ellipse cx="0" cy="-74" rx="60" ry="30" fill="#f5f5f4"/>
    <path d="M44 -90 L70 -130 L86 -110 L66 -78Z" fill="#f5f5f4"/><ellipse cx="84" cy="-118" rx="22" ry="15" fill="#f5f5f4"/>
    <path d="M72 -130 C70 -150 80 -156 88 -150" stroke="#a8a29e" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M96 -110 L100 -94" stroke="#d6d3d1" stroke-width="6" stroke-linecap="round"/><circle cx="88" cy="-122" r="3" fill="${ink}"/></g>`;
}

/** A plus in a circle: medical care. */
function medical(x, y, s, colour = "#e11d48") {
  return `<g transform="translate(${x} ${y}) scale(${s})"><circle r="46" fill="#ffffff"/>
    <path d="M-12 -30 H12 V-12 H30 V12 H12 V30 H-12 V12 H-30 V-12 H-12Z" fill="${colour}"/></g>`;
}

function shield(x, y, s, colour = "#0f766e") {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -90 L74 -62 C74 10 44 60 0 86 C-44 60 -74 10 -74 -62Z" fill="${colour}"/>
    <path d="M0 -70 L56 -48 C56 6 34 44 0 64Z" fill="#ffffff" opacity="0.18"/>${paw(0, 0, 1.3, "#ffffff")}</g>`;
}

function clipboard(x, y, s) {
  const line = (ly, done) =>
    `<rect x="-8" y="${ly - 6}" width="80" height="10" rx="5" fill="#d6d3d1"/>${done ? `<path d="M-40 ${ly - 2} l10 10 l18 -20" stroke="#0f766e" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` : `<rect x="-42" y="${ly - 12}" width="22" height="22" rx="4" fill="none" stroke="#a8a29e" stroke-width="4"/>`}`;
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-70" y="-110" width="160" height="210" rx="14" fill="#b45309"/>
    <rect x="-58" y="-94" width="136" height="182" rx="8" fill="#ffffff"/><rect x="-20" y="-122" width="60" height="26" rx="8" fill="#78716c"/>
    ${line(-56, true)}${line(-14, true)}${line(28, true)}${line(70, false)}</g>`;
}

function calendar(x, y, s, mark = "#f59e0b") {
  let cells = "";
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 5; c++) {
      const fill = r === 1 && c === 3 ? mark : "#e7e5e4";
      cells += `<rect x="${-84 + c * 36}" y="${-30 + r * 30}" width="26" height="22" rx="4" fill="${fill}"/>`;
    }
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-100" y="-90" width="200" height="170" rx="14" fill="#ffffff"/>
    <rect x="-100" y="-90" width="200" height="44" rx="14" fill="#0f766e"/><rect x="-100" y="-60" width="200" height="14" fill="#0f766e"/>
    <rect x="-60" y="-104" width="12" height="30" rx="6" fill="#44403c"/><rect x="48" y="-104" width="12" height="30" rx="6" fill="#44403c"/>${cells}</g>`;
}

function htmlPage(inner) {
  return `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#fff}svg{display:block}</style></head>
    <body><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg></body></html>`;
}

/** A leash from a hand to a collar, sagging a little. */
function leash(x0, y0, x1, y1, colour = "#b91c1c") {
  const mx = (x0 + x1) / 2;
  const my = Math.max(y0, y1) + 30;
  return `<path d="M${x0} ${y0} Q${mx} ${my} ${x1} ${y1}" stroke="${colour}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}

function wall(colour, floor = "#d6b38a") {
  return `<rect width="${width}" height="${height}" fill="${colour}"/><rect y="500" width="${width}" height="130" fill="${floor}"/>
    <rect y="494" width="${width}" height="10" fill="${shade(floor, 0.85)}"/>`;
}

function windowFrame(x, y, w, h, inside) {
  return `<g transform="translate(${x} ${y})"><rect x="-10" y="-10" width="${w + 20}" height="${h + 20}" rx="8" fill="#fafaf9"/>
    <svg x="0" y="0" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inside}</svg>
    <rect x="${w / 2 - 5}" y="0" width="10" height="${h}" fill="#fafaf9"/><rect x="0" y="${h / 2 - 5}" width="${w}" height="10" fill="#fafaf9"/></g>`;
}

function plant(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-30 -50 L30 -50 L22 0 L-22 0Z" fill="#c2410c"/>
    <path d="M0 -50 C-10 -90 -40 -110 -60 -112 C-50 -90 -30 -70 0 -50Z" fill="#15803d"/><path d="M0 -50 C10 -100 40 -126 64 -124 C54 -96 30 -70 0 -50Z" fill="#16a34a"/>
    <path d="M0 -50 C0 -100 -4 -130 4 -150 C14 -120 12 -90 0 -50Z" fill="#22c55e"/></g>`;
}

function sea(y) {
  let waves = "";
  for (let x = 40; x < width; x += 140)
    waves += `<path d="M${x} ${y + 30} q20 -12 40 0" stroke="#e0f2fe" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return `<rect y="${y}" width="${width}" height="${height - y}" fill="#38bdf8"/>${waves}`;
}

function road(y, colour = "#57534e") {
  let dashes = "";
  for (let x = 0; x < width; x += 120)
    dashes += `<rect x="${x}" y="${y + 44}" width="60" height="8" rx="4" fill="#fde68a"/>`;
  return `<rect y="${y}" width="${width}" height="96" fill="${colour}"/>${dashes}`;
}

function pin(x, y, colour) {
  return `<g transform="translate(${x} ${y})"><path d="M0 0 C-30 -40 -30 -80 0 -80 C30 -80 30 -40 0 0Z" fill="${colour}"/><circle cy="-52" r="11" fill="#fff"/></g>`;
}

const fawn = { fur: "#c9965f", light: "#f3e2c7" };
const black = { fur: "#3f3a36", light: "#e7e5e4", dark: "#2a2623" };
const white = { fur: "#eee8df", light: "#ffffff", dark: "#cfc6b8" };
const red = { fur: "#b4532a", light: "#f5d0a9" };
const grey = { fur: "#9a948c", light: "#e7e5e4" };

const blogScenes = {
  "rescue-2024.jpg":
    () => `${sky("#fcd9a8", "#fdf2e1")}${sun(930, 150, 70)}${cloud(250, 120, 1.2)}${cloud(640, 90, 0.8)}
    ${hill("#b9cf8f", [420, 390, 430, 400, 440])}${olive(140, 430, 1.2)}${olive(1060, 420, 1.4)}${hill("#8fb56b", [520, 500, 530, 510, 520])}
    ${dog(250, 570, 1.2, { ...fawn, ears: "up", collar: "#0f766e" })}${dog(560, 585, 1.3, { ...black, pose: "sit", collar: "#f59e0b" })}
    ${dog(1060, 575, 1.15, { ...white, tail: "up", collar: "#e11d48", ears: "flop", flip: true })}
    ${heart(660, 200, 1.6)}${heart(820, 280, 1.1, "#fb7185")}${heart(420, 270, 0.9, "#fb923c")}`,
  "rescue-2024-street.jpg":
    () => `${sky("#bae6fd", "#fef3c7")}${sun(1040, 110, 60)}${hill("#e6c79c", [380, 360, 390, 370, 380])}
    ${palm(180, 420, 1.3)}${palm(1080, 430, 1.1)}${road(430)}${hill("#d9b98a", [540, 530, 545, 535, 540])}
    ${dog(760, 600, 1.15, { ...grey, pose: "sit", tail: "down", flip: true, dark: "#7c766f" })}
    ${person(470, 600, 1.25, { shirt: "#0f766e", arm: "out" })}${heart(560, 230, 1.2, "#fb7185")}`,
  "rescue-2024-vet.jpg": () => `${wall("#ccfbf1", "#e7e5e4")}${medical(220, 170, 1.3)}
    ${windowFrame(900, 90, 200, 150, `${sky("#7dd3fc", "#e0f2fe")}${sun(160, 40, 26)}`)}
    <rect x="380" y="380" width="460" height="26" rx="8" fill="#94a3b8"/><rect x="420" y="406" width="20" height="100" fill="#64748b"/><rect x="780" y="406" width="20" height="100" fill="#64748b"/>
    ${dog(610, 382, 1.05, { ...red, collar: "#0f766e" })}${person(960, 560, 1.35, { shirt: "#f8fafc", trousers: "#0f766e", hair: "#1c1917" })}
    ${heart(610, 110, 1.2)}`,
  "rescue-2024-home.jpg":
    () => `${sky("#a5f3fc", "#f0fdfa")}${sun(150, 120, 60)}${cloud(520, 100, 1)}${cloud(980, 140, 0.9)}
    ${hill("#86c06c", [480, 470, 490, 480, 475])}${house(900, 500, 1.35)}${tree(140, 510, 1.4)}
    ${fence(40, 560, 560, "#d6d3d1")}${hill("#6aa84f", [560, 555, 565, 560, 560])}
    ${person(300, 600, 1.15, { shirt: "#0f766e", hair: "#a16207" })}${person(430, 600, 1.25, { shirt: "#f59e0b", arm: "out" })}
    ${dog(700, 605, 1.1, { ...fawn, collar: "#e11d48", flip: true })}${heart(570, 280, 1.4)}`,
  "transport-day.jpg":
    () => `${sky("#7dd3fc", "#e0f2fe")}${sun(180, 110, 55)}${cloud(520, 110, 1.1)}${cloud(900, 80, 0.9)}
    ${hill("#a3c585", [380, 340, 370, 330, 360])}${tree(980, 420, 0.9)}${tree(1100, 430, 1.1)}${tree(80, 430, 1)}
    ${hill("#8db56f", [440, 430, 445, 435, 440])}${road(450)}${van(440, 540, 1.45)}
    ${hill("#7aa85d", [560, 550, 565, 555, 560])}`,
  "finca-chaos.jpg":
    () => `${sky("#fde68a", "#fef9ec")}${sun(1050, 120, 65)}${hill("#d4b483", [330, 300, 340, 310, 330])}
    ${olive(120, 380, 1)}${olive(360, 360, 0.8)}${house(640, 400, 0.7, "#fafaf9", "#c2410c")}${olive(1120, 370, 1)}
    ${hill("#c9b27c", [420, 410, 430, 415, 420])}${fence(60, 1150, 480, "#92400e")}
    ${goat(230, 455, 0.9)}${goat(960, 450, 0.8)}
    ${dog(260, 610, 1, { ...black, collar: "#f59e0b" })}${dog(700, 600, 1.05, { ...fawn, ears: "up", pose: "sit", flip: true })}
    ${dog(980, 615, 0.95, { ...red, tail: "up" })}`,
  "hospice.jpg": () => `${wall("#fde7c8", "#c8a27a")}
    ${windowFrame(
      780,
      70,
      300,
      220,
      `<rect width="300" height="220" fill="#1e3a5f"/>${moon(200, 70, 34)}${stars([
        [50, 40, 3],
        [110, 90, 2],
        [260, 150, 3],
        [60, 170, 2],
        [150, 30, 2],
      ])}`,
    )}
    ${plant(170, 500, 1.3)}${dogBed(560, 560, 1.5, "#b45309")}${dog(520, 532, 1.35, { ...grey, pose: "lie", dark: "#7c766f", collar: "#0f766e" })}
    ${heart(380, 200, 1.2)}${heart(300, 280, 0.8, "#fb923c")}`,
  "foster-home.jpg": () => `${wall("#e0f2fe", "#d6b38a")}
    ${windowFrame(120, 80, 260, 190, `${sky("#7dd3fc", "#f0f9ff")}${tree(200, 210, 0.8)}${cloud(80, 60, 0.6)}`)}
    <rect x="620" y="330" width="460" height="150" rx="30" fill="#0f766e"/><rect x="600" y="400" width="500" height="100" rx="24" fill="#115e59"/>
    ${person(860, 600, 1.25, { shirt: "#f59e0b", arm: "out" })}${dog(520, 605, 1.2, { ...fawn, flip: true, collar: "#e11d48" })}
    ${bowl(250, 600, 1.2)}${plant(1130, 600, 1)}${heart(700, 200, 1.3)}`,
};

const guideScenes = {
  "guide-preparation.jpg":
    () => `${sky("#ecfeff", "#cffafe")}${paw(120, 110, 1.2, "#a5f3fc", -20)}${paw(1110, 330, 1.4, "#a5f3fc", 25)}
    ${paw(1040, 120, 1, "#a5f3fc", 10)}${clipboard(300, 330, 1.5)}${dogBed(740, 540, 1.3, "#f59e0b")}
    ${bowl(1040, 560, 1.3, "#0f766e")}<path d="M560 220 C640 150 760 160 820 230 C860 280 900 300 960 290" stroke="#b91c1c" stroke-width="10" fill="none" stroke-linecap="round"/>
    <circle cx="560" cy="220" r="16" fill="none" stroke="#b91c1c" stroke-width="8"/><rect x="950" y="280" width="30" height="22" rx="5" fill="#78716c"/>
    ${dog(740, 508, 0.9, { ...black, pose: "lie", collar: "#f59e0b" })}`,
  "guide-first-days.jpg": () => `${wall("#fef3c7", "#d6b38a")}${calendar(260, 210, 1.1)}
    ${windowFrame(820, 90, 240, 170, `${sky("#7dd3fc", "#f0f9ff")}${sun(60, 50, 24)}${cloud(170, 90, 0.5)}`)}
    ${dogBed(640, 565, 1.5, "#0d9488")}${dog(600, 537, 1.35, { ...fawn, pose: "lie", ears: "up" })}${bowl(1000, 590, 1.2)}${plant(140, 600, 1.2)}`,
  "first-days-rest.jpg": () => `${wall("#ede9fe", "#c4a484")}${windowFrame(
    150,
    90,
    220,
    180,
    `<rect width="220" height="180" fill="#1e3a5f"/>${moon(150, 60, 28)}${stars([
      [40, 40, 3],
      [90, 120, 2],
      [180, 150, 2],
    ])}`,
  )}
    ${plant(1080, 520, 1.3)}${dogBed(640, 575, 1.7, "#7c3aed")}${dog(600, 545, 1.5, { ...white, pose: "lie", collar: "#0f766e" })}${heart(880, 250, 1)}`,
  "first-days-walk.jpg": () => `${sky("#bbf7d0", "#f0fdf4")}${sun(1040, 110, 55)}${cloud(300, 100, 1)}
    ${hill("#86c06c", [400, 380, 410, 390, 400])}${tree(120, 430, 1.3)}${tree(330, 420, 1)}${tree(1080, 440, 1.2)}
    ${hill("#6aa84f", [470, 460, 480, 470, 470])}<path d="M0 600 C300 520 700 540 1200 500 L1200 630 L0 630Z" fill="#e7d7b6"/>
    ${person(560, 590, 1.3, { shirt: "#0f766e", arm: "out" })}${dog(820, 600, 1.15, { ...red, collar: "#0f766e" })}
    ${leash(636, 434, 945, 420)}`,
  "guide-mediterranean.jpg": () => `${sky("#fde68a", "#fff7ed")}${sun(200, 150, 60)}${sea(330)}
    <path d="M0 470 C300 430 800 450 1200 420 L1200 630 L0 630Z" fill="#fcd9a8"/>${palm(1080, 470, 1.2)}
    ${dog(560, 600, 1.35, { ...fawn, pose: "sit", ears: "up", collar: "#e11d48" })}${medical(940, 190, 1.3, "#0f766e")}${heart(340, 420, 1)}`,
  "guide-transport.jpg": () => `${sky("#e0f2fe", "#f0f9ff")}
    <path d="M60 560 C240 540 300 420 460 400 C620 380 700 260 860 230 C980 210 1040 150 1110 120" stroke="#0f766e" stroke-width="8" stroke-dasharray="22 18" fill="none" stroke-linecap="round"/>
    ${pin(150, 545, "#f59e0b")}${pin(1100, 135, "#0f766e")}${calendar(1000, 440, 0.9)}
    ${van(300, 330, 0.9, "#0f766e")}${dog(560, 600, 1.1, { ...black, collar: "#f59e0b" })}${heart(820, 330, 1.1)}`,
  "guide-neutering.jpg":
    () => `${sky("#fce7f3", "#fff1f2")}${paw(130, 120, 1.1, "#fbcfe8", -15)}${paw(1080, 520, 1.3, "#fbcfe8", 20)}
    ${medical(330, 220, 1.4, "#0f766e")}${dog(640, 580, 1.45, { ...red, pose: "sit", collar: "#0f766e" })}${heart(940, 240, 1.3)}
    ${hill("#f9a8d4", [590, 585, 595, 590, 590])}`,
  "guide-insurance.jpg": () => `${sky("#ccfbf1", "#f0fdfa")}${shield(280, 290, 1.6)}${cloud(900, 110, 1)}
    ${hill("#99d3b8", [520, 510, 525, 515, 520])}${person(700, 590, 1.25, { shirt: "#f59e0b", arm: "out" })}
    ${dog(930, 595, 1.05, { ...grey, collar: "#e11d48", dark: "#7c766f" })}${leash(776, 434, 1061, 422)}`,
};

const scenes = [
  ...Object.entries(blogScenes).map(([name, draw]) => ({ bucket: "blog-images", name, svg: draw() })),
  ...Object.entries(guideScenes).map(([name, draw]) => ({ bucket: "guide-images", name, svg: draw() })),
];

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    for (const scene of scenes) {
      const dir = path.join(outDir, scene.bucket);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, scene.name);
      await page.setContent(htmlPage(scene.svg));
      let quality = 82;
      for (;;) {
        await page.screenshot({ path: file, type: "jpeg", quality, clip: { x: 0, y: 0, width, height } });
        const { size } = await stat(file);
        if (size < budget || quality <= 40) {
          console.log(
            `${path.relative(root, file)}  ${(size / 1024).toFixed(1)} KB  q${quality}${size < budget ? "" : "  (over budget)"}`,
          );
          break;
        }
        quality -= 6;
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
