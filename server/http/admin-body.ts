import { PassThrough } from "node:stream";
import type { Request, Response } from "express";

/** The largest back-office post (CONTRACT.md 'Back office'); the forms send a few KB. */
export const adminBodyLimit = 1024 * 1024;

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
 * as it passes it. Calls `refuse` (the 413) or `pass`; never both.
 */
export function limitAdminBody(req: Request, res: Response, refuse: () => void, pass: () => void): void {
  const declared = req.headers["content-length"];
  if (declared !== undefined) {
    if (Number(declared) > adminBodyLimit) return refuseAndDrain(req, res, refuse);
    return pass();
  }
  if (req.headers["transfer-encoding"] === undefined) return pass();
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

function refuseAndDrain(req: Request, res: Response, refuse: () => void, read = 0): void {
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
