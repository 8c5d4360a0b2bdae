// Draws the pictures of the hospice, Finca Chaos and Residencia Monika pages from SVG with headless
// Chromium, so every picture is made for this project and can be regenerated:
// `node scripts/make-partner-images.js`. The JPEGs under public/images/partners/ are committed;
// the sizes here must match app/content/pages/{hospice,finca-chaos,residencia-monika}.ts.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public/images/partners");
const maxBytes = 80_000;

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
const fonts = `'Liberation Sans', 'DejaVu Sans', Arial, sans-serif`;

// ---------------------------------------------------------------------------------------------------
// Animals. Each is drawn facing right with its feet on y = 0; `place` moves, scales and mirrors it.

function place(x, y, s, flip, body) {
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${body}</g>`;
}

function ear(style, dark, x, y) {
  if (style === "up")
    return `<path fill="${dark}" d="M${x - 6} ${y + 8} L${x - 2} ${y - 14} L${x + 8} ${y + 4}Z"/>`;
  return `<path fill="${dark}" d="M${x - 8} ${y} C${x - 4} ${y - 8} ${x + 8} ${y - 6} ${x + 6} ${y + 4} L${x + 2} ${y + 18} C${x - 4} ${y + 20} ${x - 10} ${y + 14} ${x - 8} ${y}Z"/>`;
}

/** A standing dog, about 126 wide and 86 tall. */
function standingDog({ x, y, s = 1, flip = false, fur, dark, chest, ears = "flop", collar }) {
  return place(
    x,
    y,
    s,
    flip,
    `<path d="M16 -50 C4 -56 0 -68 6 -80" fill="none" stroke="${fur}" stroke-width="7" stroke-linecap="round"/>
    <rect x="28" y="-42" width="10" height="42" rx="5" fill="${dark}"/><rect x="82" y="-42" width="10" height="42" rx="5" fill="${dark}"/>
    <rect x="16" y="-44" width="11" height="44" rx="5" fill="${fur}"/><rect x="70" y="-44" width="11" height="44" rx="5" fill="${fur}"/>
    <ellipse cx="52" cy="-50" rx="42" ry="17" fill="${fur}"/>
    <path fill="${fur}" d="M76 -60 C84 -72 94 -78 102 -72 L106 -54 C100 -42 88 -38 78 -40Z"/>
    ${chest ? `<ellipse cx="92" cy="-50" rx="10" ry="12" fill="${chest}"/>` : ""}
    <ellipse cx="104" cy="-76" rx="15" ry="13" fill="${fur}"/>
    <path fill="${fur}" d="M108 -82 L126 -75 C129 -70 127 -65 122 -65 L106 -64Z"/>
    <circle cx="126" cy="-73" r="3.4" fill="${ink}"/><circle cx="108" cy="-79" r="2.4" fill="${ink}"/>
    ${ear(ears, dark, 98, ears === "up" ? -90 : -86)}
    ${collar ? `<path d="M92 -70 L98 -58" stroke="${collar}" stroke-width="6" stroke-linecap="round"/>` : ""}`,
  );
}

/** A sitting dog, about 90 wide and 92 tall. */
function sittingDog({ x, y, s = 1, flip = false, fur, dark, chest, ears = "flop", collar }) {
  return place(
    x,
    y,
    s,
    flip,
    `<path d="M12 -4 C0 -2 -8 -6 -14 -12" fill="none" stroke="${fur}" stroke-width="7" stroke-linecap="round"/>
    <rect x="40" y="-44" width="10" height="44" rx="5" fill="${dark}"/>
    <path fill="${fur}" d="M6 -8 C4 -42 28 -66 52 -70 L66 -62 C68 -42 64 -20 60 0 L14 0 C8 0 6 -4 6 -8Z"/>
    <ellipse cx="26" cy="-18" rx="22" ry="18" fill="${dark}" opacity="0.35"/>
    <rect x="52" y="-46" width="11" height="46" rx="5" fill="${fur}"/>
    ${chest ? `<ellipse cx="58" cy="-52" rx="9" ry="13" fill="${chest}"/>` : ""}
    <ellipse cx="64" cy="-80" rx="15" ry="13" fill="${fur}"/>
    <path fill="${fur}" d="M68 -86 L86 -79 C89 -74 87 -69 82 -69 L66 -68Z"/>
    <circle cx="86" cy="-77" r="3.4" fill="${ink}"/><circle cx="68" cy="-83" r="2.4" fill="${ink}"/>
    ${ear(ears, dark, 58, ears === "up" ? -94 : -90)}
    ${collar ? `<path d="M54 -72 L62 -62" stroke="${collar}" stroke-width="6" stroke-linecap="round"/>` : ""}`,
  );
}

/** A dog lying down with its head on its paws, eyes shut; about 130 wide and 40 tall. */
function lyingDog({ x, y, s = 1, flip = false, fur, dark, ears = "flop" }) {
  return place(
    x,
    y,
    s,
    flip,
    `<path d="M10 -8 C-2 -6 -10 -2 -16 -4" fill="none" stroke="${fur}" stroke-width="7" stroke-linecap="round"/>
    <ellipse cx="52" cy="-16" rx="46" ry="16" fill="${fur}"/>
    <ellipse cx="24" cy="-16" rx="18" ry="14" fill="${dark}" opacity="0.35"/>
    <rect x="84" y="-9" width="36" height="9" rx="4.5" fill="${fur}"/>
    <ellipse cx="100" cy="-24" rx="15" ry="12" fill="${fur}"/>
    <path fill="${fur}" d="M104 -30 L122 -22 C124 -18 122 -14 118 -14 L102 -14Z"/>
    <circle cx="122" cy="-21" r="3" fill="${ink}"/>
    <path d="M100 -27 q4 3 8 0" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>
    ${ear(ears, dark, 94, -32)}`,
  );
}

/** A goat, about 110 wide and 100 tall. */
function goat({ x, y, s = 1, flip = false, coat, dark, grazing = false }) {
  const head = grazing
    ? `<path fill="${coat}" d="M74 -58 C84 -50 90 -36 92 -22 L100 -18 C104 -14 102 -8 96 -8 L86 -10 C80 -24 74 -36 66 -46Z"/>
       <path d="M86 -26 C80 -36 82 -44 88 -46" fill="none" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>`
    : `<path fill="${coat}" d="M70 -60 C76 -74 84 -86 92 -90 L102 -78 C98 -72 92 -66 86 -56Z"/>
       <ellipse cx="98" cy="-86" rx="9" ry="14" transform="rotate(55 98 -86)" fill="${coat}"/>
       <path fill="${dark}" d="M100 -76 L104 -64 L96 -70Z"/>
       <path d="M92 -96 C86 -108 78 -110 72 -104" fill="none" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>
       <path fill="${dark}" d="M88 -92 L78 -90 L86 -86Z"/>
       <circle cx="100" cy="-90" r="2.2" fill="${ink}"/>`;
  return place(
    x,
    y,
    s,
    flip,
    `<rect x="24" y="-40" width="7" height="40" rx="3" fill="${dark}"/><rect x="68" y="-40" width="7" height="40" rx="3" fill="${dark}"/>
    <rect x="14" y="-42" width="7" height="42" rx="3" fill="${coat}"/><rect x="58" y="-42" width="7" height="42" rx="3" fill="${coat}"/>
    <path fill="${coat}" d="M10 -58 L4 -70 L14 -62Z"/>
    <ellipse cx="44" cy="-50" rx="38" ry="18" fill="${coat}"/>
    ${head}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// People, seen from the front; feet on y = 0, about 180 tall at scale 1.

function person({
  x,
  y,
  s = 1,
  skin,
  hair,
  hairStyle = "short",
  shirt,
  trousers,
  armsOut = false,
  holding = "",
}) {
  const hairShape = {
    short: `<path fill="${hair}" d="M-17 -160 C-18 -180 18 -182 17 -160 C12 -168 -10 -170 -17 -160Z"/>`,
    long: `<path fill="${hair}" d="M-18 -150 C-24 -186 24 -186 18 -150 L20 -128 L12 -132 L12 -160 C4 -166 -6 -166 -12 -160 L-12 -132 L-20 -128Z"/>`,
    bun: `<circle cx="0" cy="-184" r="9" fill="${hair}"/><path fill="${hair}" d="M-17 -158 C-18 -182 18 -182 17 -158 C10 -170 -10 -170 -17 -158Z"/>`,
    curly: `<g fill="${hair}"><circle cx="-14" cy="-168" r="8"/><circle cx="-4" cy="-176" r="9"/><circle cx="8" cy="-175" r="9"/><circle cx="16" cy="-166" r="8"/><circle cx="-18" cy="-156" r="6"/><circle cx="19" cy="-154" r="6"/></g>`,
    hat: `<ellipse cx="0" cy="-170" rx="30" ry="6" fill="#d9b45a"/><path fill="#e8c66a" d="M-15 -170 C-14 -188 14 -188 15 -170Z"/><rect x="-15" y="-174" width="30" height="4" fill="#9c4a2a"/>`,
  }[hairStyle];
  const arms = armsOut
    ? `<path d="M-22 -128 L-44 -96" stroke="${shirt}" stroke-width="11" stroke-linecap="round"/><path d="M22 -128 L44 -96" stroke="${shirt}" stroke-width="11" stroke-linecap="round"/>
       <circle cx="-45" cy="-93" r="6" fill="${skin}"/><circle cx="45" cy="-93" r="6" fill="${skin}"/>`
    : `<path d="M-22 -128 L-28 -84" stroke="${shirt}" stroke-width="11" stroke-linecap="round"/><path d="M22 -128 L28 -84" stroke="${shirt}" stroke-width="11" stroke-linecap="round"/>
       <circle cx="-28" cy="-80" r="6" fill="${skin}"/><circle cx="28" cy="-80" r="6" fill="${skin}"/>`;
  return place(
    x,
    y,
    s,
    false,
    `<rect x="-15" y="-84" width="13" height="82" rx="5" fill="${trousers}"/><rect x="2" y="-84" width="13" height="82" rx="5" fill="${trousers}"/>
    <ellipse cx="-9" cy="-2" rx="10" ry="5" fill="${ink}"/><ellipse cx="9" cy="-2" rx="10" ry="5" fill="${ink}"/>
    ${arms}
    <path fill="${shirt}" d="M-24 -132 C-24 -140 -16 -144 0 -144 C16 -144 24 -140 24 -132 L20 -80 L-20 -80Z"/>
    <rect x="-6" y="-150" width="12" height="10" fill="${skin}"/>
    <circle cx="0" cy="-160" r="16" fill="${skin}"/>
    <circle cx="-5.5" cy="-161" r="1.8" fill="${ink}"/><circle cx="5.5" cy="-161" r="1.8" fill="${ink}"/>
    <path d="M-5 -153 q5 4 10 0" fill="none" stroke="${ink}" stroke-width="1.6" stroke-linecap="round"/>
    ${hairShape}
    ${holding}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Landscape pieces.

function oliveTree(x, y, s = 1, leaf = "#7f915c", leafLight = "#9aab72") {
  return place(
    x,
    y,
    s,
    false,
    `<path fill="#6b5138" d="M-6 0 C-4 -20 -12 -34 -4 -50 L4 -50 C0 -36 8 -20 8 0Z"/>
    <path d="M0 -44 L-18 -62 M2 -46 L18 -64" stroke="#6b5138" stroke-width="5" stroke-linecap="round"/>
    <g fill="${leaf}"><ellipse cx="-26" cy="-70" rx="26" ry="17"/><ellipse cx="22" cy="-72" rx="28" ry="18"/><ellipse cx="0" cy="-88" rx="30" ry="19"/></g>
    <g fill="${leafLight}" opacity="0.8"><ellipse cx="-18" cy="-78" rx="13" ry="7"/><ellipse cx="14" cy="-92" rx="14" ry="7"/><ellipse cx="28" cy="-74" rx="10" ry="6"/></g>`,
  );
}

function roundTree(x, y, s = 1, leaf = "#4f7a45", leafLight = "#6a9656") {
  return place(
    x,
    y,
    s,
    false,
    `<rect x="-6" y="-46" width="12" height="46" rx="4" fill="#6b5138"/>
    <circle cx="0" cy="-80" r="42" fill="${leaf}"/><circle cx="-14" cy="-92" r="18" fill="${leafLight}" opacity="0.7"/>`,
  );
}

function cypress(x, y, h, fill = "#3f5e3a") {
  const w = h / 6;
  return `<path fill="${fill}" d="M${x} ${y - h} C${x + w} ${y - h * 0.6} ${x + w} ${y - h * 0.15} ${x} ${y} C${x - w} ${y - h * 0.15} ${x - w} ${y - h * 0.6} ${x} ${y - h}Z"/>`;
}

function palm(x, y, s = 1) {
  return place(
    x,
    y,
    s,
    false,
    `<path d="M0 0 C4 -50 -2 -100 10 -150" fill="none" stroke="#8a6a48" stroke-width="10" stroke-linecap="round"/>
    <g fill="none" stroke="#4f8a4a" stroke-width="9" stroke-linecap="round">
      <path d="M10 -150 C-20 -160 -40 -150 -56 -130"/><path d="M10 -150 C40 -164 62 -154 74 -134"/>
      <path d="M10 -150 C-8 -176 -30 -180 -46 -172"/><path d="M10 -150 C28 -178 50 -184 64 -176"/><path d="M10 -150 C12 -170 8 -186 2 -196"/>
    </g>`,
  );
}

function cloud(x, y, s = 1, fill = "#ffffff", opacity = 0.85) {
  return place(
    x,
    y,
    s,
    false,
    `<g fill="${fill}" opacity="${opacity}"><ellipse cx="0" cy="0" rx="70" ry="20"/><circle cx="-26" cy="-12" r="24"/><circle cx="16" cy="-20" r="30"/><circle cx="44" cy="-6" r="18"/></g>`,
  );
}

function fence(x1, x2, y, h = 46, color = "#8a6a48") {
  const posts = [];
  for (let x = x1; x <= x2; x += 40)
    posts.push(`<rect x="${x - 3}" y="${y - h}" width="6" height="${h}" rx="2"/>`);
  return `<g fill="${color}">${posts.join("")}</g>
    <g stroke="${color}" stroke-width="2.5" opacity="0.85"><line x1="${x1}" y1="${y - h + 8}" x2="${x2}" y2="${y - h + 8}"/><line x1="${x1}" y1="${y - h / 2}" x2="${x2}" y2="${y - h / 2}"/></g>`;
}

function hut(x, y, s = 1, wall = "#c98b4e", roof = "#8e4b2e") {
  return place(
    x,
    y,
    s,
    false,
    `<rect x="0" y="-50" width="70" height="50" fill="${wall}"/>
    <g stroke="#a66f3c" stroke-width="2">${[12, 24, 36, 48, 60].map((lx) => `<line x1="${lx}" y1="-50" x2="${lx}" y2="0"/>`).join("")}</g>
    <path fill="${roof}" d="M-8 -48 L35 -78 L78 -48Z"/>
    <path fill="#4a3324" d="M24 0 L24 -26 C24 -34 46 -34 46 -26 L46 0Z"/>`,
  );
}

/** A white Valencian farmhouse with a terracotta roof; about 260 wide. */
function farmhouse(x, y, s = 1) {
  return place(
    x,
    y,
    s,
    false,
    `<rect x="0" y="-110" width="200" height="110" fill="#f4ede0"/>
    <rect x="200" y="-70" width="70" height="70" fill="#ebe2d2"/>
    <path fill="#c0643c" d="M-12 -104 L100 -160 L212 -104Z"/>
    <path fill="#a9532f" d="M196 -68 L270 -80 L278 -66 L200 -58Z"/>
    <g fill="#4d6f7a"><rect x="28" y="-84" width="26" height="30" rx="2"/><rect x="146" y="-84" width="26" height="30" rx="2"/><rect x="224" y="-50" width="22" height="24" rx="2"/></g>
    <g fill="#3d5a63"><rect x="24" y="-86" width="6" height="34"/><rect x="52" y="-86" width="6" height="34"/><rect x="142" y="-86" width="6" height="34"/><rect x="170" y="-86" width="6" height="34"/></g>
    <path fill="#7a4a2a" d="M84 0 L84 -52 C84 -70 116 -70 116 -52 L116 0Z"/>
    <rect x="70" y="-150" width="16" height="30" fill="#e6dccb"/>`,
  );
}

function sky(id, top, bottom) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
}

// Dog coats used across the pictures.
const coats = {
  tan: { fur: "#c98d4f", dark: "#9c6534", chest: "#f1d9b5" },
  black: { fur: "#34302e", dark: "#1d1a19", chest: "#f3efe8" },
  white: { fur: "#f3eee6", dark: "#d6cbbb" },
  brown: { fur: "#7a4a2c", dark: "#5a341e", chest: "#e8c9a2" },
  grey: { fur: "#9c9a96", dark: "#77746f", chest: "#e4e2de" },
  cream: { fur: "#e6c48d", dark: "#c59b5f", chest: "#f8ead2" },
  brindle: { fur: "#8a6244", dark: "#5f4330" },
};

// ---------------------------------------------------------------------------------------------------
// Scenes.

/** Finca Chaos: the farm in the hills near Benicarló, runs with huts, goats and dogs; 1600 x 640. */
function fincaHero() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 640" preserveAspectRatio="xMidYMid slice">
  ${sky("fsky", "#8cc4e0", "#f6e3c0")}
  <rect width="1600" height="640" fill="url(#fsky)"/>
  <circle cx="1320" cy="120" r="56" fill="#fff3c9"/><circle cx="1320" cy="120" r="90" fill="#fff3c9" opacity="0.35"/>
  ${cloud(300, 110, 1.2)}${cloud(900, 80, 0.9)}${cloud(1500, 190, 0.8, "#ffffff", 0.7)}
  <rect y="300" width="1600" height="30" fill="#6aa6c4"/>
  <path fill="#a9b7c4" d="M0 320 C140 250 260 230 420 270 C520 294 600 250 720 240 C860 228 940 290 1060 300 L1060 340 L0 340Z"/>
  <path fill="#98ab7e" d="M0 360 C220 300 420 310 640 332 C860 354 1040 300 1260 296 C1420 292 1520 312 1600 326 L1600 640 L0 640Z"/>
  ${oliveTree(140, 356, 0.8, "#6f8552", "#8a9e66")}${oliveTree(420, 340, 0.7, "#6f8552", "#8a9e66")}${oliveTree(1480, 330, 0.8, "#6f8552", "#8a9e66")}
  ${cypress(620, 338, 110, "#4f6b45")}${cypress(650, 340, 80, "#4f6b45")}
  <path fill="#c9b27d" d="M0 470 C240 420 520 420 800 436 C1080 452 1320 420 1600 410 L1600 640 L0 640Z"/>
  ${farmhouse(760, 440, 0.9)}
  ${roundTree(1060, 446, 0.9, "#4f6e3f", "#688a4f")}
  ${fence(1120, 1580, 520, 52)}
  ${hut(1180, 518, 1.0)}${hut(1400, 518, 1.0, "#d29a5c", "#7e4128")}
  <path fill="#b89d66" d="M0 560 C300 530 700 540 1000 556 C1240 568 1420 560 1600 550 L1600 640 L0 640Z"/>
  ${goat({ x: 180, y: 520, s: 0.9, coat: "#f1ece2", dark: "#c9bca7", grazing: true })}
  ${goat({ x: 330, y: 500, s: 0.75, coat: "#8a5a3b", dark: "#5e3c26" })}
  ${goat({ x: 470, y: 528, s: 0.8, coat: "#d9d3c7", dark: "#a79c8a", flip: true })}
  ${standingDog({ x: 960, y: 600, s: 1.05, ...coats.tan, collar: "#d64545" })}
  ${sittingDog({ x: 1150, y: 604, s: 1.0, ...coats.black, collar: "#2f80c0" })}
  ${lyingDog({ x: 1300, y: 612, s: 1.0, ...coats.white })}
  ${standingDog({ x: 1560, y: 606, s: 0.95, flip: true, ...coats.brindle, ears: "up" })}
</svg>`;
}

/** Residencia Monika: a low white house among rice fields of the Ebro delta, Montsià behind; 1600 x 640. */
function residenciaHero() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 640" preserveAspectRatio="xMidYMid slice">
  ${sky("rsky", "#9bd0e8", "#fbeed2")}
  <rect width="1600" height="640" fill="url(#rsky)"/>
  <circle cx="260" cy="110" r="48" fill="#fff6d8"/>
  ${cloud(620, 120, 1.1)}${cloud(1180, 90, 1.0)}${cloud(1480, 160, 0.7, "#ffffff", 0.7)}
  <path fill="#8c9aab" d="M0 330 L120 300 L220 250 L300 214 L360 230 L420 200 L500 250 L600 290 L700 320 L0 340Z"/>
  <path fill="#9eabba" d="M560 330 C700 300 820 310 900 320 L900 340 L560 340Z"/>
  <rect y="326" width="1600" height="314" fill="#a9c77a"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect y="${340 + i * 26}" width="1600" height="12" fill="${i % 2 ? "#9fc4cf" : "#bcd88c"}" opacity="0.7"/>`).join("")}
  <path fill="#8cb56a" d="M0 500 C300 480 700 486 1000 496 C1240 504 1440 494 1600 488 L1600 640 L0 640Z"/>
  ${palm(1030, 478, 1.1)}${palm(1090, 482, 0.85)}
  <g transform="translate(1120 480)">
    <rect x="0" y="-100" width="340" height="100" fill="#f6f0e6"/>
    <path fill="#c46b42" d="M-14 -96 L170 -134 L354 -96Z"/>
    <g fill="#5a7c86"><rect x="30" y="-70" width="30" height="34" rx="2"/><rect x="270" y="-70" width="30" height="34" rx="2"/></g>
    <path fill="#7a4a2a" d="M150 0 L150 -56 C150 -72 186 -72 186 -56 L186 0Z"/>
    <rect x="90" y="-74" width="40" height="26" fill="#2f80c0" rx="3"/>
    <text x="110" y="-56" font-family="${fonts}" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">M</text>
  </g>
  ${fence(700, 1100, 510, 44, "#9a7b58")}
  <path fill="#d8c596" d="M0 560 C400 540 900 548 1600 536 L1600 640 L0 640Z"/>
  ${sittingDog({ x: 1200, y: 600, s: 1.0, ...coats.cream, collar: "#d64545" })}
  ${standingDog({ x: 1300, y: 606, s: 1.05, ...coats.grey })}
  ${lyingDog({ x: 1000, y: 612, s: 1.0, ...coats.brown })}
  ${standingDog({ x: 1580, y: 604, s: 0.95, flip: true, ...coats.black, collar: "#f0b429" })}
  ${sittingDog({ x: 880, y: 606, s: 0.85, flip: true, ...coats.white, ears: "up" })}
</svg>`;
}

// ---------------------------------------------------------------------------------------------------
// Portraits: a person from the shoulders up with a dog, on a 480 x 480 canvas.

function dogFace(cx, cy, s, { fur, dark, muzzle, ears = "flop", grey = false }) {
  const earShapes =
    ears === "up"
      ? `<path fill="${dark}" d="M-46 -20 L-40 -78 L-8 -40Z"/><path fill="${dark}" d="M46 -20 L40 -78 L8 -40Z"/>`
      : `<path fill="${dark}" d="M-40 -40 C-70 -40 -74 10 -58 34 C-50 42 -40 30 -38 10Z"/><path fill="${dark}" d="M40 -40 C70 -40 74 10 58 34 C50 42 40 30 38 10Z"/>`;
  return place(
    cx,
    cy,
    s,
    false,
    `<path fill="${fur}" d="M-70 130 C-72 80 -58 46 -34 34 L34 34 C58 46 72 80 70 130Z"/>
    <path fill="${muzzle}" opacity="0.9" d="M-24 130 C-28 96 -20 70 0 60 C20 70 28 96 24 130Z"/>
    ${earShapes}
    <ellipse cx="0" cy="-4" rx="46" ry="48" fill="${fur}"/>
    <ellipse cx="0" cy="22" rx="26" ry="20" fill="${muzzle}"/>
    ${grey ? `<ellipse cx="0" cy="14" rx="30" ry="26" fill="#e9e6e1" opacity="0.75"/>` : ""}
    <ellipse cx="0" cy="10" rx="10" ry="7" fill="${ink}"/>
    <path d="M0 16 L0 26 M-10 30 Q0 36 10 30" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>
    <circle cx="-18" cy="-14" r="6" fill="${ink}"/><circle cx="18" cy="-14" r="6" fill="${ink}"/>
    <circle cx="-16" cy="-16" r="2" fill="#fff"/><circle cx="20" cy="-16" r="2" fill="#fff"/>`,
  );
}

const hairStyles = {
  hat: (
    hair,
  ) => `<path fill="${hair}" d="M170 226 C168 200 176 186 190 180 L290 180 C304 186 312 200 310 226 C300 206 280 200 240 200 C200 200 180 206 170 226Z"/>
    <ellipse cx="240" cy="172" rx="130" ry="26" fill="#d9b45a"/><path fill="#e8c66a" d="M176 170 C178 110 302 110 304 170Z"/>
    <rect x="178" y="150" width="124" height="14" fill="#9c4a2a"/>`,
  ponytail: (hair) => `<path fill="${hair}" d="M300 190 C350 200 356 280 330 330 C320 300 318 260 300 240Z"/>
    <path fill="${hair}" d="M164 232 C150 150 214 128 256 136 C306 140 330 180 316 236 C300 200 270 178 240 176 C206 178 180 196 164 232Z"/>`,
  greyShort: (hair) =>
    `<path fill="${hair}" d="M162 240 C146 160 206 130 246 134 C296 136 334 170 318 240 C312 214 296 196 280 188 C250 198 210 196 184 188 C172 200 166 216 162 240Z"/>`,
  curly: (hair) =>
    `<g fill="${hair}">${[
      [176, 200, 30],
      [204, 168, 32],
      [240, 156, 34],
      [278, 166, 32],
      [306, 196, 30],
      [166, 240, 24],
      [316, 238, 24],
      [170, 282, 20],
      [312, 280, 20],
    ]
      .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`)
      .join("")}</g>`,
  long: (hair) =>
    `<path fill="${hair}" d="M160 250 C140 150 210 124 246 126 C300 128 344 170 322 250 C330 300 340 340 320 380 L290 380 C300 330 300 270 296 220 C280 196 250 186 220 196 C200 206 186 220 186 236 C180 280 182 330 192 380 L160 380 C142 340 150 300 160 250Z"/>`,
};

function portrait({
  bg,
  disc,
  skin,
  hair,
  hairStyle,
  shirt,
  collar,
  beard,
  glasses,
  dog,
  dogSide = "right",
  lips = "#b5574f",
}) {
  const dogX = dogSide === "right" ? 372 : 108;
  const behindHair = hairStyle === "long" ? hairStyles.long(hair) : "";
  const frontHair = hairStyle === "long" ? "" : hairStyles[hairStyle](hair);
  return `${bg ? `<rect width="480" height="480" fill="${bg}"/>` : ""}
    <circle cx="240" cy="250" r="200" fill="${disc}"/>
    ${behindHair}
    <path fill="${shirt}" d="M50 480 C60 380 150 336 240 336 C330 336 420 380 430 480Z"/>
    <path fill="${collar}" d="M200 340 L240 392 L280 340 L266 336 L240 366 L214 336Z"/>
    <rect x="214" y="290" width="52" height="60" rx="20" fill="${skin}"/>
    <rect x="214" y="300" width="52" height="18" fill="#000" opacity="0.08"/>
    <ellipse cx="166" cy="246" rx="14" ry="20" fill="${skin}"/><ellipse cx="314" cy="246" rx="14" ry="20" fill="${skin}"/>
    <ellipse cx="240" cy="236" rx="74" ry="86" fill="${skin}"/>
    ${beard ? `<path fill="${beard}" d="M170 250 C172 330 210 326 240 326 C270 326 308 330 310 250 C296 290 270 296 240 296 C210 296 184 290 170 250Z"/><path fill="${beard}" d="M214 282 C226 276 254 276 266 282 L262 290 C250 286 230 286 218 290Z"/>` : ""}
    <circle cx="212" cy="236" r="7" fill="${ink}"/><circle cx="268" cy="236" r="7" fill="${ink}"/>
    <circle cx="214" cy="233" r="2.2" fill="#fff"/><circle cx="270" cy="233" r="2.2" fill="#fff"/>
    <path d="M196 214 q16 -10 32 -2 M252 212 q16 -8 32 2" fill="none" stroke="${hairStyle === "hat" ? ink : hair}" stroke-width="5" stroke-linecap="round" opacity="0.85"/>
    <path d="M240 242 L234 266 L246 266" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M214 282 Q240 306 266 282" fill="none" stroke="${beard ? ink : lips}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="192" cy="270" r="12" fill="#e88a7a" opacity="0.3"/><circle cx="288" cy="270" r="12" fill="#e88a7a" opacity="0.3"/>
    ${glasses ? `<g fill="none" stroke="${glasses}" stroke-width="4"><circle cx="212" cy="236" r="20"/><circle cx="268" cy="236" r="20"/><path d="M232 234 Q240 228 248 234"/></g>` : ""}
    ${frontHair}
    ${dogFace(dogX, 368, 1.1, dog)}`;
}

function portraitSvg(options, { width = 480, height = 480, extra = "" } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
    ${extra}<g transform="translate(${(width - 480) / 2} ${height - 480})">${portrait(options)}</g></svg>`;
}

const skins = { light: "#f2c9a5", fair: "#f6d6bd", olive: "#d9a77c", tan: "#c48a5e" };

const team = {
  jordi: {
    bg: "#e9dcc0",
    disc: "#f6ecd6",
    skin: skins.olive,
    hair: "#3b2a20",
    hairStyle: "hat",
    shirt: "#3d7ea6",
    collar: "#2f6384",
    beard: "#3b2a20",
    dog: { fur: "#c98d4f", dark: "#9c6534", muzzle: "#f1d9b5", ears: "up" },
  },
  sabine: {
    bg: "#d7e6d2",
    disc: "#eaf3e6",
    skin: skins.fair,
    hair: "#d9b26a",
    hairStyle: "ponytail",
    shirt: "#4f8a5b",
    collar: "#3e7049",
    dog: { fur: "#f3eee6", dark: "#d8cdbd", muzzle: "#fbf8f3" },
    dogSide: "left",
  },
  monika: {
    bg: "#f0d9d2",
    disc: "#f8ebe6",
    skin: skins.light,
    hair: "#c9c6c1",
    hairStyle: "greyShort",
    shirt: "#b8433d",
    collar: "#953430",
    glasses: "#5a3b2e",
    dog: { fur: "#34302e", dark: "#1d1a19", muzzle: "#57504c" },
  },
  pilar: {
    bg: "#f3e3b8",
    disc: "#faf1d8",
    skin: skins.tan,
    hair: "#2e211b",
    hairStyle: "curly",
    shirt: "#e0a030",
    collar: "#c08424",
    dog: { fur: "#7a4a2c", dark: "#5a341e", muzzle: "#f3e6d4" },
    dogSide: "left",
  },
};

/** The hospice founder with her old grey-muzzled dog, a window and a plant behind; 600 x 720. */
function founderSvg() {
  const extra = `<rect width="480" height="576" fill="#f3dccb"/>
    <rect x="40" y="40" width="150" height="190" rx="8" fill="#fbeee3"/>
    <rect x="48" y="48" width="134" height="174" fill="#bfe0ee"/>
    <path d="M48 180 C90 150 130 170 182 150 L182 222 L48 222Z" fill="#a9c98a"/>
    <path d="M115 48 L115 222 M48 135 L182 135" stroke="#fbeee3" stroke-width="8"/>
    <g transform="translate(400 200)"><path fill="#c0643c" d="M-26 0 L26 0 L20 50 L-20 50Z"/>
      <g fill="#5e8a4e"><ellipse cx="-18" cy="-20" rx="10" ry="26" transform="rotate(-30 -18 -20)"/><ellipse cx="0" cy="-30" rx="10" ry="30"/><ellipse cx="18" cy="-20" rx="10" ry="26" transform="rotate(30 18 -20)"/></g></g>`;
  return portraitSvg(
    {
      bg: null,
      disc: "#f9e9dc",
      skin: skins.light,
      hair: "#6b3f2a",
      hairStyle: "long",
      shirt: "#6c8fb3",
      collar: "#56779a",
      dog: { fur: "#b48a5e", dark: "#8a6440", muzzle: "#efe2cf", grey: true },
    },
    { width: 480, height: 576, extra },
  );
}

// ---------------------------------------------------------------------------------------------------
// Video posters (960 x 540), without text: the page lays the title over them.

function videoMorning() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540">
  ${sky("vm", "#f7c59f", "#fde9c8")}
  <rect width="960" height="540" fill="url(#vm)"/>
  <circle cx="720" cy="230" r="70" fill="#fff1c4"/>
  <path fill="#d3a88a" d="M0 270 C200 220 380 230 560 250 C720 268 860 240 960 236 L960 540 L0 540Z"/>
  <path fill="#b7a36e" d="M0 330 C300 300 600 310 960 300 L960 540 L0 540Z"/>
  ${oliveTree(120, 320, 0.9, "#7b8a57", "#98a66f")}${oliveTree(860, 306, 0.8, "#7b8a57", "#98a66f")}
  ${fence(220, 940, 420, 56)}
  ${hut(300, 418, 1.2)}${hut(600, 418, 1.2, "#d29a5c", "#7e4128")}
  <path fill="#c9b27d" d="M0 440 C300 420 700 430 960 420 L960 540 L0 540Z"/>
  ${standingDog({ x: 140, y: 500, s: 1.3, ...coats.tan, collar: "#d64545" })}
  ${sittingDog({ x: 420, y: 504, s: 1.2, ...coats.black })}
  ${standingDog({ x: 860, y: 506, s: 1.2, flip: true, ...coats.cream, ears: "up" })}
  ${person({ x: 640, y: 500, s: 0.95, skin: skins.olive, hair: "#3b2a20", hairStyle: "hat", shirt: "#3d7ea6", trousers: "#4a4a52" })}
</svg>`;
}

function videoLivingRoom() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540">
  ${sky("vl", "#8cc9e6", "#e2f1f4")}
  <rect width="960" height="540" fill="url(#vl)"/>
  ${cloud(220, 90, 1)}${cloud(760, 120, 0.8)}
  <path fill="#7fae62" d="M0 260 C240 230 520 240 960 226 L960 540 L0 540Z"/>
  ${oliveTree(90, 270, 0.9)}${oliveTree(480, 250, 0.7)}${roundTree(870, 262, 0.8)}
  <path fill="#94c072" d="M0 330 C320 310 640 320 960 306 L960 540 L0 540Z"/>
  <circle cx="520" cy="420" r="14" fill="#f0b429"/><path d="M508 414 Q520 424 532 414" fill="none" stroke="#fff" stroke-width="3"/>
  ${standingDog({ x: 330, y: 430, s: 1.15, ...coats.brindle, ears: "up" })}
  ${standingDog({ x: 700, y: 440, s: 1.15, flip: true, ...coats.white })}
  ${sittingDog({ x: 90, y: 500, s: 1.2, ...coats.brown, collar: "#2f80c0" })}
  ${lyingDog({ x: 600, y: 520, s: 1.3, ...coats.grey })}
  ${standingDog({ x: 180, y: 380, s: 0.8, ...coats.cream })}
  ${sittingDog({ x: 820, y: 360, s: 0.7, ...coats.black })}
</svg>`;
}

function videoGoats() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540">
  ${sky("vg", "#a6d3ea", "#f4ead2")}
  <rect width="960" height="540" fill="url(#vg)"/>
  <circle cx="180" cy="110" r="44" fill="#fff6d8"/>
  <path fill="#a3b2bd" d="M0 250 C160 200 320 190 480 224 C640 256 800 206 960 214 L960 300 L0 300Z"/>
  <path fill="#a8b878" d="M0 290 C300 260 620 270 960 256 L960 540 L0 540Z"/>
  ${oliveTree(820, 300, 1.0)}${cypress(90, 300, 120, "#4f6b45")}
  ${fence(0, 960, 360, 40)}
  <path fill="#b9c584" d="M0 380 C300 370 620 376 960 366 L960 540 L0 540Z"/>
  ${goat({ x: 140, y: 470, s: 1.3, coat: "#f1ece2", dark: "#c9bca7", grazing: true })}
  ${goat({ x: 420, y: 440, s: 1.1, coat: "#8a5a3b", dark: "#5e3c26" })}
  ${goat({ x: 880, y: 470, s: 1.2, coat: "#d9d3c7", dark: "#a79c8a", flip: true })}
  ${sittingDog({ x: 600, y: 500, s: 1.3, ...coats.tan })}
  ${lyingDog({ x: 300, y: 520, s: 1.2, ...coats.black })}
</svg>`;
}

// ---------------------------------------------------------------------------------------------------
// The site plan of the finca, seen from above (a sketch, not to scale), labelled in each language; 1600 x 1100.

const planLabels = {
  de: {
    title: "Finca Chaos · Lageplan",
    runs: "Ausläufe 1–7 (je 150–180 m²)",
    hut: "Hütte 12 m²",
    livingRoom: "Hundewohnzimmer",
    livingRoomSize: "ca. 6.000 m²",
    goats: "Ziegenweide",
    goatsNote: "14 Ziegen",
    house: "Wohnhaus",
    bbq: "Grillplatz",
    gate: "Einfahrt",
    total: "Gesamtfläche 10.000 m²",
  },
  es: {
    title: "Finca Chaos · Plano",
    runs: "Parques 1–7 (150–180 m² cada uno)",
    hut: "Caseta de 12 m²",
    livingRoom: "Sala de estar canina",
    livingRoomSize: "aprox. 6.000 m²",
    goats: "Prado de las cabras",
    goatsNote: "14 cabras",
    house: "Casa",
    bbq: "Barbacoa",
    gate: "Entrada",
    total: "Superficie total 10.000 m²",
  },
};

function label(
  x,
  y,
  text,
  { size = 26, weight = 700, fill = "#2b1d16", bg = "#fffaf0", anchor = "middle" } = {},
) {
  const width = text.length * size * (weight >= 700 ? 0.6 : 0.56) + 28;
  const left = anchor === "middle" ? x - width / 2 : x;
  return `<rect x="${left}" y="${y - size}" width="${width}" height="${size + 14}" rx="${(size + 14) / 2}" fill="${bg}" opacity="0.92"/>
    <text x="${left + width / 2}" y="${y}" font-family="${fonts}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${text}</text>`;
}

function topTree(x, y, r, fill = "#6f8a52") {
  return `<circle cx="${x + 4}" cy="${y + 5}" r="${r}" fill="#000" opacity="0.12"/><circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 2.4}" fill="#8fa86c" opacity="0.8"/>`;
}

function planSvg(locale) {
  const l = planLabels[locale];
  const runs = [];
  for (let i = 0; i < 7; i++) {
    const x = 150 + i * 126;
    const width = 118;
    runs.push(`<rect x="${x}" y="150" width="${width}" height="170" fill="#e3cf9e" stroke="#8a6a48" stroke-width="5"/>
      <circle cx="${x + width / 2}" cy="${i < 4 ? 272 : 235}" r="24" fill="#2f6b5c"/>
      <text x="${x + width / 2}" y="${(i < 4 ? 272 : 235) + 10}" font-family="${fonts}" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${i + 1}</text>`);
    if (i < 4)
      runs.push(
        `<rect x="${x + 12}" y="164" width="44" height="56" fill="#b5703f" stroke="#7e4128" stroke-width="4"/><path d="M${x + 12} 192 L${x + 56} 192" stroke="#7e4128" stroke-width="3"/>`,
      );
  }
  const livingTrees = [
    [250, 470, 34],
    [400, 820, 40],
    [700, 450, 30],
    [840, 560, 34],
    [240, 740, 32],
    [640, 860, 30],
    [820, 800, 28],
  ]
    .map(([x, y, r]) => topTree(x, y, r))
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1100">
  <rect width="1600" height="1100" fill="#efe6cf"/>
  <path fill="#dfe8c4" d="M110 110 L1490 110 L1490 1000 L1060 1000 L1040 1030 L970 1030 L950 1000 L110 1000Z"/>
  <path fill="none" stroke="#8a6a48" stroke-width="8" stroke-dasharray="26 12" d="M110 110 L1490 110 L1490 1000 L1040 1000 M970 1000 L110 1000 L110 110"/>
  ${runs.join("")}
  <path fill="#cfe0a6" stroke="#8a6a48" stroke-width="5" d="M150 372 L920 372 L920 940 L150 940Z"/>
  ${livingTrees}
  <path fill="#d6d99b" stroke="#8a6a48" stroke-width="5" d="M1060 150 L1450 150 L1450 560 L1060 560Z"/>
  ${[
    [1110, 200],
    [1230, 190],
    [1330, 215],
    [1420, 420],
    [1110, 460],
    [1250, 505],
    [1350, 470],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="16" ry="10" fill="#f4efe6" stroke="#a79c8a" stroke-width="3"/>`,
    )
    .join("")}
  ${topTree(1410, 190, 30)}
  <path fill="#e8d9b0" d="M975 1000 L1035 1000 L1035 860 L1180 860 L1180 808 L1120 808 L1120 820 L975 820Z"/>
  <rect x="1080" y="640" width="300" height="170" fill="#c0643c" stroke="#8e4b2e" stroke-width="5"/>
  <path d="M1080 725 L1380 725" stroke="#8e4b2e" stroke-width="4"/>
  <circle cx="1300" cy="900" r="64" fill="#d8cbb0" stroke="#a79c8a" stroke-width="4"/>
  <rect x="1270" y="880" width="60" height="36" rx="4" fill="#8a6a48"/><rect x="1352" y="872" width="22" height="22" rx="3" fill="#4a4a52"/>
  ${topTree(1430, 700, 32)}${topTree(1210, 960, 26)}
  ${label(800, 70, l.title, { size: 34 })}
  ${label(560, 356, l.runs, { size: 24 })}
  ${label(260, 145, l.hut, { size: 20, weight: 600 })}
  ${label(535, 640, l.livingRoom, { size: 34 })}
  ${label(535, 690, l.livingRoomSize, { size: 26, weight: 600 })}
  ${label(1250, 330, l.goats, { size: 28 })}
  ${label(1250, 372, l.goatsNote, { size: 22, weight: 600 })}
  ${label(1230, 770, l.house, { size: 28 })}
  ${label(1300, 1000, l.bbq, { size: 24 })}
  ${label(1005, 1080, l.gate, { size: 24 })}
  ${label(130, 1070, l.total, { size: 22, weight: 600, anchor: "start" })}
  <g transform="translate(1530 60)"><path d="M0 -30 L12 10 L0 2 L-12 10Z" fill="#2b1d16"/><text x="0" y="38" font-family="${fonts}" font-size="24" font-weight="700" fill="#2b1d16" text-anchor="middle">N</text></g>
</svg>`;
}

// ---------------------------------------------------------------------------------------------------
// Impressions from the Residencia (800 x 600).

function impressionCourtyard() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="#f6efe2"/>
  <rect y="0" width="800" height="330" fill="#efe3cd"/>
  <g fill="#e4d4b8">${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${i * 100 + 4}" y="300" width="92" height="30"/>`).join("")}</g>
  <rect y="330" width="800" height="270" fill="#d9c7a3"/>
  <g stroke="#c8b48c" stroke-width="3">${[1, 2, 3, 4, 5, 6, 7].map((i) => `<line x1="${i * 110}" y1="330" x2="${i * 110 - 60}" y2="600"/>`).join("")}</g>
  <ellipse cx="430" cy="470" rx="330" ry="70" fill="#b9a67c" opacity="0.55"/>
  <rect x="410" y="190" width="26" height="250" rx="10" fill="#7d5a3c"/>
  <g fill="#5f8a46"><circle cx="330" cy="170" r="90"/><circle cx="470" cy="140" r="100"/><circle cx="560" cy="200" r="80"/><circle cx="400" cy="230" r="80"/></g>
  <g fill="#7aa55a" opacity="0.8"><circle cx="300" cy="140" r="30"/><circle cx="470" cy="100" r="34"/><circle cx="560" cy="170" r="24"/></g>
  ${lyingDog({ x: 170, y: 470, s: 1.4, ...coats.cream })}
  ${lyingDog({ x: 600, y: 500, s: 1.3, flip: true, ...coats.black })}
  ${lyingDog({ x: 360, y: 540, s: 1.2, ...coats.grey })}
  ${sittingDog({ x: 640, y: 430, s: 1.0, ...coats.tan, ears: "up" })}
  <ellipse cx="110" cy="560" rx="36" ry="14" fill="#5a7c86"/><ellipse cx="110" cy="556" rx="28" ry="9" fill="#9fc4cf"/>
</svg>`;
}

function impressionFeeding() {
  const bowls = [150, 290, 430, 570];
  const dogs = [coats.brown, coats.white, coats.tan, coats.black];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="#f1e7d6"/>
  <rect y="0" width="800" height="360" fill="#e2eef0"/>
  <g fill="#c9dde2">${[0, 1, 2, 3, 4].map((i) => `<rect x="${40 + i * 160}" y="60" width="110" height="150" rx="6"/>`).join("")}</g>
  <rect y="360" width="800" height="240" fill="#d8c9a8"/>
  ${bowls.map((x, i) => sittingDog({ x: x - 60, y: 470, s: 1.05, ...dogs[i], collar: ["#d64545", "#2f80c0", "#4f8a5b", "#f0b429"][i] })).join("")}
  ${bowls.map((x) => `<path fill="#b8433d" d="M${x - 34} 500 L${x + 34} 500 L${x + 26} 524 L${x - 26} 524Z"/><ellipse cx="${x}" cy="500" rx="34" ry="8" fill="#8a5a3b"/>`).join("")}
  ${person({
    x: 700,
    y: 560,
    s: 1.6,
    skin: skins.tan,
    hair: "#2e211b",
    hairStyle: "curly",
    shirt: "#e0a030",
    trousers: "#3f4a5a",
    armsOut: true,
    holding: `<path fill="#b8433d" d="M-62 -100 L-28 -100 L-32 -88 L-58 -88Z"/>`,
  })}
</svg>`;
}

function impressionCanal() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">
  ${sky("ic", "#f2b98c", "#fbe6c4")}
  <rect width="800" height="600" fill="url(#ic)"/>
  <circle cx="600" cy="200" r="54" fill="#fff1c4"/>
  <path fill="#a99a9f" d="M0 250 L90 220 L170 170 L230 150 L290 176 L360 190 L440 230 L520 250 L800 250 L800 270 L0 270Z"/>
  <rect y="260" width="800" height="340" fill="#a7c27a"/>
  ${[0, 1, 2, 3].map((i) => `<rect y="${276 + i * 22}" width="800" height="9" fill="#c0d690" opacity="0.8"/>`).join("")}
  <path fill="#8fb8c8" d="M0 380 C200 370 600 390 800 372 L800 420 C600 436 200 418 0 430Z"/>
  <path d="M80 404 L200 402 M420 408 L560 404" stroke="#d7ebf1" stroke-width="4" stroke-linecap="round"/>
  <path fill="#d8c596" d="M0 440 C250 430 560 446 800 430 L800 600 L0 600Z"/>
  <g fill="#7a8f4a">${[40, 60, 720, 748, 770].map((x) => `<path d="M${x} 440 C${x - 6} 400 ${x + 2} 380 ${x + 4} 360 C${x + 6} 390 ${x + 10} 410 ${x + 8} 440Z"/>`).join("")}</g>
  ${person({ x: 400, y: 560, s: 1.45, skin: skins.fair, hair: "#8a5a3b", hairStyle: "bun", shirt: "#4f8a5b", trousers: "#3f4a5a", armsOut: true })}
  <path d="M334 427 C300 440 270 470 250 500" fill="none" stroke="#b8433d" stroke-width="3"/>
  <path d="M466 427 C500 440 530 470 560 500" fill="none" stroke="#2f80c0" stroke-width="3"/>
  ${standingDog({ x: 130, y: 580, s: 1.1, ...coats.tan, collar: "#b8433d" })}
  ${standingDog({ x: 690, y: 580, s: 1.1, flip: true, ...coats.black, collar: "#2f80c0" })}
</svg>`;
}

function impressionOffice() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="#f3e2cf"/>
  <rect x="0" y="440" width="800" height="160" fill="#c99a6c"/>
  <g stroke="#b88a5e" stroke-width="3">${[1, 2, 3, 4, 5].map((i) => `<line x1="0" y1="${440 + i * 30}" x2="800" y2="${440 + i * 30}"/>`).join("")}</g>
  <rect x="500" y="70" width="200" height="160" rx="6" fill="#fbeee3"/><rect x="510" y="80" width="180" height="140" fill="#bfe0ee"/>
  <path d="M600 80 L600 220 M510 150 L690 150" stroke="#fbeee3" stroke-width="6"/>
  <rect x="80" y="110" width="70" height="90" fill="#fff" stroke="#c8b48c" stroke-width="4"/><circle cx="115" cy="150" r="22" fill="#e6c48d"/>
  <rect x="170" y="130" width="60" height="70" fill="#fff" stroke="#c8b48c" stroke-width="4"/><circle cx="200" cy="162" r="16" fill="#9c9a96"/>
  <path fill="#6c8fb3" d="M40 460 L40 330 C40 300 60 290 90 290 L390 290 C420 290 440 300 440 330 L440 460Z"/>
  <rect x="20" y="360" width="60" height="110" rx="24" fill="#56779a"/><rect x="400" y="360" width="60" height="110" rx="24" fill="#56779a"/>
  <rect x="70" y="380" width="340" height="60" rx="16" fill="#7fa0c2"/>
  ${lyingDog({ x: 110, y: 390, s: 1.75, ...coats.grey })}
  <ellipse cx="150" cy="334" rx="40" ry="10" fill="#f0b429" opacity="0"/>
  <rect x="520" y="330" width="240" height="16" fill="#8a5a3b"/><rect x="530" y="346" width="14" height="120" fill="#7a4a2c"/><rect x="736" y="346" width="14" height="120" fill="#7a4a2c"/>
  <rect x="580" y="270" width="90" height="60" rx="4" fill="#3f4a5a"/><rect x="590" y="278" width="70" height="44" fill="#9fc4cf"/>
  <rect x="690" y="300" width="40" height="30" fill="#f6efe2" stroke="#c8b48c" stroke-width="3"/>
  <ellipse cx="620" cy="520" rx="100" ry="34" fill="#b8433d"/><ellipse cx="620" cy="508" rx="86" ry="24" fill="#e8b4a4"/>
  ${lyingDog({ x: 560, y: 524, s: 0.85, ...coats.cream })}
</svg>`;
}

// ---------------------------------------------------------------------------------------------------

/** Every picture: file name, drawing, size. */
function pictures() {
  const list = [
    { file: "finca-hero-1600.jpg", svg: fincaHero(), width: 1600, height: 640 },
    { file: "finca-hero-800.jpg", svg: fincaHero(), width: 800, height: 320 },
    { file: "residencia-hero-1600.jpg", svg: residenciaHero(), width: 1600, height: 640 },
    { file: "residencia-hero-800.jpg", svg: residenciaHero(), width: 800, height: 320 },
    { file: "hospice-founder.jpg", svg: founderSvg(), width: 600, height: 720 },
    { file: "finca-video-1.jpg", svg: videoMorning(), width: 960, height: 540 },
    { file: "finca-video-2.jpg", svg: videoLivingRoom(), width: 960, height: 540 },
    { file: "finca-video-3.jpg", svg: videoGoats(), width: 960, height: 540 },
    { file: "residencia-impression-1.jpg", svg: impressionCourtyard(), width: 800, height: 600 },
    { file: "residencia-impression-2.jpg", svg: impressionFeeding(), width: 800, height: 600 },
    { file: "residencia-impression-3.jpg", svg: impressionCanal(), width: 800, height: 600 },
    { file: "residencia-impression-4.jpg", svg: impressionOffice(), width: 800, height: 600 },
  ];
  for (const [name, options] of Object.entries(team)) {
    const file =
      name === "jordi" || name === "sabine" ? `finca-team-${name}.jpg` : `residencia-team-${name}.jpg`;
    list.push({ file, svg: portraitSvg(options), width: 480, height: 480 });
  }
  for (const locale of ["de", "es"]) {
    list.push({ file: `finca-plan-${locale}-1600.jpg`, svg: planSvg(locale), width: 1600, height: 1100 });
    list.push({ file: `finca-plan-${locale}-800.jpg`, svg: planSvg(locale), width: 800, height: 550 });
  }
  return list;
}

function page(svg, width, height) {
  const sized = svg.replace("<svg ", `<svg width="${width}" height="${height}" `);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:#fff}
    svg{display:block}
  </style></head><body>${sized}</body></html>`;
}

/** A JPEG under the size budget: the quality steps down until it fits. */
async function renderJpeg(browser, html, width, height) {
  const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await tab.setContent(html, { waitUntil: "load" });
  try {
    for (const quality of [82, 76, 70, 64, 58, 50]) {
      const image = await tab.screenshot({ type: "jpeg", quality, clip: { x: 0, y: 0, width, height } });
      if (image.length <= maxBytes) return image;
    }
    throw new Error(`cannot fit ${width}x${height} under ${maxBytes} bytes`);
  } finally {
    await tab.close();
  }
}

async function main() {
  const only = process.argv.slice(2);
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    for (const picture of pictures()) {
      if (only.length > 0 && !only.some((name) => picture.file.includes(name))) continue;
      const image = await renderJpeg(
        browser,
        page(picture.svg, picture.width, picture.height),
        picture.width,
        picture.height,
      );
      await writeFile(path.join(outDir, picture.file), image);
      console.log(`public/images/partners/${picture.file} ${(image.length / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }
}

await main();
