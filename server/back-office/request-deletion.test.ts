import { eq } from "drizzle-orm";
import { afterAll, expect, onTestFinished, test } from "vitest";
import type { FormType } from "~/domain/forms/form-types";
import { demoSiteConfig } from "~/content/site-config";
import { parseConfig } from "../config";
import { submissions } from "../db/schema";
import type { DogService } from "../dogs/dog-service";
import { submitRequest } from "../submissions/submit-request";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { createRequestsServices } from "./requests-service";

afterAll(disposeTemplates);

const dogs: DogService = {
  list: () => ({ available: true, dogs: [], cacheTimestamp: null }),
  reload: () => Promise.resolve(),
  refresh: () => Promise.resolve(true),
  start: () => Promise.resolve(),
  stop: () => {},
  health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
};

test("the request page's detail says when (and whether) the request will be deleted", async () => {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const db = database.db;
  const service = createRequestsServices({
    db,
    config: parseConfig({ REQUEST_RETENTION_DAYS: "180" }),
    site: demoSiteConfig,
    dogs,
    logger: recordingLogger().logger,
    origins: { de: "http://localhost", es: "http://es.localhost" },
    wakeMailer: () => {},
  });
  async function request(formType: FormType, status: string, updatedAt: Date) {
    const result = await submitRequest({
      db,
      formType,
      locale: "de",
      data: exampleRequests[formType],
      mailTo: { de: "de@verein.example", es: "es@verein.example" },
      today: exampleToday,
    });
    if (!result.ok) throw new Error("example refused");
    await db.update(submissions).set({ status, updatedAt }).where(eq(submissions.id, result.id));
    return result.id;
  }
  const deletion = async (id: string, locale: "de" | "es" = "de") =>
    (await service.detail(id, locale))?.deletion;

  const lastChange = new Date(Date.now() - 3 * 86_400_000);
  const expected = new Date(lastChange.getTime() + 180 * 86_400_000);
  const ended = await request("membership", "ended", lastChange);
  const day = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Berlin" }).format(expected);
  expect(await deletion(ended)).toEqual({ kind: "scheduled", date: day("de-DE"), days: 180 });
  expect(await deletion(ended, "es")).toEqual({ kind: "scheduled", date: day("es-ES"), days: 180 });

  const member = await request("membership", "accepted", new Date("2020-01-01T00:00:00Z"));
  expect(await deletion(member)).toEqual({ kind: "kept", ending: "ended" });
  expect((await service.detail(member, "de"))?.statuses).toContain("ended");
  const placed = await request("adoption", "placed", new Date("2020-01-01T00:00:00Z"));
  expect(await deletion(placed)).toEqual({ kind: "kept", ending: "returned" });
  const open = await request("adoption", "precheck", new Date("2020-01-01T00:00:00Z"));
  expect(await deletion(open)).toEqual({ kind: "open" });
  const overdue = await request("contact", "answered", new Date("2020-01-01T00:00:00Z"));
  expect(await deletion(overdue)).toEqual({ kind: "due", days: 180 });
});
