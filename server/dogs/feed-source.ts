import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export class FeedError extends Error {}

/** The bundled demo feed, used when DOGS_FEED_URL is unset. */
export function demoFeedPath(root: string): string {
  return path.join(root, "server/dogs/demo/feed.json");
}

/**
 * Reads the feed's JSON from an http(s) URL, a file: URL or a file path. A slow or broken feed
 * fails within `timeoutMs`; the caller keeps serving its last good copy.
 */
export async function readFeed(location: string, timeoutMs: number): Promise<unknown> {
  const body = /^https?:\/\//i.test(location)
    ? await fetchText(location, timeoutMs)
    : await readText(location);
  try {
    return JSON.parse(body);
  } catch {
    throw new FeedError(`feed is not JSON (${body.length} bytes)`);
  }
}

async function fetchText(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new FeedError(`feed answered HTTP ${response.status}`);
    return await response.text();
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const name = (error as Error).name;
    throw new FeedError(
      name === "TimeoutError" ? `feed timed out after ${timeoutMs} ms` : `feed unreachable: ${String(error)}`,
    );
  }
}

async function readText(location: string): Promise<string> {
  const file = location.startsWith("file:") ? fileURLToPath(location) : location;
  try {
    return await fs.readFile(file, "utf8");
  } catch (error) {
    throw new FeedError(`feed file unreadable: ${(error as Error).message}`);
  }
}
