// Draws the twelve demo dog portraits and the placeholder image from SVG with headless Chromium, so
// every picture of the bundled demo feed is made for this project and can be regenerated:
// `node scripts/make-demo-dog-images.js`. The JPEGs under server/dogs/demo/images/ are committed;
// server/dogs/demo/images.ts maps any feed image id onto one of them.
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "server/dogs/demo/images");

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
const tonguePink = "#ec8a97";
const blush = "#f4a3a3";

// ---------------------------------------------------------------------------------------------------
// Building blocks. Every portrait is drawn on a 1000 x 1000 canvas.

/** A soft background: flat colour, a large lighter disc behind the dog and an optional motif. */
function backdrop(bg, disc, motif = "") {
  return `<rect width="1000" height="1000" fill="${bg}"/>${motif}<circle cx="500" cy="520" r="390" fill="${disc}"/>`;
}

/** Paw prints scattered over the background. */
function pawPrints(fill, spots) {
  return spots
    .map(
      ([x, y, r]) => `<g transform="translate(${x} ${y}) rotate(${r}) scale(0.9)" fill="${fill}">
        <ellipse cx="0" cy="14" rx="22" ry="18"/><ellipse cx="-22" cy="-12" rx="8" ry="11"/>
        <ellipse cx="-7" cy="-24" rx="8" ry="11"/><ellipse cx="9" cy="-24" rx="8" ry="11"/>
        <ellipse cx="24" cy="-12" rx="8" ry="11"/></g>`,
    )
    .join("");
}

function dots(fill, spots) {
  return spots.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join("");
}

function leaves(fill, spots) {
  return spots
    .map(
      ([x, y, r, s]) =>
        `<path transform="translate(${x} ${y}) rotate(${r}) scale(${s})" fill="${fill}" d="M0 -40 C26 -22 26 22 0 40 C-26 22 -26 -22 0 -40Z"/>`,
    )
    .join("");
}

function hearts(fill, spots) {
  return spots
    .map(
      ([x, y, s]) =>
        `<path transform="translate(${x} ${y}) scale(${s})" fill="${fill}" d="M0 12 C-30 -8 -22 -34 0 -20 C22 -34 30 -8 0 12Z"/>`,
    )
    .join("");
}

function clouds(fill, spots) {
  return spots
    .map(
      ([x, y, s]) => `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
        <ellipse cx="0" cy="0" rx="60" ry="26"/><circle cx="-22" cy="-14" r="26"/><circle cx="18" cy="-22" r="32"/></g>`,
    )
    .join("");
}

/** Shoulders and chest of a front-facing dog, below a head centred near (500, 430). */
function shoulders(fur, chest, { width = 300, top = 600 } = {}) {
  const l = 500 - width;
  const r = 500 + width;
  return `<path fill="${fur}" d="M${l} 1000 C${l + 10} ${top + 170} ${500 - width * 0.55} ${top} 500 ${top} C${500 + width * 0.55} ${top} ${r - 10} ${top + 170} ${r} 1000Z"/>
    ${chest ? `<path fill="${chest}" d="M400 1000 C405 ${top + 180} 445 ${top + 70} 500 ${top + 60} C555 ${top + 70} 595 ${top + 180} 600 1000Z"/>` : ""}`;
}

function mirror(shape) {
  return `${shape}<g transform="scale(-1 1)">${shape}</g>`;
}

const earShapes = {
  floppy: {
    outer: "M-118 -128 C-205 -138 -248 -30 -236 70 C-228 130 -178 150 -150 112 C-126 80 -118 0 -104 -70Z",
    inner: null,
    behind: false,
  },
  long: {
    outer: "M-112 -132 C-210 -140 -262 -10 -246 110 C-238 170 -180 190 -156 140 C-132 92 -118 0 -100 -70Z",
    inner: null,
    behind: false,
  },
  up: {
    outer: "M-160 -60 C-178 -150 -178 -230 -150 -290 C-100 -250 -60 -200 -40 -150Z",
    inner: "M-140 -90 C-152 -150 -152 -205 -140 -250 C-108 -220 -84 -190 -70 -158Z",
    behind: true,
  },
  big: {
    outer: "M-150 -70 C-190 -190 -200 -300 -170 -380 C-100 -330 -50 -240 -30 -160Z",
    inner: "M-136 -100 C-164 -190 -170 -270 -154 -330 C-112 -290 -80 -230 -64 -170Z",
    behind: true,
  },
  fold: {
    outer:
      "M-178 -96 C-176 -150 -140 -186 -92 -186 C-70 -184 -54 -172 -48 -158 C-70 -128 -96 -80 -122 -50 C-150 -50 -178 -70 -178 -96Z",
    inner: "M-170 -104 C-164 -146 -134 -172 -94 -174 C-120 -160 -150 -136 -170 -104Z",
    behind: false,
  },
  rose: {
    outer: "M-108 -138 C-160 -176 -214 -150 -214 -104 C-190 -112 -160 -104 -132 -82Z",
    inner: "M-120 -130 C-156 -150 -190 -140 -198 -114 C-176 -114 -156 -108 -136 -96Z",
    behind: true,
  },
  fluffy: {
    outer:
      "M-120 -120 C-170 -150 -220 -110 -222 -50 C-240 -20 -236 20 -214 40 C-224 70 -200 110 -166 100 C-140 110 -118 80 -120 50 C-110 0 -108 -60 -100 -90Z",
    inner: null,
    behind: false,
  },
};

/**
 * A front-facing dog head centred on (0, 0), about 360 units wide. The ears, markings and face are
 * chosen per dog; `o.extra` is drawn on top of the skull (clipped to it) for patches and stripes.
 */
function head(o) {
  const {
    id,
    fur,
    earFur = fur,
    earFurRight = earFur,
    innerEar = "#f2b6a6",
    muzzle,
    ears = "floppy",
    skull = "M0 -165 C112 -165 186 -92 182 8 C178 102 122 162 0 166 C-122 162 -178 102 -182 8 C-186 -92 -112 -165 0 -165Z",
    extra = "",
    eyes = "open",
    eyeY = -22,
    eyeX = 66,
    iris = null,
    brows = null,
    tongue = false,
    cheeks = true,
    nose = "#241813",
    muzzleShape = null,
    outline = null,
  } = o;
  const ear = earShapes[ears];
  const earLeft = `<g fill="${earFur}"><path d="${ear.outer}"/>${ear.flap ? `<path d="${ear.flap}" fill="${o.flapFur ?? earFur}"/>` : ""}${ear.inner ? `<path d="${ear.inner}" fill="${innerEar}"/>` : ""}</g>`;
  const earRight = `<g transform="scale(-1 1)"><g fill="${earFurRight}"><path d="${ear.outer}"/>${ear.flap ? `<path d="${ear.flap}" fill="${o.flapFur ?? earFurRight}"/>` : ""}${ear.inner ? `<path d="${ear.inner}" fill="${innerEar}"/>` : ""}</g></g>`;
  const earsSvg = earLeft + earRight;

  const muzzleSvg =
    muzzleShape ??
    `<g fill="${muzzle}"><ellipse cx="0" cy="58" rx="74" ry="58"/><circle cx="-46" cy="92" r="58"/><circle cx="46" cy="92" r="58"/></g>`;

  let eyesSvg;
  if (eyes === "happy") {
    eyesSvg = mirror(
      `<path d="M${-eyeX - 22} ${eyeY + 6} Q${-eyeX} ${eyeY - 22} ${-eyeX + 22} ${eyeY + 6}" fill="none" stroke="${ink}" stroke-width="11" stroke-linecap="round"/>`,
    );
  } else if (eyes === "soft") {
    // Slightly heavy lids: the friendly, sleepy look of an old dog.
    eyesSvg = mirror(`<circle cx="${-eyeX}" cy="${eyeY}" r="21" fill="${iris ?? ink}"/>
      <circle cx="${-eyeX}" cy="${eyeY}" r="12" fill="${ink}"/>
      <circle cx="${-eyeX + 6}" cy="${eyeY + 2}" r="5" fill="#fff"/>
      <path d="M${-eyeX - 26} ${eyeY - 4} Q${-eyeX} ${eyeY - 22} ${-eyeX + 26} ${eyeY - 4} L${-eyeX + 26} ${eyeY - 26} L${-eyeX - 26} ${eyeY - 26}Z" fill="${o.lidFur ?? fur}"/>
      <path d="M${-eyeX - 25} ${eyeY - 4} Q${-eyeX} ${eyeY - 20} ${-eyeX + 25} ${eyeY - 4}" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`);
  } else {
    eyesSvg =
      mirror(`${iris ? `<circle cx="${-eyeX}" cy="${eyeY}" r="24" fill="${iris}"/><circle cx="${-eyeX}" cy="${eyeY}" r="14" fill="${ink}"/>` : `<circle cx="${-eyeX}" cy="${eyeY}" r="22" fill="${ink}"/>`}
      <circle cx="${-eyeX + 7}" cy="${eyeY - 8}" r="7.5" fill="#fff"/><circle cx="${-eyeX - 7}" cy="${eyeY + 8}" r="3" fill="#fff" opacity="0.8"/>`);
  }

  const browsSvg = brows
    ? mirror(
        `<ellipse cx="${-eyeX + 2}" cy="${eyeY - 44}" rx="24" ry="13" fill="${brows}" transform="rotate(-12 ${-eyeX} ${eyeY - 44})"/>`,
      )
    : "";

  const tongueSvg = tongue
    ? `<path d="M-46 104 Q0 150 46 104 Q0 118 -46 104Z" fill="#5a2a22"/>
       <path d="M-28 112 C-30 170 -14 188 0 188 C14 188 30 170 28 112 Q0 124 -28 112Z" fill="${tonguePink}"/>
       <path d="M0 124 L0 168" stroke="#d46877" stroke-width="5" stroke-linecap="round"/>`
    : "";

  const mouthSvg = `<path d="M0 70 L0 98 M-52 100 Q-26 128 0 98 Q26 128 52 100" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;

  const cheeksSvg = cheeks
    ? mirror(`<ellipse cx="-112" cy="52" rx="24" ry="15" fill="${blush}" opacity="0.45"/>`)
    : "";

  const noseSvg = `<path d="M-40 36 C-44 12 -20 4 0 4 C20 4 44 12 40 36 C36 58 16 70 0 70 C-16 70 -36 58 -40 36Z" fill="${nose}"/>
    <ellipse cx="-13" cy="20" rx="13" ry="7" fill="#fff" opacity="0.35"/>`;

  const clip = `skull-${id}`;
  return `<defs><clipPath id="${clip}"><path d="${skull}"/></clipPath></defs>
    ${ear.behind ? earsSvg : ""}
    <path d="${skull}" fill="${fur}" ${outline ? `stroke="${outline}" stroke-width="0"` : ""}/>
    <g clip-path="url(#${clip})">${extra}</g>
    ${muzzleSvg}
    ${ear.behind ? "" : earsSvg}
    ${cheeksSvg}${eyesSvg}${browsSvg}${tongueSvg}${mouthSvg}${noseSvg}`;
}

function placeHead(x, y, { rotate = 0, scale = 1 } = {}, body) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${body}</g>`;
}

/** A round collar with a little tag, for a neck centred on x = 500. */
function collar(y, colour, tag = "#f5c542", width = 150) {
  return `<path d="M${500 - width} ${y} Q500 ${y + 70} ${500 + width} ${y} L${500 + width} ${y + 34} Q500 ${y + 104} ${500 - width} ${y + 34}Z" fill="${colour}"/>
    <circle cx="500" cy="${y + 100}" r="30" fill="${tag}"/><circle cx="500" cy="${y + 100}" r="17" fill="none" stroke="#d39b1f" stroke-width="5"/>`;
}

/** Brindle stripes: irregular dark streaks for the head and chest. */
function brindle(colour, x0, x1, y0, y1, step = 34) {
  let out = "";
  let i = 0;
  for (let x = x0; x < x1; x += step, i++) {
    const w = 8 + ((i * 7) % 9);
    const lean = ((i * 13) % 30) - 15;
    out += `<path d="M${x} ${y0} C${x + lean} ${y0 + (y1 - y0) * 0.3} ${x - lean} ${y0 + (y1 - y0) * 0.6} ${x + lean / 2} ${y1}" stroke="${colour}" stroke-width="${w}" fill="none" stroke-linecap="round" opacity="0.55"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The twelve dogs.

const portraits = [];

// 01: scruffy terrier, wiry grey-brown coat, bushy brows and beard, folded ears.
portraits.push(() => {
  const fur = "#a08a72";
  const light = "#d8c8b2";
  const wiry =
    "M0 -170 L24 -180 L40 -166 L66 -176 L82 -158 L110 -160 L120 -138 L150 -132 L152 -106 L178 -92 L172 -64 L194 -44 L180 -16 L196 12 L176 34 L186 66 L162 84 L164 116 L134 128 L124 156 L92 160 L70 180 L40 170 L0 184 L-40 170 L-70 180 L-92 160 L-124 156 L-134 128 L-164 116 L-162 84 L-186 66 L-176 34 L-196 12 L-180 -16 L-194 -44 L-172 -64 L-178 -92 L-152 -106 L-150 -132 L-120 -138 L-110 -160 L-82 -158 L-66 -176 L-40 -166 L-24 -180Z";
  const beard = `<path fill="${light}" d="M-118 40 L-108 70 L-124 96 L-100 112 L-104 146 L-74 150 L-66 182 L-36 172 L-14 198 L0 180 L14 198 L36 172 L66 182 L74 150 L104 146 L100 112 L124 96 L108 70 L118 40 C90 10 40 -6 0 -6 C-40 -6 -90 10 -118 40Z"/>
    <path fill="${light}" d="M-30 -20 C-24 -60 -10 -90 0 -100 C10 -90 24 -60 30 -20Z" opacity="0.7"/>`;
  return `${backdrop(
    "#cfe0cf",
    "#e6efe2",
    leaves("#b5cfb3", [
      [110, 140, 30, 1.1],
      [880, 170, -40, 1.3],
      [90, 820, 60, 1.2],
      [905, 790, -20, 1],
      [200, 60, 80, 0.8],
      [820, 900, 10, 0.9],
    ]),
  )}
    ${shoulders(fur, light, { width: 250, top: 640 })}
    ${placeHead(500, 440, { rotate: -6, scale: 1.14 }, head({ id: "terrier", fur, earFur: "#6c5845", innerEar: "#8a7560", ears: "fold", skull: wiry, muzzleShape: beard, brows: "#eee4d6", eyeY: -18, tongue: true }))}`;
});

// 02: galgo (Spanish greyhound), standing in profile at sunset: slender, deep chest, long tail.
portraits.push(() => {
  const fur = "#6f6a6c";
  const far = "#55504f";
  const white = "#f7f1ea";
  const dog = `
    <g stroke-linecap="round" stroke-linejoin="round" fill="none">
      <path d="M612 620 L604 744 L614 842" stroke="${far}" stroke-width="24"/>
      <path d="M326 590 L362 672 L300 772 L318 842" stroke="${far}" stroke-width="24"/>
      <path d="M266 516 C196 590 196 730 258 786" stroke="${fur}" stroke-width="12"/>
    </g>
    <path fill="${fur}" d="M660 488 C560 438 404 424 306 480 C248 514 246 598 300 626 C340 646 380 606 424 596 C486 588 540 664 620 664 C692 664 712 572 700 528Z"/>
    <path fill="${white}" d="M694 530 C704 584 696 650 640 662 C660 630 672 590 672 546Z"/>
    <path fill="${fur}" d="M648 478 C664 424 690 372 720 338 L790 364 C768 426 726 506 696 546Z"/>
    <path fill="${white}" d="M700 524 C722 472 752 420 776 372 L790 364 C768 426 730 500 704 540Z"/>
    <g stroke-linecap="round" stroke-linejoin="round" fill="none" stroke-width="26">
      <path d="M664 620 L666 748 L678 842" stroke="${fur}"/>
      <path d="M300 560 L336 664 L274 772 L294 842" stroke="${fur}"/>
      <path d="M668 770 L678 842 M279 790 L294 842" stroke="${white}"/>
    </g>
    <path fill="${fur}" d="M256 516 C226 600 270 664 340 672 C376 640 376 560 330 512Z"/>
    <path d="M296 524 C330 560 346 620 336 664" stroke="${far}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.6"/>
    <g fill="${white}"><ellipse cx="688" cy="846" rx="26" ry="10"/><ellipse cx="312" cy="846" rx="26" ry="10"/></g>
    <g fill="${far}"><ellipse cx="622" cy="846" rx="24" ry="9"/><ellipse cx="278" cy="846" rx="24" ry="9"/></g>
    <path fill="${fur}" d="M712 330 C730 296 776 290 800 306 C830 314 872 328 900 344 C914 354 910 372 892 376 C850 384 800 384 760 380 C720 376 700 360 712 330Z"/>
    <path fill="${white}" d="M792 380 C830 384 870 382 892 376 C880 392 830 400 790 392Z"/>
    <circle cx="900" cy="352" r="12" fill="${ink}"/>
    <path d="M742 312 C716 290 680 290 670 318 C690 326 712 334 728 344Z" fill="${far}"/>
    <circle cx="790" cy="330" r="10" fill="${ink}"/><circle cx="793" cy="326" r="3.5" fill="#fff"/>
    <path d="M838 378 Q860 390 880 378" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M704 396 C724 408 754 410 772 402" stroke="#c7402f" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  return `<rect width="1000" height="1000" fill="#f8d6b0"/>
    <circle cx="700" cy="300" r="170" fill="#fbe6c4"/>
    <path d="M0 660 C220 590 420 620 620 670 C780 710 900 680 1000 650 L1000 1000 L0 1000Z" fill="#eab98b"/>
    <path d="M0 820 C260 770 600 790 1000 800 L1000 1000 L0 1000Z" fill="#dca374"/>
    <ellipse cx="480" cy="888" rx="370" ry="24" fill="#c68e5f" opacity="0.6"/>
    <g transform="translate(-135 -93) scale(1.15)">${dog}</g>`;
});

// 03: podenco, red and white, huge upright ears, narrow head, amber eyes.
portraits.push(() => {
  const fur = "#c9713b";
  const white = "#fbf3e8";
  const skull =
    "M0 -170 C96 -170 150 -100 148 -10 C146 80 104 150 0 170 C-104 150 -146 80 -148 -10 C-150 -100 -96 -170 0 -170Z";
  const blaze = `<path fill="${white}" d="M-20 -170 C-14 -110 -34 -60 -46 0 L46 0 C34 -60 14 -110 20 -170Z"/>`;
  const muzzle = `<g fill="${white}"><ellipse cx="0" cy="62" rx="70" ry="64"/><circle cx="-40" cy="100" r="50"/><circle cx="40" cy="100" r="50"/></g>`;
  return `${backdrop(
    "#f7dc94",
    "#fbedc4",
    dots("#efc86a", [
      [90, 100, 18],
      [160, 190, 10],
      [880, 120, 22],
      [930, 240, 12],
      [70, 880, 20],
      [900, 880, 16],
      [150, 640, 9],
      [860, 600, 11],
    ]),
  )}
    ${shoulders(fur, white, { width: 250, top: 620 })}
    ${placeHead(500, 470, { rotate: 5 }, head({ id: "podenco", fur, ears: "big", innerEar: "#f3b49a", skull, extra: blaze, muzzleShape: muzzle, iris: "#c98a2a", eyeX: 62, eyeY: -30 }))}`;
});

// 04: labrador mix, golden, floppy ears, tongue out, blue sky with clouds.
portraits.push(() => {
  const fur = "#e3b463";
  const light = "#f3d79f";
  return `${backdrop(
    "#cfe1f2",
    "#e7f1fa",
    clouds("#ffffff", [
      [170, 160, 1.1],
      [820, 130, 0.9],
      [880, 820, 0.8],
      [110, 800, 0.7],
    ]),
  )}
    ${shoulders(fur, light, { width: 300, top: 600 })}
    ${collar(640, "#2f7d6d", "#f5c542", 160)}
    ${placeHead(500, 420, { rotate: 0, scale: 1.05 }, head({ id: "lab", fur, earFur: "#cf9b4b", muzzle: light, ears: "floppy", tongue: true, brows: null }))}`;
});

// 05: senior with a grey muzzle and soft eyes, resting on a checked blanket.
portraits.push(() => {
  const fur = "#6a4a36";
  const grey = "#c9c3bb";
  const extra = `<path fill="${grey}" d="M-40 -120 C-30 -80 -34 -40 -46 -4 L46 -4 C34 -40 30 -80 40 -120 C20 -100 -20 -100 -40 -120Z" opacity="0.35"/>`;
  const blanket = `<g>
      <path d="M0 800 C300 780 700 780 1000 800 L1000 1000 L0 1000Z" fill="#d86a5a"/>
      ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<rect x="${i * 120 + 30}" y="790" width="44" height="210" fill="#f2e6d3" opacity="0.4"/>`).join("")}
      <rect x="0" y="860" width="1000" height="44" fill="#f2e6d3" opacity="0.4"/>
      <rect x="0" y="960" width="1000" height="40" fill="#f2e6d3" opacity="0.4"/>
    </g>`;
  const paws = `<g fill="${fur}"><ellipse cx="390" cy="812" rx="70" ry="40"/><ellipse cx="610" cy="812" rx="70" ry="40"/></g>
    <g fill="#d9d3cb"><ellipse cx="390" cy="822" rx="52" ry="26"/><ellipse cx="610" cy="822" rx="52" ry="26"/></g>
    <g stroke="#8e857b" stroke-width="5" stroke-linecap="round"><path d="M372 812 L372 840 M408 812 L408 840 M592 812 L592 840 M628 812 L628 840"/></g>`;
  return `${backdrop(
    "#f1cfc6",
    "#f8e4de",
    hearts("#e8b1a6", [
      [130, 150, 1.3],
      [870, 170, 1],
      [880, 560, 0.8],
      [110, 560, 0.9],
    ]),
  )}
    ${shoulders(fur, "#8a6a54", { width: 290, top: 630 })}
    ${blanket}
    ${placeHead(500, 450, { rotate: -8, scale: 1.04 }, head({ id: "senior", fur, earFur: "#553a2a", muzzle: grey, ears: "long", extra, eyes: "soft", iris: "#8a5a2e", brows: "#d9d3cb", cheeks: false }))}
    ${paws}`;
});

// 06: puppy, sitting, big head, chubby body, a ball beside it.
portraits.push(() => {
  const fur = "#d99a5b";
  const light = "#f6e2c6";
  const dark = "#b97a3f";
  return `${backdrop(
    "#cdeadf",
    "#e6f5ef",
    pawPrints("#b5dccd", [
      [120, 130, -20],
      [210, 240, 10],
      [860, 140, 25],
      [900, 300, -10],
      [100, 520, 15],
    ]),
  )}
    <ellipse cx="500" cy="918" rx="250" ry="24" fill="#a9d3c3"/>
    <path d="M650 800 C720 780 760 740 780 690" stroke="${fur}" stroke-width="30" fill="none" stroke-linecap="round"/>
    <path d="M790 660 L810 640 M800 700 L830 690 M760 640 L770 612" stroke="#8cbfae" stroke-width="8" stroke-linecap="round"/>
    <ellipse cx="500" cy="760" rx="190" ry="170" fill="${fur}"/>
    <ellipse cx="500" cy="790" rx="100" ry="130" fill="${light}"/>
    <ellipse cx="350" cy="850" rx="90" ry="70" fill="${dark}"/>
    <ellipse cx="650" cy="850" rx="90" ry="70" fill="${dark}"/>
    <ellipse cx="330" cy="905" rx="60" ry="26" fill="${fur}"/>
    <ellipse cx="670" cy="905" rx="60" ry="26" fill="${fur}"/>
    <rect x="420" y="700" width="56" height="200" rx="28" fill="${fur}"/>
    <rect x="524" y="700" width="56" height="200" rx="28" fill="${fur}"/>
    <ellipse cx="446" cy="900" rx="40" ry="22" fill="${light}"/>
    <ellipse cx="554" cy="900" rx="40" ry="22" fill="${light}"/>
    <g transform="translate(210 870)"><circle r="58" fill="#e0463a"/><path d="M-56 -14 C-20 0 20 0 56 -14 M-56 14 C-20 28 20 28 56 14" stroke="#f7f1e7" stroke-width="9" fill="none"/></g>
    ${placeHead(500, 420, { rotate: 10, scale: 1.12 }, head({ id: "puppy", fur, earFur: dark, muzzle: light, ears: "floppy", eyeX: 70, eyeY: -12, extra: `<ellipse cx="0" cy="-150" rx="40" ry="30" fill="${light}"/>` }))}`;
});

// 07: spotted dog, white with black spots and a black patch over one eye.
portraits.push(() => {
  const fur = "#fbf7f1";
  const spot = "#2d2a28";
  const spots = `<g fill="${spot}"><ellipse cx="-70" cy="-28" rx="54" ry="48"/><circle cx="80" cy="-120" r="16"/><circle cx="120" cy="-60" r="12"/><circle cx="-20" cy="-140" r="13"/><circle cx="140" cy="40" r="14"/><circle cx="-150" cy="50" r="11"/></g>`;
  const chest = `<g fill="${spot}"><circle cx="380" cy="800" r="16"/><circle cx="450" cy="880" r="12"/><circle cx="620" cy="780" r="18"/><circle cx="680" cy="900" r="14"/><circle cx="300" cy="930" r="13"/><circle cx="560" cy="960" r="11"/><circle cx="740" cy="820" r="12"/></g>`;
  return `${backdrop(
    "#f6cfae",
    "#fbe6d4",
    pawPrints("#eeb994", [
      [100, 120, -15],
      [890, 110, 20],
      [80, 420, 10],
      [920, 450, -25],
      [130, 860, 5],
      [880, 880, -10],
    ]),
  )}
    ${shoulders(fur, null, { width: 290, top: 610 })}${chest}
    ${collar(650, "#3b6fb6", "#f5c542", 150)}
    ${placeHead(500, 430, { rotate: -4 }, head({ id: "spotted", fur, earFur: spot, earFurRight: "#e9e3da", muzzle: "#ffffff", ears: "floppy", extra: spots, iris: "#6b4226", tongue: true, nose: "#2b2320" }))}
    <g transform="translate(500 430) rotate(-4)"><circle cx="214" cy="20" r="14" fill="${spot}"/><circle cx="200" cy="80" r="10" fill="${spot}"/></g>`;
});

// 08: black dog with a red collar and a golden tag, brown eyes.
portraits.push(() => {
  const fur = "#2a2523";
  const muzzle = "#4a423e";
  return `${backdrop(
    "#f6c06b",
    "#fad99c",
    dots("#eeab4e", [
      [120, 120, 26],
      [880, 160, 20],
      [90, 300, 12],
      [920, 360, 14],
      [110, 880, 22],
      [900, 860, 18],
    ]),
  )}
    ${shoulders(fur, "#36302d", { width: 300, top: 600 })}
    ${collar(640, "#d33a2c", "#f5c542", 160)}
    ${placeHead(500, 420, { rotate: 6, scale: 1.03 }, head({ id: "black", fur, earFur: "#1f1b19", muzzle, ears: "floppy", iris: "#8a5526", brows: "#3d3531", nose: "#111", cheeks: false, tongue: true }))}`;
});

// 09: shepherd mix, tan with a black saddle and mask, upright ears, in the countryside.
portraits.push(() => {
  const tan = "#cf8d47";
  const black = "#2e2520";
  const light = "#ecc796";
  const mask = `<path fill="${black}" d="M-190 -200 L190 -200 L190 -40 C140 -80 110 -100 60 -96 C30 -60 20 -40 0 -30 C-20 -40 -30 -60 -60 -96 C-110 -100 -140 -80 -190 -40Z" opacity="0.95"/>
    <path fill="${tan}" d="M-100 -50 C-80 -70 -50 -66 -36 -40 C-60 -30 -90 -34 -100 -50Z M100 -50 C80 -70 50 -66 36 -40 C60 -30 90 -34 100 -50Z"/>`;
  return `<rect width="1000" height="1000" fill="#efe0c4"/>
    <path d="M0 760 C200 690 380 720 560 700 C760 680 880 640 1000 660 L1000 1000 L0 1000Z" fill="#c9d7a8"/>
    <path d="M0 860 C260 820 520 850 1000 800 L1000 1000 L0 1000Z" fill="#aec38c"/>
    <circle cx="500" cy="520" r="390" fill="#f7eedc" opacity="0.85"/>
    ${shoulders(tan, light, { width: 300, top: 600 })}
    <path fill="${black}" d="M200 1000 C210 800 300 680 420 640 C360 720 330 860 330 1000Z M800 1000 C790 800 700 680 580 640 C640 720 670 860 670 1000Z"/>
    ${placeHead(500, 440, { rotate: -10, scale: 1.02 }, head({ id: "shepherd", fur: tan, earFur: black, innerEar: "#e9b48e", muzzle: light, ears: "up", extra: mask, iris: "#7a4a1e", tongue: true, nose: "#1c1411", muzzleShape: `<g fill="${light}"><ellipse cx="0" cy="62" rx="70" ry="58"/><circle cx="-44" cy="96" r="54"/><circle cx="44" cy="96" r="54"/></g><path d="M-30 30 C-20 10 20 10 30 30 L20 70 L-20 70Z" fill="#6b4a33" opacity="0.6"/>` }))}`;
});

// 10: small fluffy white dog with a tilted head.
portraits.push(() => {
  const fur = "#fbf8f3";
  const shade = "#e7e0d6";
  const puff =
    "M0 -172 C30 -196 70 -180 84 -160 C118 -176 156 -146 150 -112 C186 -100 196 -56 176 -30 C200 -2 194 44 168 60 C180 98 150 134 114 130 C104 166 60 182 30 166 C10 186 -10 186 -30 166 C-60 182 -104 166 -114 130 C-150 134 -180 98 -168 60 C-194 44 -200 -2 -176 -30 C-196 -56 -186 -100 -150 -112 C-156 -146 -118 -176 -84 -160 C-70 -180 -30 -196 0 -172Z";
  const fluff = (cx, cy, rx, ry, n, r) =>
    Array.from({ length: n }, (_, i) => {
      const a = Math.PI + (Math.PI * i) / (n - 1);
      return `<circle cx="${(cx + rx * Math.cos(a)).toFixed(1)}" cy="${(cy + ry * Math.sin(a)).toFixed(1)}" r="${r}"/>`;
    }).join("");
  return `${backdrop(
    "#e3d4ea",
    "#f1e8f5",
    hearts("#d5bfe0", [
      [120, 130, 1.2],
      [880, 150, 1.4],
      [90, 860, 1],
      [900, 840, 1.1],
    ]),
  )}
    <ellipse cx="500" cy="950" rx="260" ry="26" fill="#cdb8d8"/>
    <g fill="${shade}"><ellipse cx="500" cy="820" rx="220" ry="170"/>${fluff(500, 820, 220, 170, 11, 44)}</g>
    <g fill="${fur}"><ellipse cx="500" cy="830" rx="180" ry="140"/>${fluff(500, 830, 170, 140, 9, 40)}</g>
    <g fill="none" stroke="${shade}" stroke-width="8" stroke-linecap="round"><path d="M500 780 L500 918 M412 800 C404 850 404 890 410 918 M588 800 C596 850 596 890 590 918"/></g>
    <g fill="${fur}" stroke="${shade}" stroke-width="5"><ellipse cx="455" cy="930" rx="50" ry="26"/><ellipse cx="545" cy="930" rx="50" ry="26"/></g>
    <g stroke="${shade}" stroke-width="5" stroke-linecap="round"><path d="M440 918 L440 940 M468 918 L468 940 M532 918 L532 940 M560 918 L560 940"/></g>
    ${placeHead(500, 440, { rotate: 14, scale: 1.0 }, head({ id: "white", fur, earFur: shade, muzzle: "#ffffff", ears: "fluffy", skull: puff, iris: "#4a2c1c", tongue: true, eyeX: 62, eyeY: -14 }))}
    <g transform="translate(500 440) rotate(14)"><path d="M-40 -150 C-30 -175 -5 -176 0 -160 C5 -176 30 -175 40 -150" stroke="${shade}" stroke-width="10" fill="none" stroke-linecap="round"/></g>`;
});

// 11: brindle, broad head, rose ears, white blaze and chest, big grin.
portraits.push(() => {
  const fur = "#9c6b3f";
  const stripe = "#3a2618";
  const white = "#fbf5ec";
  const skull =
    "M0 -160 C120 -160 200 -90 200 0 C200 96 140 160 0 168 C-140 160 -200 96 -200 0 C-200 -90 -120 -160 0 -160Z";
  const extra = `${brindle(stripe, -210, 220, -170, 180, 30)}<path fill="${white}" d="M-16 -170 C-10 -110 -28 -60 -40 0 L40 0 C28 -60 10 -110 16 -170Z"/>`;
  const muzzle = `<g fill="${white}"><ellipse cx="0" cy="62" rx="90" ry="60"/><circle cx="-56" cy="96" r="60"/><circle cx="56" cy="96" r="60"/></g>`;
  return `${backdrop(
    "#bfe0da",
    "#dcefeb",
    leaves("#a6d1c8", [
      [120, 150, -30, 1.2],
      [880, 130, 35, 1.1],
      [100, 860, 20, 1.1],
      [900, 870, -40, 1.2],
    ]),
  )}
    <path fill="${fur}" d="M180 1000 C190 780 320 610 500 610 C680 610 810 780 820 1000Z"/>
    <g clip-path="url(#brindle-body)">${brindle(stripe, 180, 830, 600, 1000, 36)}</g>
    <defs><clipPath id="brindle-body"><path d="M180 1000 C190 780 320 610 500 610 C680 610 810 780 820 1000Z"/></clipPath></defs>
    <path fill="${white}" d="M410 1000 C420 820 460 700 500 690 C540 700 580 820 590 1000Z"/>
    ${placeHead(500, 440, { rotate: -3, scale: 1.02 }, head({ id: "brindle", fur, earFur: "#6e4a2c", innerEar: "#c98f7a", ears: "rose", skull, extra, muzzleShape: muzzle, eyes: "happy", eyeX: 72, tongue: true }))}`;
});

// 12: a happy three-legged dog (missing the front leg on our side) with a yellow bandana, in a meadow.
portraits.push(() => {
  const fur = "#c4884f";
  const far = "#a06a38";
  const white = "#f8efe2";
  return `<rect width="1000" height="1000" fill="#d6ebf5"/>
    ${clouds("#ffffff", [
      [180, 170, 1.1],
      [800, 120, 0.9],
    ])}
    <path d="M0 720 C240 660 520 690 760 660 C860 648 940 660 1000 670 L1000 1000 L0 1000Z" fill="#b9d98f"/>
    <path d="M0 830 C300 790 640 810 1000 780 L1000 1000 L0 1000Z" fill="#9fc778"/>
    ${[
      [90, 900],
      [160, 940],
      [820, 900],
      [900, 950],
      [720, 960],
      [250, 870],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})"><circle r="10" fill="#fff"/><circle r="4" fill="#f5c542"/></g>`,
      )
      .join("")}
    <ellipse cx="480" cy="852" rx="270" ry="22" fill="#86b062" opacity="0.7"/>
    <g stroke-linecap="round" fill="none">
      <path d="M318 650 C300 700 300 760 320 840" stroke="${far}" stroke-width="48"/>
      <path d="M268 560 C210 520 190 450 220 400" stroke="${fur}" stroke-width="26"/>
    </g>
    <path fill="${fur}" d="M640 500 C560 470 400 470 320 500 C250 530 240 640 300 680 C350 710 420 690 480 686 C560 682 640 700 690 660 C730 620 720 540 640 500Z"/>
    <path fill="${white}" d="M690 660 C660 690 600 694 560 686 C600 670 650 640 672 580 C690 600 700 630 690 660Z"/>
    <path d="M640 660 C646 730 644 790 652 840" stroke="${fur}" stroke-width="52" fill="none" stroke-linecap="round"/>
    <path fill="${fur}" d="M250 560 C240 660 300 720 360 700 C410 680 410 580 360 540Z"/>
    <path d="M330 670 C340 740 340 790 352 840" stroke="${fur}" stroke-width="50" fill="none" stroke-linecap="round"/>
    <g fill="${white}"><ellipse cx="664" cy="848" rx="40" ry="14"/><ellipse cx="364" cy="848" rx="40" ry="14"/></g>
    <ellipse cx="330" cy="848" rx="34" ry="12" fill="${far}"/>
    <path fill="${fur}" d="M620 520 C640 460 660 420 690 390 L780 420 C770 480 740 540 700 580Z"/>
    <path fill="#f5c542" d="M640 470 C680 500 740 500 780 470 L790 500 C760 560 700 580 660 560 C650 540 640 510 640 470Z"/>
    <path fill="#e0a92a" d="M690 530 L720 600 L760 520Z"/>
    <circle cx="700" cy="520" r="8" fill="#fff"/><circle cx="740" cy="510" r="7" fill="#fff"/>
    <g transform="translate(738 360)">
      <path d="M-60 -40 C-80 -120 -50 -150 -30 -150 C-10 -120 0 -90 0 -60Z" fill="${far}"/>
      <ellipse cx="0" cy="0" rx="90" ry="78" fill="${fur}"/>
      <path d="M-20 -60 C20 -90 60 -90 80 -60 C60 -70 20 -60 0 -40Z" fill="${fur}"/>
      <path d="M10 -76 C20 -150 50 -170 70 -164 C84 -130 80 -90 64 -56Z" fill="${fur}"/>
      <path d="M26 -80 C34 -130 52 -146 64 -142 C72 -116 70 -92 60 -70Z" fill="#eab495"/>
      <path fill="${white}" d="M40 -10 C80 -20 140 -6 156 20 C166 40 150 60 120 62 C90 64 50 56 30 40Z"/>
      <circle cx="150" cy="18" r="17" fill="${ink}"/><ellipse cx="146" cy="12" rx="6" ry="4" fill="#fff" opacity="0.4"/>
      <path d="M70 48 C96 70 130 66 146 50" stroke="${ink}" stroke-width="6" fill="none" stroke-linecap="round"/>
      <path d="M100 58 C100 96 120 108 134 100 C142 90 136 70 132 56Z" fill="${tonguePink}"/>
      <circle cx="50" cy="-18" r="14" fill="${ink}"/><circle cx="55" cy="-23" r="5" fill="#fff"/>
      <ellipse cx="20" cy="24" rx="18" ry="11" fill="${blush}" opacity="0.45"/>
    </g>`;
});

/** The placeholder: a neutral dog head silhouette and a paw on light grey, no text. */
function placeholderSvg() {
  const grey = "#c8c8c6";
  const pale = "#d9d9d7";
  return `<rect width="1000" height="1000" fill="#ededeb"/>
    <circle cx="500" cy="500" r="300" fill="#e3e3e1"/>
    <g transform="translate(500 470) scale(1.05)" fill="${grey}">
      <path d="M-118 -128 C-205 -138 -248 -30 -236 70 C-228 130 -178 150 -150 112 C-126 80 -118 0 -104 -70Z"/>
      <path transform="scale(-1 1)" d="M-118 -128 C-205 -138 -248 -30 -236 70 C-228 130 -178 150 -150 112 C-126 80 -118 0 -104 -70Z"/>
      <path d="M0 -165 C112 -165 186 -92 182 8 C178 102 122 162 0 166 C-122 162 -178 102 -182 8 C-186 -92 -112 -165 0 -165Z"/>
      <g fill="${pale}"><circle cx="-66" cy="-22" r="20"/><circle cx="66" cy="-22" r="20"/>
      <path d="M-40 36 C-44 12 -20 4 0 4 C20 4 44 12 40 36 C36 58 16 70 0 70 C-16 70 -36 58 -40 36Z"/></g>
    </g>
    <g transform="translate(500 770) scale(1.3)" fill="${pale}">
      <ellipse cx="0" cy="14" rx="22" ry="18"/><ellipse cx="-22" cy="-12" rx="8" ry="11"/>
      <ellipse cx="-7" cy="-24" rx="8" ry="11"/><ellipse cx="9" cy="-24" rx="8" ry="11"/><ellipse cx="24" cy="-12" rx="8" ry="11"/>
    </g>`;
}

function svgDocument(inner, size) {
  return `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#fff}svg{display:block}</style></head>
    <body><svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">${inner}</svg></body></html>`;
}

const sizes = [1000, 500];
const limits = { 1000: 90 * 1024, 500: 35 * 1024 };

async function main() {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    const jobs = [
      ...portraits.map((draw, i) => ({ name: `dog-${String(i + 1).padStart(2, "0")}`, svg: draw() })),
      { name: "placeholder", svg: placeholderSvg() },
    ];
    for (const size of sizes) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      for (const job of jobs) {
        await page.setContent(svgDocument(job.svg, size));
        const file = path.join(outDir, `${job.name}-${size}.jpg`);
        await page.screenshot({
          path: file,
          type: "jpeg",
          quality: 78,
          clip: { x: 0, y: 0, width: size, height: size },
        });
        const { size: bytes } = await stat(file);
        const note = bytes > limits[size] ? `  (over the ${limits[size] / 1024} KB budget)` : "";
        console.log(`${path.relative(root, file)}  ${(bytes / 1024).toFixed(1)} KB${note}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
