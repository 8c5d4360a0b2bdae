// Part of `npm run build`: a brotli and a gzip copy of every text file the client build wrote under
// assets/ (scripts, stylesheets), at the highest levels, so that the server sends them as files
// instead of compressing them for every visitor (server/http/precompressed.ts). A copy is kept only
// where it is smaller than the file.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const assets = path.join(buildDir, "client", "assets");
const textFile = /\.(js|css|svg|json|txt)$/;

let files = 0;
let saved = 0;
for (const name of readdirSync(assets)) {
  if (!textFile.test(name)) continue;
  const file = path.join(assets, name);
  const body = readFileSync(file);
  const copies = {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz: gzipSync(body, { level: 9 }),
  };
  for (const [extension, copy] of Object.entries(copies)) {
    if (copy.length >= body.length) continue;
    writeFileSync(`${file}.${extension}`, copy);
    saved += body.length - copy.length;
  }
  files += 1;
}
console.log(`compressed copies of ${files} assets (${Math.round(saved / 1024)} KB less to send)`);
