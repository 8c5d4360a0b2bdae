import { PassThrough } from "node:stream";
import type { Request, Response } from "express";
import { pictureLimits } from "~/domain/media/pictures";
import { reportPostLimit } from "../home-checks/report-post";

/** The largest back-office post (CONTRACT.md 'Back office'); the forms send a few KB. */
export const adminBodyLimit = 1024 * 1024;

/**
 * The one back-office post allowed past 1 MB: the editor's picture upload (`POST /admin/media`,
 * server/media/admin-routes.ts), up to the picture limit and what multipart wraps around it.
 */
export const pictureUploadBodyLimit = pictureLimits.maxBytes + 64 * 1024;

/** Whether a request is the picture upload: exactly the path its handler answers, in any letter case. */
export function isPictureUpload(req: Pick<Request, "method" | "path">): boolean {
  return req.method === "POST" && /^\/admin\/media\/?$/i.test(req.path);
}

/**
 * The other post allowed past 1 MB: a home check's report filed by the checker's own back-office
 * account (`POST /admin/home-checks/{request id}`, issue 28), with up to four photos; its reader
 * (server/home-checks/report-post.ts) checks the declared size and counts a chunked body itself.
 */
export function isHomeCheckReportPost(req: Pick<Request, "method" | "path">): boolean {
  return req.method === "POST" && /^\/admin\/home-checks\/[0-9a-f-]{36}(?:\.data)?\/?$/i.test(req.path);
}

/**
 * How much of a refused body is read and dropped before the connection is let go: a connection
 * closed on unread bytes is reset, and the reset can take the 413 with it.
 */
const discardLimit = 4 * adminBodyLimit;

/** The body a chunked admin post was read into (the guard's), for the pages to read again. */
const readBodies = new WeakMap<Request, Buffer>();

/**
 * Checks an admin post's size before any page reads it: a `Content-Length` over the limit is
 * refused at once; a body without one (chunked) is read here, up to the limit, and refused as soon
 * as it passes it. The picture upload has its own limit, and its handler counts a chunked body
 * as it streams it (no 15 MB kept twice), and so does a home check's report. Calls `refuse` (the
 * 413) or `pass`; never both.
 */
export function limitAdminBody(req: Request, res: Response, refuse: () => void, pass: () => void): void {
  const report = isHomeCheckReportPost(req);
  const upload = isPictureUpload(req) || report;
  const limit = report ? reportPostLimit : upload ? pictureUploadBodyLimit : adminBodyLimit;
  const declared = req.headers["content-length"];
  if (declared !== undefined) {
    if (Number(declared) > limit) return refuseAndDrain(req, res, refuse);
    return pass();
  }
  if (req.headers["transfer-encoding"] === undefined || upload) return pass();
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  const onData = (chunk: Buffer) => {
    size += chunk.byteLength;
    if (size > adminBodyLimit) {
      done = true;
      req.off("data", onData);
      req.off("end", onEnd);
      return refuseAndDrain(req, res, refuse, size);
    }
    chunks.push(chunk);
  };
  const onEnd = () => {
    if (done) return;
    done = true;
    readBodies.set(req, Buffer.concat(chunks, size));
    pass();
  };
  req.on("data", onData);
  req.once("end", onEnd);
  // A client that goes away mid-body: nothing to answer.
  req.once("error", () => (done = true));
}

/** Answers with `refuse` while the rest of the body is read and dropped (up to a limit, then the connection goes). */
export function refuseAndDrain(req: Request, res: Response, refuse: () => void, read = 0): void {
  res.setHeader("Connection", "close");
  req.on("data", (chunk: Buffer) => {
    read += chunk.byteLength;
    if (read > discardLimit) req.socket.destroy();
  });
  req.resume();
  refuse();
}

/**
 * The request as the pages' handler should read it: as it is, or, when the guard read a chunked
 * body, a view of it whose stream gives that body again (React Router reads `req` as a stream).
 */
export function withReadBody<T extends Request>(req: T): T {
  const body = readBodies.get(req);
  if (!body) return req;
  const replay = new PassThrough();
  replay.end(body);
  const view = Object.create(req) as T;
  for (const name of [
    "on",
    "once",
    "off",
    "addListener",
    "removeListener",
    "pause",
    "resume",
    "destroy",
  ] as const) {
    Object.defineProperty(view, name, {
      value: (replay[name] as (...args: unknown[]) => unknown).bind(replay),
    });
  }
  Object.defineProperty(view, "readable", { get: () => replay.readable });
  Object.defineProperty(view, "readableHighWaterMark", { get: () => replay.readableHighWaterMark });
  return view;
}
