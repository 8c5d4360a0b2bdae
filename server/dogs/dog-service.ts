import { createHash } from "node:crypto";
import { orderDogs, toDog } from "~/domain/dogs";
import type { Dog } from "~/domain/dogs/types";
import type { Database } from "../db/client";
import type { Logger } from "../log";
import { readFeed } from "./feed-source";
import { parseFeed } from "./normalise";
import { sanitizeDescription } from "./sanitize";
import { loadSnapshot, saveSnapshot, snapshotFetchedAt, type FeedSnapshot } from "./store";

/** The dogs as pages and /api/dogs see them; `available` is false until any copy was ever read. */
export type DogList = { available: boolean; dogs: Dog[]; cacheTimestamp: string | null };

export type DogServiceOptions = {
  database: Database;
  feedUrl: string;
  refreshSeconds: number;
  imageBase: string;
  logger: Logger;
  timeoutMs?: number;
};

/** How the feed is doing, for the back office's operations screen. */
export type DogFeedHealth = {
  fetchedAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
};

export type DogService = {
  /** The same object until what it shows changes (the page cache holds the dog list by it). */
  list(): DogList;
  refresh(): Promise<boolean>;
  /**
   * Takes the snapshot in the database now (another instance refreshed: the change feed's `dogs`
   * topic); keeps the list object when the snapshot shows the same dogs and timestamp.
   */
  reload(): Promise<void>;
  /** When the shown copy was fetched, and the last refresh's error (null once one succeeds). */
  health(): DogFeedHealth;
  start(): Promise<void>;
  stop(): void;
};

/**
 * Reads the feed into the database and keeps the presented, ordered list in memory. Pages never
 * wait for the feed: they read the last good copy. With several instances on one database, an
 * instance that finds a fresh snapshot written by another takes that instead of fetching again.
 */
export function createDogService(options: DogServiceOptions): DogService {
  const { database, feedUrl, logger } = options;
  const timeoutMs = options.timeoutMs ?? 8000;
  let current: DogList = { available: false, dogs: [], cacheTimestamp: null };
  let shownFetchedAt = 0;
  /** A hash of what `current` was built from, to tell a snapshot that shows the same from a new one. */
  let shownSource = "";
  let timer: NodeJS.Timeout | undefined;
  let lastError: { message: string; at: string } | null = null;

  /** Whether the list object was replaced (a refresh that read the same feed replaces nothing). */
  function show(snapshot: FeedSnapshot): boolean {
    if (current.available && snapshot.fetchedAt.getTime() === shownFetchedAt) return false;
    shownFetchedAt = snapshot.fetchedAt.getTime();
    const cacheTimestamp = snapshot.cacheTimestamp.toISOString();
    // Hashed: the records of a few hundred dogs are a megabyte of text, not worth keeping twice.
    const source = createHash("sha256")
      .update(`${cacheTimestamp} ${JSON.stringify(snapshot.records)}`)
      .digest("base64");
    if (current.available && source === shownSource) return false;
    const dogs = orderDogs(snapshot.records.map((record) => toDog(record, options.imageBase)));
    current = { available: true, dogs, cacheTimestamp };
    shownSource = source;
    return true;
  }

  // One load at a time: two overlapping loads (a refresh and the change feed) could otherwise
  // finish out of order and leave the older snapshot on show.
  let loading: Promise<boolean> = Promise.resolve(false);
  function reloadFromDatabase(): Promise<boolean> {
    const load = loading.then(async () => {
      const snapshot = await loadSnapshot(database.db, feedUrl);
      return snapshot ? show(snapshot) : false;
    });
    loading = load.catch(() => false);
    return load;
  }

  async function refresh(): Promise<boolean> {
    try {
      const parsed = parseFeed(await readFeed(feedUrl, timeoutMs), sanitizeDescription);
      if (!parsed) throw new Error("feed holds no list of dogs");
      const cacheTimestamp = parsed.cacheTimestamp ? new Date(parsed.cacheTimestamp) : new Date();
      await saveSnapshot(database.db, feedUrl, parsed.records, cacheTimestamp);
      const changed = await reloadFromDatabase();
      lastError = null;
      logger.info("dog feed refreshed", { dogs: parsed.records.length, skipped: parsed.skipped, changed });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      lastError = { message, at: new Date().toISOString() };
      logger.error("dog feed refresh failed; serving the last good copy", {
        error: message,
        lastGoodCopy: current.cacheTimestamp,
      });
      return false;
    }
  }

  async function tick() {
    const fetchedAt = await snapshotFetchedAt(database.db, feedUrl).catch(() => null);
    const freshFor = options.refreshSeconds * 1000 * 0.8;
    if (fetchedAt && Date.now() - fetchedAt.getTime() < freshFor) {
      if (fetchedAt.getTime() !== shownFetchedAt) await reloadFromDatabase();
      return;
    }
    await refresh();
  }

  return {
    list: () => current,
    refresh,
    reload: async () => {
      await reloadFromDatabase();
    },
    health: () => ({
      fetchedAt: shownFetchedAt ? new Date(shownFetchedAt).toISOString() : null,
      lastError: lastError?.message ?? null,
      lastErrorAt: lastError?.at ?? null,
    }),
    async start() {
      await reloadFromDatabase();
      if (current.available) void refresh();
      else await refresh();
      if (options.refreshSeconds > 0) {
        timer = setInterval(() => void tick().catch(() => undefined), options.refreshSeconds * 1000);
        timer.unref();
      }
    },
    stop() {
      clearInterval(timer);
    },
  };
}
