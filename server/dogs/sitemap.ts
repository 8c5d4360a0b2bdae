import { pathFor } from "~/i18n/routes";
import type { SitemapSource } from "../http/seo-files";
import type { DogService } from "./dog-service";

/** Every dog's page in both languages (the slug is the same on both sites). */
export function dogSitemapSource(dogs: DogService): SitemapSource {
  return async () =>
    dogs.list().dogs.map((dog) => ({
      de: pathFor("de", "dogDetail", dog.slug),
      es: pathFor("es", "dogDetail", dog.slug),
    }));
}
