import type { Dog } from "./types";

/** What a dog card needs: the list page sends only this to the browser, not descriptions. */
export type DogCard = Pick<
  Dog,
  "id" | "slug" | "name" | "title" | "headline" | "species" | "types" | "status"
> & {
  /** The first photo in the card size (500x500); the list sends each card with its page. */
  image: string | null;
};

export function toCard(dog: Dog): DogCard {
  const { id, slug, name, title, headline, species, types, status } = dog;
  return { id, slug, name, title, headline, species, types, status, image: dog.images[0]?.small ?? null };
}
