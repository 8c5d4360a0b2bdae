import type { Database, Listening } from "../db/client";
import { pageVersions } from "../db/schema";
import { errorDetails, type Logger } from "../log";
import { retryDelayMs } from "../submissions/backoff";

/** What public pages show, by the tables they read (migration 0005 names the tables of each). */
export const pageTopics = ["dogs", "content"] as const;
export type PageTopic = (typeof pageTopics)[number];
export type PageVersions = Readonly<Record<PageTopic, number>>;

/**
 * Told of a topic whose version moved. It may return a promise (the dog service reloading its
 * list): `versions()` shows the new number only once every listener has settled, so a page keyed by
 * the new number is never rendered from data older than it. A listener that fails holds the number
 * back; the next poll tells every listener again.
 */
export type ChangeListener = (topic: PageTopic) => void | Promise<void>;

export type ChangeFeed = {
  /** Reads the versions and starts listening and polling; resolves once the versions are known. */
  start(): Promise<void>;
  /** Stops listening and polling; resolves when no query of the feed is under way. */
  stop(): Promise<void>;
  /** The known versions; a new (frozen) object whenever one moves. Before start: all 0. */
  versions(): PageVersions;
  /** Returns the function that removes the listener. */
  onChange(listener: ChangeListener): () => void;
};

export type ChangeFeedOptions = {
  database: Database;
  logger: Logger;
  /** How often the versions are read anyway, for a notification lost without a disconnect. 0: never. */
  pollMs?: number;
  /** false: no LISTEN, the poll alone (tests of the poll; a database that cannot LISTEN). */
  listen?: boolean;
};

const channel = "page_versions";
/** Reconnects after 0.1 s, 0.2 s, 0.4 s, … capped at 10 s; the poll goes on meanwhile. */
const reconnectPolicy = { baseMs: 100, maxMs: 10_000 };

/**
 * Keeps this instance's view of `page_versions` current: a notification from the tables' triggers
 * (any instance, any SQL client) makes it read the versions at once; a lost listening connection is
 * reopened with back-off and followed by a read, so nothing missed meanwhile stays missed; and a
 * read every `pollMs` catches a notification lost without a disconnect.
 */
export function createChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const { database, logger } = options;
  const pollMs = options.pollMs ?? 5000;
  const listeners = new Set<ChangeListener>();
  let known: PageVersions = Object.freeze({ dogs: 0, content: 0 });
  let running = false;
  let listening: Listening | undefined;
  let connecting: Promise<void> | undefined;
  let connectFailures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let readFailing = false;

  // One read at a time, in order; requests while one runs share the single read queued after it.
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  function enqueue(work: () => Promise<void>): Promise<void> {
    const run = chain.then(work);
    chain = run.catch(() => undefined);
    return run;
  }
  function check(): Promise<void> {
    queued ??= enqueue(() => {
      queued = undefined;
      return readAndTell();
    });
    return queued;
  }

  function readVersions() {
    return database.db
      .select({ topic: pageVersions.topic, version: pageVersions.version })
      .from(pageVersions);
  }

  async function readAndTell(): Promise<void> {
    if (!running) return;
    let rows: { topic: string; version: number }[];
    try {
      rows = await readVersions();
    } catch (error) {
      if (!readFailing) logger.warn("page versions unreadable", { error: errorDetails(error) });
      readFailing = true;
      return;
    }
    if (readFailing) logger.info("page versions readable again");
    readFailing = false;
    for (const { topic, version } of rows) {
      if (!isTopic(topic) || known[topic] === version) continue;
      if (await tell(topic)) known = Object.freeze({ ...known, [topic]: version });
    }
  }

  async function tell(topic: PageTopic): Promise<boolean> {
    const results = await Promise.allSettled([...listeners].map(async (listener) => listener(topic)));
    const failed = results.filter((result) => result.status === "rejected");
    for (const result of failed)
      logger.error("page change listener failed; retried on the next poll", {
        topic,
        error: errorDetails(result.reason),
      });
    return failed.length === 0;
  }

  async function connect(): Promise<void> {
    if (!running) return;
    try {
      const opened = await database.listen(channel, { onMessage: () => void check(), onLost: lost });
      if (!running) {
        await opened.close();
        return;
      }
      listening = opened;
      if (connectFailures > 0) logger.info("page change feed listening again", { attempts: connectFailures });
      connectFailures = 0;
    } catch (error) {
      connectFailures++;
      logger.warn("page change feed cannot listen; retrying", { error: errorDetails(error) });
      scheduleReconnect();
    }
  }

  function lost(error: Error) {
    listening = undefined;
    if (!running) return;
    connectFailures++;
    logger.warn("page change feed lost its listening connection; reconnecting", {
      error: errorDetails(error),
    });
    scheduleReconnect();
  }

  function listen(): Promise<void> {
    connecting = connect().finally(() => (connecting = undefined));
    return connecting;
  }

  function scheduleReconnect() {
    reconnectTimer = setTimeout(
      () => {
        // Listening first, then a read: whatever changed while nobody listened is caught by the read.
        void listen().then(() => (listening ? check() : undefined));
      },
      retryDelayMs(connectFailures, reconnectPolicy),
    );
    reconnectTimer.unref();
  }

  async function stop(): Promise<void> {
    running = false;
    clearTimeout(reconnectTimer);
    clearInterval(pollTimer);
    await connecting;
    const open = listening;
    listening = undefined;
    await open?.close();
    await chain;
  }

  return {
    async start() {
      if (running) return;
      running = true;
      if (options.listen !== false) await listen();
      // The first read sets the versions without telling anyone: the services load their data
      // after (or while) this runs, and a change from here on is notified or polled. Listening
      // came first, so nothing committed after this read goes unnoticed.
      try {
        await enqueue(async () => {
          const first: Record<PageTopic, number> = { ...known };
          for (const { topic, version } of await readVersions()) if (isTopic(topic)) first[topic] = version;
          known = Object.freeze(first);
        });
      } catch (error) {
        await stop();
        throw error;
      }
      if (pollMs > 0) {
        pollTimer = setInterval(() => void check(), pollMs);
        pollTimer.unref();
      }
    },
    stop,
    versions: () => known,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

function isTopic(topic: string): topic is PageTopic {
  return (pageTopics as readonly string[]).includes(topic);
}
