import { describe, expect, it } from "vitest";
import { resolveImageUrl } from "./image-url";

describe("resolveImageUrl", () => {
  it("keeps absolute http and https URLs as they are", () => {
    expect(resolveImageUrl("blog-images", "https://cdn.example.org/a b.jpg")).toBe(
      "https://cdn.example.org/a b.jpg",
    );
    expect(resolveImageUrl("guide-images", "HTTP://example.org/x.jpg")).toBe("HTTP://example.org/x.jpg");
  });

  it("turns a bucket path into the site's storage path of that bucket", () => {
    expect(resolveImageUrl("blog-images", "rescue-2024.jpg")).toBe("/storage/blog-images/rescue-2024.jpg");
    expect(resolveImageUrl("guide-images", "/2024/first days.jpg")).toBe(
      "/storage/guide-images/2024/first%20days.jpg",
    );
    expect(resolveImageUrl("guide-images", "a%20b.jpg")).toBe("/storage/guide-images/a%20b.jpg");
  });

  it("keeps a media library path as it is", () => {
    const file = `${"0f".repeat(32)}.webp`;
    expect(resolveImageUrl("blog-images", `/media/${file}`)).toBe(`/media/${file}`);
    expect(resolveImageUrl("guide-images", `/media/x.webp`)).toBe("/storage/guide-images/media/x.webp");
  });

  it("gives null for no image", () => {
    expect(resolveImageUrl("blog-images", null)).toBeNull();
    expect(resolveImageUrl("blog-images", "  ")).toBeNull();
    expect(resolveImageUrl("blog-images", "/")).toBeNull();
  });

  it("does not treat other schemes as absolute", () => {
    expect(resolveImageUrl("blog-images", "javascript:alert(1)")).toBe(
      "/storage/blog-images/javascript%3Aalert(1)",
    );
  });
});
