import busboy from "busboy";
import type { Request, Response } from "express";
import { pictureLimits, type PictureRefusal } from "~/domain/media/pictures";
import { pictureUploadBodyLimit, refuseAndDrain } from "../http/admin-body";

export type ReadFile =
  | { ok: true; bytes: Buffer; name: string | null }
  | { ok: false; reason: PictureRefusal; answer: (send: () => void) => void };

/**
 * The one file of a multipart/form-data post in the field `file`, read into memory up to the
 * picture limit. A file past the limit, a body past the upload's limit (also a chunked one, counted
 * as it comes) or a second file stops the reading at once: the refusal is answered while the rest
 * of the body is dropped. Other fields are ignored.
 */
export function readPictureFile(req: Request, res: Response): Promise<ReadFile> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: pictureLimits.maxBytes, fields: 8, fieldSize: 4096, parts: 10 },
      });
    } catch {
      // Not multipart/form-data, or without its boundary.
      return resolve(refusedEarly(req, res, "no-file"));
    }
    let settled = false;
    let file: { chunks: Buffer[]; name: string | null } | null = null;
    let received = 0;
    const settle = (outcome: ReadFile | PictureRefusal) => {
      if (settled) return;
      settled = true;
      req.off("data", count);
      if (typeof outcome !== "string") return resolve(outcome);
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on("error", () => undefined);
      // Not from inside the parser's own event (it goes on with the file after emitting it).
      setImmediate(() => parser.destroy());
      resolve(refusedEarly(req, res, outcome));
    };
    const count = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > pictureUploadBodyLimit) settle("too-large");
    };
    parser.on("file", (field, stream, info) => {
      if (field !== "file" || file) return void stream.resume();
      const current = { chunks: [] as Buffer[], name: info.filename ?? null };
      file = current;
      // The parser's end, when a refusal stops it, ends the file with an error: nothing to tell.
      stream.on("error", () => undefined);
      stream.on("data", (chunk: Buffer) => current.chunks.push(chunk));
      stream.on("limit", () => settle("too-large"));
    });
    parser.on("filesLimit", () => settle("too-many-files"));
    parser.on("partsLimit", () => settle("no-file"));
    parser.on("error", () => settle("no-file"));
    parser.on("close", () => {
      const found: { chunks: Buffer[]; name: string | null } | null = file;
      settle(found ? { ok: true, bytes: Buffer.concat(found.chunks), name: found.name } : "no-file");
    });
    req.on("data", count);
    req.pipe(parser);
  });
}

/** A refusal before the body was read to its end: answered while the rest is dropped. */
function refusedEarly(req: Request, res: Response, reason: PictureRefusal): ReadFile {
  return { ok: false, reason, answer: (send) => (req.complete ? send() : refuseAndDrain(req, res, send)) };
}
