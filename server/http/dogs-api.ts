import path from "node:path";
import { Router } from "express";
import type { Dog } from "~/domain/dogs/types";
import type { Locale } from "~/i18n/locale";
import { demoImageFile } from "../dogs/demo/images";
import type { DogService } from "../dogs/dog-service";

const imageSizes = new Set(["500x500", "1000x1000"]);

export type DogsApiOptions = {
  dogs: DogService;
  root: string;
  origins: Record<Locale, string>;
  localeOf: (host: string | undefined) => Locale;
  /** Whether this server serves the demo images (DOG_IMAGE_BASE_URL unset). */
  serveDemoImages: boolean;
};

/** GET /api/dogs (CONTRACT.md) and, without an external image host, the demo images. */
export function dogsApi(options: DogsApiOptions): Router {
  const router = Router();
  router.get("/api/dogs", (req, res) => {
    const list = options.dogs.list();
    res.set("Cache-Control", "public, max-age=60, s-maxage=60, stale-while-revalidate=300");
    if (!list.available) {
      res.status(503).json({ error: "The dog list is not available yet. Please try again later." });
      return;
    }
    const origin = options.origins[options.localeOf(req.headers.host)];
    res.json({
      dogs: list.dogs.map((dog) => withAbsoluteImages(dog, origin)),
      cacheTimestamp: list.cacheTimestamp,
    });
  });
  if (options.serveDemoImages) {
    router.get("/vermittlungstiere/:dogId/images/:imageId/:size", (req, res) => {
      const { imageId, size } = req.params;
      if (!imageSizes.has(size)) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res.set("Cache-Control", "public, max-age=2592000");
      res.set("Cross-Origin-Resource-Policy", "cross-origin");
      res.sendFile(path.resolve(demoImageFile(options.root, imageId, size as "500x500" | "1000x1000")));
    });
  }
  return router;
}

function withAbsoluteImages(dog: Dog, origin: string): Dog {
  const absolute = (url: string) => new URL(url, origin).href;
  return {
    ...dog,
    images: dog.images.map((image) => ({
      ...image,
      small: absolute(image.small),
      large: absolute(image.large),
    })),
  };
}
