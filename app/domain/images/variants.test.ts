import { describe, expect, test } from "vitest";
import { variantSource, variantSrcSet, variantUrl } from "./variants";

describe("variantSource", () => {
  test("the site's pictures and the buckets' keep their path", () => {
    expect(variantSource("/images/hero-1920x600.jpg")).toBe("images/hero-1920x600.jpg");
    expect(variantSource("/storage/blog-images/rescue%202024.jpg")).toBe(
      "storage/blog-images/rescue%202024.jpg",
    );
  });

  test("a dog photo of either size, on the feed's host or this one, names the photo", () => {
    expect(variantSource("/vermittlungstiere/110441/images/img-63-1/500x500")).toBe(
      "vermittlungstiere/110441/images/img-63-1",
    );
    expect(variantSource("https://bilder.example.org/vermittlungstiere/7/images/a-b/1000x1000")).toBe(
      "vermittlungstiere/7/images/a-b",
    );
  });

  test("a picture uploaded in the back office keeps its path", () => {
    const file = `${"a1".repeat(32)}.webp`;
    expect(variantSource(`/media/${file}`)).toBe(`media/${file}`);
  });

  test("anything else has no copies", () => {
    for (const src of [
      "https://cdn.example.org/photo.jpg",
      "/vermittlungstiere/7/images/a/200x200",
      "/images/../server.js",
      "/images/hero.jpg?x=1",
      "/assets/app.css",
      "//evil.example/images/x.jpg",
      "/media/../server.js",
      `/media/${"a1".repeat(32)}.gif`,
    ]) {
      expect(variantSource(src)).toBeNull();
    }
  });
});

describe("variantSrcSet", () => {
  test("lists the widths up to the source's own, in one format", () => {
    expect(variantSrcSet("images/x.jpg", 1000, "avif")).toBe(
      "/img/320/avif/images/x.jpg 320w, /img/480/avif/images/x.jpg 480w, /img/640/avif/images/x.jpg 640w, /img/960/avif/images/x.jpg 960w",
    );
    expect(variantUrl("storage/blog-images/a.jpg", 1200, "webp")).toBe(
      "/img/1200/webp/storage/blog-images/a.jpg",
    );
  });
});
