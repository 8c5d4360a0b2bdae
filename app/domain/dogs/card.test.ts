import { describe, expect, it } from "vitest";
import { shownStatus, toCard } from "./card";
import { filterDogs, emptyFilters } from "./search";
import { makeDog } from "../../../tests/support/dogs/fixtures";

const none = { adoption: false, sponsorship: false, hospice: false };

describe("shownStatus: what a card and the profile say a visitor can do", () => {
  it("'available' for a dog a visitor can adopt or sponsor", () => {
    expect(shownStatus({ status: "available", types: { ...none, adoption: true } })).toBe("available");
    expect(shownStatus({ status: "available", types: { ...none, sponsorship: true } })).toBe("available");
  });

  it("nothing for a dog that is neither for adoption nor for sponsorship", () => {
    expect(shownStatus({ status: "available", types: none })).toBeNull();
  });

  it("'reserved' whenever the dog is reserved; nothing when the status is hidden", () => {
    expect(shownStatus({ status: "reserved", types: { ...none, adoption: true } })).toBe("reserved");
    expect(shownStatus({ status: "reserved", types: none })).toBe("reserved");
    expect(shownStatus({ status: "hidden", types: { ...none, hospice: true } })).toBeNull();
  });
});

describe("toCard", () => {
  const dog = makeDog({
    headline: "Verschmuste Seniorin",
    descriptionHtml: "<p>lang</p>",
    headlineEs: "Abuelita cariñosa",
    images: [{ id: "a", small: "/s.jpg", large: "/l.jpg" }],
  });

  it("carries the headline of the card's language, never a description", () => {
    expect(toCard(dog, "de")).toMatchObject({ headline: "Verschmuste Seniorin", headlineLang: null });
    expect(toCard(dog, "es")).toMatchObject({ headline: "Abuelita cariñosa", headlineLang: null });
    expect(toCard(dog, "es")).not.toHaveProperty("descriptionHtml");
    expect(toCard(dog, "es")).not.toHaveProperty("headlineEs");
    expect(toCard(dog, "de").image).toBe("/s.jpg");
  });

  it("marks a German headline on the Spanish site as German", () => {
    const onlyGerman = makeDog({ headline: "Verschmuste Seniorin" });
    expect(toCard(onlyGerman, "es")).toMatchObject({ headline: "Verschmuste Seniorin", headlineLang: "de" });
  });

  it("lets the Spanish site's search find the Spanish headline it shows", () => {
    const cards = ["de", "es"].map((locale) => toCard(dog, locale as "de" | "es"));
    const search = (query: string, card: (typeof cards)[number]) =>
      filterDogs([card], { ...emptyFilters, query }).length === 1;
    expect(search("abuelita", cards[1]!)).toBe(true);
    expect(search("abuelita", cards[0]!)).toBe(false);
    expect(search("seniorin", cards[0]!)).toBe(true);
  });
});
