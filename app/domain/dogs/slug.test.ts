import { describe, expect, it } from "vitest";
import { dogSlug, findDogBySlug, idSuffix, normalizeId, slugFor, slugifyName, unknownDogSlug } from "./slug";

describe("slugifyName", () => {
  it.each([
    ["Luna", "luna"],
    ["Müller Ärger Öhrchen", "mueller-aerger-oehrchen"],
    ["ÜBERMUT", "uebermut"],
    ["Straße", "strasse"],
    ["GROẞ", "gross"],
    ["Ñoño", "nono"],
    ["José Ramón", "jose-ramon"],
    ["Çira Lúa Éclair", "cira-lua-eclair"],
    ["  --Luna &  Sol!!--  ", "luna-sol"],
    ["Bobby 2", "bobby-2"],
    ["a___b...c", "a-b-c"],
    ["🐶", ""],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(slugifyName(input)).toBe(expected);
  });

  it("folds decomposed umlauts the same as composed ones", () => {
    expect(slugifyName("Mu\u0308ller")).toBe("mueller");
    expect(slugifyName("N\u0303o")).toBe("no");
  });
});

describe("idSuffix and normalizeId", () => {
  it("keeps the last 8 characters of the lowercased alphanumeric id", () => {
    expect(idSuffix("1234567890")).toBe("34567890");
    expect(idSuffix("42")).toBe("42");
    expect(idSuffix("9F1C2D3E-AB12-4C5D-9E8F-1A2B3C4D5E6F")).toBe("3c4d5e6f");
    expect(idSuffix("ab-cd_ef.gh/ij")).toBe("cdefghij");
    expect(normalizeId("Ab-Cd")).toBe("abcd");
    expect(idSuffix("--")).toBe("");
  });
});

describe("dogSlug", () => {
  it("joins the name and the last 8 characters of the id", () => {
    expect(dogSlug("Luna", "1a2b3c4d")).toBe("luna-1a2b3c4d");
    expect(dogSlug("Luna", "99991a2b3c4d")).toBe("luna-1a2b3c4d");
    expect(dogSlug("Señor Würstchen", "12345")).toBe("senor-wuerstchen-12345");
    expect(dogSlug("Luna", "ABCDEFGHIJ")).toBe("luna-cdefghij");
  });

  it("falls back to the title when the name is blank", () => {
    expect(dogSlug("", "77", "Kira (Finca)")).toBe("kira-finca-77");
    expect(dogSlug("   ", "77", "Kira")).toBe("kira-77");
    expect(dogSlug("Bella", "77", "Kira")).toBe("bella-77");
  });

  it("gives 'unknown-dog' without a name and title or without an id", () => {
    expect(dogSlug("", "123")).toBe(unknownDogSlug);
    expect(dogSlug("", "123", " ")).toBe("unknown-dog");
    expect(dogSlug("Luna", "")).toBe("unknown-dog");
    expect(dogSlug("Luna", "---")).toBe("unknown-dog");
  });

  it("keeps the id suffix alone when the name has no sluggable character", () => {
    expect(dogSlug("🐶🐶", "12345678")).toBe("12345678");
  });

  it("slugFor uses a dog's name, title and id", () => {
    expect(slugFor({ id: "5", name: "", title: "Rex" })).toBe("rex-5");
  });
});

describe("findDogBySlug", () => {
  const dogs = [
    { id: "1001", name: "Luna", title: "Luna" },
    { id: "20001001", name: "Max", title: "Max" },
    { id: "9F1C2D3E-AB12-4C5D-9E8F-1A2B3C4D5E6F", name: "Kira", title: "Kira" },
    { id: "555", name: "", title: "" },
  ];

  it("finds a dog by the id at the end of the slug", () => {
    expect(findDogBySlug(dogs, "kira-3c4d5e6f")?.name).toBe("Kira");
    expect(findDogBySlug(dogs, "KIRA-3C4D5E6F")?.name).toBe("Kira");
    expect(findDogBySlug(dogs, "a-renamed-dog-3c4d5e6f")?.name).toBe("Kira");
    expect(findDogBySlug(dogs, "3c4d5e6f")?.name).toBe("Kira");
  });

  it("prefers the dog whose whole slug matches when several ids end alike", () => {
    expect(findDogBySlug(dogs, "max-20001001")?.name).toBe("Max");
    expect(findDogBySlug(dogs, "luna-1001")?.name).toBe("Luna");
    expect(findDogBySlug([...dogs].reverse(), "luna-1001")?.name).toBe("Luna");
    expect(findDogBySlug(dogs, "someone-1001")?.name).toBe("Luna");
  });

  it("finds nothing for unknown-dog, an empty slug or an unknown id", () => {
    expect(findDogBySlug(dogs, "unknown-dog")).toBeUndefined();
    expect(findDogBySlug(dogs, "")).toBeUndefined();
    expect(findDogBySlug(dogs, "luna-")).toBeUndefined();
    expect(findDogBySlug(dogs, "luna-424242")).toBeUndefined();
    expect(findDogBySlug([], "luna-1001")).toBeUndefined();
  });

  it("round-trips every slug it makes", () => {
    for (const dog of dogs.filter((d) => d.name)) {
      expect(findDogBySlug(dogs, slugFor(dog))).toBe(dog);
    }
  });
});
