import { Router, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import { catalogs } from "~/content/catalogs.server";
import type { PictureRefusal } from "~/domain/media/pictures";
import type { Locale } from "~/i18n/locale";
import type { StaffMember } from "../back-office/staff-member";
import { isPictureUpload } from "../http/admin-body";
import { readPictureFile } from "./multipart-file";
import type { MediaServices } from "./service";

export type MediaAdminOptions = {
  media: MediaServices;
  localeOf: (host: string | undefined) => Locale;
  /** Uploads per volunteer and window (each one decodes and encodes a picture). */
  uploadLimit?: { limit: number; windowMs: number };
};

const statusOf: Record<PictureRefusal, number> = {
  "no-file": 400,
  "too-many-files": 400,
  empty: 400,
  "too-large": 413,
  "too-many-pixels": 413,
  "not-a-picture": 415,
  "unsupported-format": 415,
  "rate-limited": 429,
  busy: 503,
};

/**
 * The picture library's endpoints, behind the admin guard (session, origin, body size):
 * `POST /admin/media` (multipart/form-data, one file in the field `file`) answers
 * `{ ok: true, picture }` or `{ ok: false, reason, message }` in the interface language;
 * `GET /admin/media.json?page=N` lists the library, newest first.
 */
export function mediaAdminRoutes(options: MediaAdminOptions): Router {
  const router = Router();
  const refuse = (req: Request, res: Response, reason: PictureRefusal) => {
    const message = catalogs[options.localeOf(req.headers.host)].admin.media.refusals[reason];
    res.status(statusOf[reason]).json({ ok: false, reason, message });
  };
  const window = options.uploadLimit ?? { limit: 120, windowMs: 10 * 60 * 1000 };
  const uploadLimiter = rateLimit({
    windowMs: window.windowMs,
    limit: window.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    keyGenerator: (_req, res) => (res.locals.staff as StaffMember).id,
    validate: { xForwardedForHeader: false },
    handler: (req, res) => {
      res.locals.rejected = "picture upload rate limit";
      res.set("Connection", "close");
      refuse(req, res, "rate-limited");
    },
  });

  router.use((req, res, next) => {
    if (!isPictureUpload(req)) return next();
    // The guard's lock, again: nothing here runs for a request without a volunteer.
    if (!signedIn(res)) return void res.status(401).type("text/plain").send("Not signed in.\n");
    uploadLimiter(req, res, async (error?: unknown) => {
      if (error) return next(error);
      try {
        const file = await readPictureFile(req, res);
        if (!file.ok) return file.answer(() => refuse(req, res, file.reason));
        const outcome = await options.media.upload(
          { bytes: file.bytes, originalName: file.name },
          res.locals.staff as StaffMember,
        );
        if (!outcome.ok) return refuse(req, res, outcome.reason);
        res.json({ ok: true, picture: outcome.picture });
      } catch (failure) {
        next(failure);
      }
    });
  });

  router.get("/admin/media.json", async (req, res) => {
    if (!signedIn(res)) return void res.status(401).type("text/plain").send("Not signed in.\n");
    const raw = req.query.page ?? "1";
    if (typeof raw !== "string" || !/^[1-9][0-9]{0,5}$/.test(raw)) {
      return void res.status(400).json({ ok: false, reason: "bad-page" });
    }
    res.json({ ok: true, ...(await options.media.library(Number(raw))) });
  });

  return router;
}

function signedIn(res: Response): boolean {
  return res.locals.staff !== undefined;
}
