import { Router } from "express";
import { pictureContentTypes } from "~/domain/media/pictures";
import type { MediaServices } from "./service";

/**
 * `GET /media/{sha256}.{ext}`: an uploaded picture as stored. Its name is its content's hash, so
 * it is kept a year and never asked again; anything else, a known hash with another format's
 * extension included, is a 404.
 */
export function storedPictures(media: Pick<MediaServices, "find" | "bytes">): Router {
  const router = Router();
  router.get("/media/:file", async (req, res) => {
    const stored = await media.find(req.params.file);
    if (!stored) return void res.status(404).type("text/plain").send("Not found");
    res.set({
      "Content-Type": pictureContentTypes[stored.format],
      "Cache-Control": "public, max-age=31536000, immutable",
      "Cross-Origin-Resource-Policy": "same-origin",
      ETag: `"${stored.sha256}"`,
    });
    if (req.fresh) return void res.status(304).end();
    const bytes = await media.bytes(stored.sha256);
    if (!bytes) return void res.status(404).type("text/plain").send("Not found");
    res.send(bytes);
  });
  return router;
}
