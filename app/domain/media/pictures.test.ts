import { describe, expect, test } from "vitest";
import { parsePictureFileName, pictureFileName } from "./pictures";

const sha = "ab".repeat(32);

describe("picture file names", () => {
  test("a format's extension, and back", () => {
    expect(pictureFileName(sha, "jpeg")).toBe(`${sha}.jpg`);
    expect(parsePictureFileName(`${sha}.jpg`)).toEqual({ sha256: sha, format: "jpeg" });
    expect(parsePictureFileName(`${sha}.avif`)).toEqual({ sha256: sha, format: "avif" });
  });

  test("any other name is none", () => {
    for (const name of [
      `${sha}.jpeg`,
      `${sha.toUpperCase()}.png`,
      `${sha}.gif`,
      `${sha.slice(1)}.png`,
      `x${sha}.png`,
      `${sha}.png/`,
    ]) {
      expect(parsePictureFileName(name)).toBeNull();
    }
  });
});
