// Hostile input, part 1: property-based fuzzing (fast-check) of POST /api/forms, POST
// /api/membership and every page form (urlencoded, with the site's own Origin, both languages, as
// a plain post and as React Router's single fetch `….data`),
// against a production server of its own (fresh data directory, no rate limit). Invariants: never
// a 5xx, never a dropped connection, every answer within 1 s, only the contract's statuses, nothing
// stored for a rejected body, no submitted value in the log and every log line JSON.
// Replay a failure with the seed the run prints: FUZZ_SEED=<seed> npx vitest run tests/e2e/fuzz-forms.test.ts
import { rmSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pathFor } from "~/i18n/routes";
import {
  formsApiBody,
  membershipApiBody,
  pagePostBody,
  type JsonBody,
  type Locale,
  type PageForm,
  type PagePost,
} from "../support/fuzz/arbitraries";
import {
  brokenInvariant,
  fuzzBuildDir,
  fuzzRuns,
  fuzzSeed,
  markersIn,
  scanLog,
  storedSubmissions,
  Tally,
} from "../support/fuzz/invariants";
import { encodeRequest, exchange, type RawOutcome } from "../support/fuzz/raw-http";
import { spawnServer, stopServer, waitForHealthy, type RunningServer } from "./server-process";

const suite = "fuzz-forms";
const seed = fuzzSeed(suite);
/** Runs per property; each run posts one to four bodies at once. */
const numRuns = fuzzRuns;
/** fast-check's own budget per property (generation and shrinking), under the test's timeout. */
const propertyBudgetMs = 40_000;
const batch = <T>(arbitrary: fc.Arbitrary<T>, maxLength = 4) =>
  fc.array(arbitrary, { minLength: 1, maxLength });

let server: RunningServer;
const tally = new Tally();
/** Every marker sent in a body: none may show up in the server's log. */
const sent = new Set<string>();
const host = (site: Locale) => (site === "es" ? `es.localhost:${server.port}` : `localhost:${server.port}`);

async function post(
  endpoint: string,
  site: Locale,
  target: string,
  body: Buffer,
  contentType: string | null,
  extra: [string, string][] = [],
  kind?: string,
): Promise<RawOutcome> {
  for (const found of markersIn(body.toString("latin1"))) sent.add(found);
  const headers: [string, string][] = [
    ["Host", host(site)],
    ...extra,
    ["Content-Length", String(body.length)],
  ];
  if (contentType !== null) headers.push(["Content-Type", contentType]);
  const outcome = await exchange(server.port, encodeRequest({ method: "POST", target, headers, body }), {
    timeoutMs: 5_000,
  });
  tally.add(endpoint, outcome, kind);
  return outcome;
}

/** Fails (for fast-check to shrink) when an answer breaks an invariant or the contract's statuses. */
function check(outcome: RawOutcome, allowed: number[], what: string) {
  const broken = brokenInvariant(outcome);
  if (broken) throw new Error(`${what}: ${broken}`);
  if (!outcome.ok) return;
  if (!allowed.includes(outcome.status))
    throw new Error(`${what}: status ${outcome.status} is none of ${allowed.join(", ")}`);
}

/** A body with a lone surrogate or a control character in a form field must not be accepted. */
function checkRefused(outcome: RawOutcome, refuse: string | undefined, what: string) {
  if (refuse && outcome.ok && outcome.status < 300)
    throw new Error(`${what}: accepted (${outcome.status}) despite a ${refuse}`);
}

/** The JSON endpoints answer JSON: `{ok, id}` on 201, `{error: "validation", fieldErrors}` on 422. */
function checkJson(outcome: RawOutcome, what: string) {
  if (!outcome.ok) return;
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(outcome.body.toString("utf8")) as Record<string, unknown>;
  } catch {
    throw new Error(
      `${what}: status ${outcome.status} without a JSON body: ${outcome.body.toString("utf8").slice(0, 200)}`,
    );
  }
  if (outcome.status === 201 && (answer.ok !== true || typeof answer.id !== "string"))
    throw new Error(`${what}: 201 without ok and id: ${JSON.stringify(answer)}`);
  if (outcome.status === 422 && (answer.error !== "validation" || typeof answer.fieldErrors !== "object"))
    throw new Error(`${what}: 422 without fieldErrors: ${JSON.stringify(answer)}`);
}

const apiStatuses = [201, 400, 413, 415, 422];
const pageStatuses = [200, 400, 413, 415, 422];

async function postJson(endpoint: string, site: Locale, body: JsonBody) {
  const outcome = await post(
    endpoint,
    site,
    endpoint,
    Buffer.from(body.text, body.encoding),
    body.contentType,
    [],
    body.refuse?.split(" in ")[0],
  );
  const what = `${endpoint} (${body.label}, ${site})`;
  check(outcome, apiStatuses, what);
  checkJson(outcome, what);
  checkRefused(outcome, body.refuse, what);
}

let forms: PageForm[] = [];

describe("hostile form posts", { retry: 0 }, () => {
  beforeAll(async () => {
    server = await spawnServer({ BUILD_DIR: fuzzBuildDir(), FORM_RATE_LIMIT: "0" });
    await waitForHealthy(server);
    // A dog that takes both dog forms (adoption and sponsorship), for its detail page.
    const { dogs } = (await (await fetch(`http://127.0.0.1:${server.port}/api/dogs`)).json()) as {
      dogs: { slug: string; types: { adoption: boolean; sponsorship: boolean } }[];
    };
    const adoptable = dogs.find((dog) => dog.types.adoption);
    const sponsorable = dogs.find((dog) => dog.types.sponsorship);
    expect(adoptable, "a dog to adopt in the demo feed").toBeDefined();
    expect(sponsorable, "a dog to sponsor in the demo feed").toBeDefined();
    // Every page with an action (app/routes/*.tsx `action`), in both languages.
    forms = (["de", "es"] as const).flatMap((site): PageForm[] => [
      { site, path: pathFor(site, "contact"), formType: "contact" },
      { site, path: pathFor(site, "adoption"), formType: "contact" },
      { site, path: pathFor(site, "fosterHome"), formType: "foster_home" },
      { site, path: pathFor(site, "membership"), formType: "membership" },
      { site, path: pathFor(site, "dogDetail", adoptable!.slug), formType: "adoption" },
      { site, path: pathFor(site, "dogDetail", sponsorable!.slug), formType: "sponsorship" },
    ]);
  });

  afterAll(async () => {
    tally.print(suite);
    if (!server) return;
    await stopServer(server);
    // FUZZ_KEEP=1 keeps the data directory (database, mails, server.log) for a look after a failure.
    if (!process.env.FUZZ_KEEP) rmSync(server.dataDir, { recursive: true, force: true });
  });

  test(
    "POST /api/forms: any body gets a complete, fast answer of the contract",
    { timeout: 90_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          batch(fc.tuple(fc.constantFrom<Locale>("de", "es"), formsApiBody)),
          async (cases) => {
            await Promise.all(cases.map(([site, body]) => postJson("/api/forms", site, body)));
          },
        ),
        { seed, numRuns, interruptAfterTimeLimit: propertyBudgetMs, markInterruptAsFailure: false },
      );
    },
  );

  test(
    "POST /api/membership: any body gets a complete, fast answer of the contract",
    { timeout: 90_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          batch(fc.tuple(fc.constantFrom<Locale>("de", "es"), membershipApiBody)),
          async (cases) => {
            await Promise.all(cases.map(([site, body]) => postJson("/api/membership", site, body)));
          },
        ),
        { seed, numRuns, interruptAfterTimeLimit: propertyBudgetMs, markInterruptAsFailure: false },
      );
    },
  );

  test("page forms: any urlencoded post gets a complete, fast answer", { timeout: 90_000 }, async () => {
    const postPage = async ({ label, form, singleFetch, body, contentType, refuse }: PagePost) => {
      const origin = `http://${host(form.site)}`;
      const outcome = await post(
        `page ${form.formType}`,
        form.site,
        singleFetch ? `${form.path}.data` : form.path,
        Buffer.from(body, "latin1"),
        contentType,
        [["Origin", origin]],
        refuse?.split(" in ")[0],
      );
      const what = `POST (${label}, ${form.site})`;
      check(outcome, pageStatuses, what);
      checkRefused(outcome, refuse, what);
    };
    await fc.assert(
      // Two at a time: each answer renders a whole page, and four renders queued on the one server
      // thread would measure the batch rather than the answer.
      fc.asyncProperty(batch(pagePostBody(forms), 2), async (posts) => {
        await Promise.all(posts.map(postPage));
      }),
      { seed, numRuns, interruptAfterTimeLimit: propertyBudgetMs, markInterruptAsFailure: false },
    );
  });

  test("the fuzzing reached the store: valid-looking submissions were accepted on every endpoint", () => {
    for (const endpoint of [
      "/api/forms",
      "/api/membership",
      "page contact",
      "page foster_home",
      "page membership",
      "page adoption",
      "page sponsorship",
    ])
      expect(
        tally.successes((name) => name === endpoint),
        endpoint,
      ).toBeGreaterThan(0);
  });

  test(
    "nothing stored for a rejected post; no submitted value in the log; every log line is JSON",
    { timeout: 60_000 },
    async () => {
      await stopServer(server);
      const stored = await storedSubmissions(server.dataDir);
      const accepted = tally.successes();
      console.log(
        `[fuzz] ${suite}: ${accepted} accepted answers, ${stored} stored submissions, ${sent.size} markers sent`,
      );
      const log = scanLog(server.logFile, sent);
      console.log(
        `[fuzz] ${suite}: ${log.lines} log lines, ${log.unparsable.length} not JSON, ${log.leaking.length} with a submitted value`,
      );
      expect(log.unparsable, "log lines that are not JSON").toEqual([]);
      expect(log.leaking, "log lines carrying a submitted value").toEqual([]);
      expect(stored, "stored submissions = 2xx answers").toBe(accepted);
    },
  );
});
