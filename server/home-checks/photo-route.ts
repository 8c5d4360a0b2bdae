import { Router, type Request, type Response } from "express";
import type { HomeCheckServices } from "./service";

/**
 * `GET /admin/home-check-photos/{id}` and `…/{id}/small`: a report's photo, to a signed-in
 * volunteer only. Behind the admin guard (which sends a browser without a session to the sign-in
 * page and makes every answer `no-store`); the session is checked here again, so that nothing is
 * served should the guard ever be left out. Never public, never in a shared cache.
 */
export function homeCheckPhotoRoutes(homeChecks: Pick<HomeCheckServices, "photo">): Router {
  const router = Router();
  const serve = (size: "full" | "small") => async (req: Request, res: Response) => {
    if (res.locals.staff === undefined) {
      res.locals.rejected = "home-check photo without session";
      return void res.status(401).type("text/plain").send("Not signed in.\n");
    }
    const photo = await homeChecks.photo(String(req.params.id), size);
    if (!photo) return void res.status(404).type("text/plain").send("Not found\n");
    res.set({
      "Content-Type": photo.contentType,
      "Cache-Control": "private, no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Content-Disposition": "inline",
    });
    res.send(photo.bytes);
  };
  // The paths of homeCheckPhotoUrl (app/domain/back-office/home-check-paths.ts).
  router.get("/admin/home-check-photos/:id", serve("full"));
  router.get("/admin/home-check-photos/:id/small", serve("small"));
  return router;
}
