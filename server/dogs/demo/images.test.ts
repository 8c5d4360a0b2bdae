import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  demoImageFile,
  demoImageSizes,
  demoImagesDir,
  demoPortraitCount,
  demoPortraitNumber,
  isDemoImageSize,
  placeholderFile,
} from "./images";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function isJpeg(file: string): boolean {
  const head = readFileSync(file).subarray(0, 3);
  return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

function feedImageIds(): string[] {
  const feed = JSON.parse(readFileSync(path.join(root, "server/dogs/demo/feed.json"), "utf8")) as {
    dogs: Record<string, unknown>[];
  };
  const ids: string[] = [];
  for (const dog of feed.dogs) {
    if (typeof dog.imageId === "string") ids.push(dog.imageId);
    for (const list of [dog.imageIds, dog.images]) {
      if (!Array.isArray(list)) continue;
      for (const item of list) {
        const id = typeof item === "object" && item !== null ? (item as { id?: unknown }).id : item;
        if (typeof id === "string") ids.push(id);
      }
    }
  }
  return ids;
}

describe("demo image mapping", () => {
  it("maps an image id to the same portrait every time (FNV-1a, fixed values)", () => {
    expect(demoPortraitNumber("img-104233-1")).toBe(5);
    expect(demoPortraitNumber("img-104233-5")).toBe(1);
    expect(demoPortraitNumber("img-a7f3c9e1-4")).toBe(8);
    expect(demoPortraitNumber("Ñaña-ß")).toBe(1);
    expect(demoPortraitNumber("")).toBe(2);
    expect(demoImageFile(root, "img-104233-1", "500x500")).toBe(
      demoImageFile(root, "img-104233-1", "500x500"),
    );
  });

  it("resolves under the root it is given, not under this module", () => {
    expect(demoImagesDir("/srv/site")).toBe(path.join("/srv/site", "server", "dogs", "demo", "images"));
    expect(demoImageFile("/srv/site", "img-104233-1", "1000x1000")).toBe(
      path.join("/srv/site", "server/dogs/demo/images/dog-05-1000.jpg"),
    );
    expect(demoImageFile("/srv/site", "img-104233-1", "500x500")).toBe(
      path.join("/srv/site", "server/dogs/demo/images/dog-05-500.jpg"),
    );
    expect(placeholderFile("/srv/site", "500x500")).toBe(
      path.join("/srv/site", "server/dogs/demo/images/placeholder-500.jpg"),
    );
  });

  it("shows the same portrait at both sizes", () => {
    for (const id of ["img-1-1", "img-104312-19", "x"]) {
      const small = path.basename(demoImageFile(root, id, "500x500")).replace("-500.jpg", "");
      const large = path.basename(demoImageFile(root, id, "1000x1000")).replace("-1000.jpg", "");
      expect(small).toBe(large);
    }
  });

  it("spreads different ids over many portraits", () => {
    const numbers = new Set(Array.from({ length: 200 }, (_, i) => demoPortraitNumber(`img-${100000 + i}-1`)));
    expect(numbers.size).toBe(demoPortraitCount);
    const counts = new Map<number, number>();
    for (let i = 0; i < 1200; i++) {
      const n = demoPortraitNumber(`img-${i}-${i % 7}`);
      counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    // Roughly even: no portrait gets more than twice its fair share of 100.
    for (const count of counts.values()) expect(count).toBeLessThan(200);
  });

  it("every image id of the bundled feed maps to a file, and together they use all twelve portraits", () => {
    const ids = feedImageIds();
    expect(ids.length).toBeGreaterThan(44);
    const used = new Set<string>();
    for (const id of ids) {
      const file = demoImageFile(root, id, "500x500");
      expect(existsSync(file), file).toBe(true);
      used.add(path.basename(file));
    }
    expect(used.size).toBe(demoPortraitCount);
  });

  it("knows its two sizes", () => {
    expect(demoImageSizes).toEqual(["500x500", "1000x1000"]);
    expect(isDemoImageSize("500x500")).toBe(true);
    expect(isDemoImageSize("1000x1000")).toBe(true);
    expect(isDemoImageSize("800x800")).toBe(false);
  });
});

describe("demo image files on disk", () => {
  const budget = { "500x500": 35 * 1024, "1000x1000": 90 * 1024 } as const;

  it("has all twelve portraits and the placeholder at both sizes, as small JPEGs", () => {
    const files = [
      ...demoImageSizes.flatMap((size) => [
        ...Array.from({ length: demoPortraitCount }, (_, i) =>
          path.join(demoImagesDir(root), `dog-${String(i + 1).padStart(2, "0")}-${size.split("x")[0]}.jpg`),
        ).map((file) => ({ file, size })),
        { file: placeholderFile(root, size), size },
      ]),
    ];
    expect(files).toHaveLength(26);
    for (const { file, size } of files) {
      expect(existsSync(file), file).toBe(true);
      expect(isJpeg(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThan(budget[size]);
    }
  });
});
