import { describe, expect, it } from "vitest";
import { dogImageUrl, isRenderable, toDog } from "./present";
import { makeRecord } from "../../../tests/support/dogs/fixtures";

describe("toDog", () => {
  it("passes the Spanish texts through as extra fields, the German ones unchanged", () => {
    const record = makeRecord({
      headline: "Sanft",
      descriptionHtml: "<p>Hallo</p>",
      headlineEs: "Dulce",
      descriptionHtmlEs: "<p>Hola</p>",
    });
    expect(toDog(record, "")).toMatchObject({
      headline: "Sanft",
      descriptionHtml: "<p>Hallo</p>",
      headlineEs: "Dulce",
      descriptionHtmlEs: "<p>Hola</p>",
    });
    // A record stored before the Spanish texts existed has neither field.
    const { headlineEs: _h, descriptionHtmlEs: _d, ...old } = record;
    expect(toDog(old, "")).toMatchObject({ headlineEs: null, descriptionHtmlEs: null });
  });

  it("builds the public dog with slug, classification and image URLs", () => {
    const record = makeRecord({
      id: "1a2b3c4d5e",
      name: "Luna",
      title: "Luna (Finca)",
      species: "Hunde ES",
      tags: ["Patenschaften"],
      imageIds: ["img1", "img2"],
      headline: "Sanft",
      descriptionHtml: "<p>Hallo</p>",
    });
    expect(toDog(record, "https://img.example.org/")).toEqual({
      id: "1a2b3c4d5e",
      slug: "luna-2b3c4d5e",
      name: "Luna",
      title: "Luna (Finca)",
      headline: "Sanft",
      descriptionHtml: "<p>Hallo</p>",
      headlineEs: null,
      descriptionHtmlEs: null,
      species: "Hunde ES",
      tags: ["Patenschaften"],
      types: { adoption: true, sponsorship: true, hospice: false },
      status: "available",
      location: { country: "spain", detail: "finca" },
      images: [
        {
          id: "img1",
          small: "https://img.example.org/vermittlungstiere/1a2b3c4d5e/images/img1/500x500",
          large: "https://img.example.org/vermittlungstiere/1a2b3c4d5e/images/img1/1000x1000",
        },
        {
          id: "img2",
          small: "https://img.example.org/vermittlungstiere/1a2b3c4d5e/images/img2/500x500",
          large: "https://img.example.org/vermittlungstiere/1a2b3c4d5e/images/img2/1000x1000",
        },
      ],
    });
  });

  it("classifies hospice, reserved and mediated sponsorship dogs", () => {
    const hospice = toDog(makeRecord({ species: "Hunde Hospiz", reserved: true }), "");
    expect(hospice.status).toBe("hidden");
    expect(hospice.location).toEqual({ country: "spain", detail: "hospice" });
    expect(toDog(makeRecord({ species: "Hunde DE", reserved: true }), "").status).toBe("reserved");
    const mediated = toDog(makeRecord({ species: "Hunde ES", mediated: true, tags: ["patenschaften"] }), "");
    expect(mediated.status).toBe("hidden");
    expect(mediated.types).toEqual({ adoption: false, sponsorship: true, hospice: false });
  });

  it("falls back to the title for the slug and skips empty and duplicate image ids", () => {
    const dog = toDog(makeRecord({ id: "42", name: "", title: "Kira", imageIds: ["a", "", "a", " "] }), "");
    expect(dog.slug).toBe("kira-42");
    expect(dog.images).toEqual([
      {
        id: "a",
        small: "/vermittlungstiere/42/images/a/500x500",
        large: "/vermittlungstiere/42/images/a/1000x1000",
      },
    ]);
  });

  it("does not share the tags array with the record", () => {
    const record = makeRecord({ tags: ["x"] });
    const dog = toDog(record, "");
    record.tags.push("y");
    expect(dog.tags).toEqual(["x"]);
  });
});

describe("dogImageUrl", () => {
  it("encodes path segments and drops trailing slashes of the base", () => {
    expect(dogImageUrl("http://h//", "a/b c", "x?y#z", "500x500")).toBe(
      "http://h/vermittlungstiere/a%2Fb%20c/images/x%3Fy%23z/500x500",
    );
    expect(dogImageUrl("", "7", "i", "1000x1000")).toBe("/vermittlungstiere/7/images/i/1000x1000");
  });
});

describe("isRenderable", () => {
  it("needs a non-blank id and title", () => {
    expect(isRenderable(makeRecord())).toBe(true);
    expect(isRenderable(makeRecord({ id: "" }))).toBe(false);
    expect(isRenderable(makeRecord({ title: "  " }))).toBe(false);
    expect(isRenderable(makeRecord({ name: "", title: "T" }))).toBe(true);
  });
});
