// Issue 25, item 3: a request made on a dog's page names that dog by its feed id, so the back
// office knows which dog is meant even when two dogs share a name. One pipeline for the page form
// and POST /api/forms (createSubmissionService); the JSON endpoint is checked over HTTP too.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import type { Dog } from "~/domain/dogs/types";
import { mailOutbox, submissions } from "../db/schema";
import { formsApi } from "../http/forms-api";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { makeDog } from "../../tests/support/dogs/fixtures";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { dogResolver } from "./request-columns";
import { createSubmissionService } from "./service";

afterAll(disposeTemplates);

const feed: Dog[] = [
  makeDog({ id: "11", name: "Luna", slug: "luna-11" }),
  makeDog({ id: "12", name: "Luna", slug: "luna-12", status: "reserved" }),
  makeDog({
    id: "20",
    name: "Rex",
    slug: "rex-20",
    types: { adoption: true, sponsorship: true, hospice: false },
  }),
];

describe.each(await databaseKinds())("the dog of a request on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup() {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    const service = createSubmissionService({
      db,
      site: demoSiteConfig,
      mailTo: { de: "anfragen@verein.example", es: "solicitudes@verein.example" },
      rateLimit: 0,
      logger: recordingLogger().logger,
      resolveDog: dogResolver(() => feed),
    });
    async function stored(formType: "adoption" | "sponsorship", data: Record<string, unknown>) {
      const outcome = await service.submit({
        formType,
        locale: "de",
        data: { ...exampleRequests[formType], ...data },
      });
      if (!outcome.ok) throw new Error(JSON.stringify(outcome));
      const [row] = await db.select().from(submissions).where(eq(submissions.id, outcome.id));
      const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, outcome.id));
      return { row: row!, notification: mails.find((mail) => mail.kind === "notification")! };
    }
    return { db, service, stored };
  }

  test("with the page's dogId: that dog, even when two dogs share the name", async () => {
    const { stored } = await setup();
    for (const id of ["11", "12"]) {
      const { row } = await stored("adoption", { dog: "Luna", dogId: id });
      expect(row).toMatchObject({ dogId: id, dogName: "Luna" });
      // The id lives in its column, never among the request's fields.
      expect(row.data).not.toHaveProperty("dogId");
    }
    const sponsorship = await stored("sponsorship", { dogName: "Rex", dogId: " 20 " });
    expect(sponsorship.row).toMatchObject({ dogId: "20", dogName: "Rex" });
  });

  test("with a dogId the feed has: the feed dog's name is stored, in the fields and the mail", async () => {
    const { stored } = await setup();
    const { row, notification } = await stored("adoption", { dog: "Lunita", dogId: "11" });
    expect(row).toMatchObject({ dogId: "11", dogName: "Luna" });
    expect(row.data.dog).toBe("Luna");
    expect(notification.subject).toContain("Luna");
    expect(notification.textBody).not.toContain("Lunita");
  });

  test("with a dogId the feed no longer has (a stale page): the name is matched as without one", async () => {
    const { stored } = await setup();
    expect((await stored("sponsorship", { dogName: "Rex", dogId: "999" })).row).toMatchObject({
      dogId: "20",
      dogName: "Rex",
    });
    // Two Lunas: no id from the name.
    expect((await stored("adoption", { dog: "Luna", dogId: "999" })).row).toMatchObject({
      dogId: null,
      dogName: "Luna",
    });
    expect((await stored("adoption", { dog: "Bruno", dogId: "999" })).row).toMatchObject({
      dogId: null,
      dogName: "Bruno",
    });
  });

  test("without a dogId: the id only when exactly one dog has the name", async () => {
    const { stored } = await setup();
    expect((await stored("sponsorship", { dogName: " rex " })).row).toMatchObject({ dogId: "20" });
    expect((await stored("adoption", { dog: "Luna" })).row).toMatchObject({ dogId: null, dogName: "Luna" });
    expect((await stored("adoption", { dog: "Bruno", dogId: "" })).row).toMatchObject({ dogId: null });
  });

  test("a dogId that is not a short line of text is refused", async () => {
    const { service } = await setup();
    for (const dogId of ["x".repeat(65), 42, "4\n2"]) {
      const outcome = await service.submit({
        formType: "adoption",
        locale: "es",
        data: { ...exampleRequests.adoption, dogId },
      });
      expect(
        outcome.ok ? [] : outcome.error === "validation" ? Object.keys(outcome.fieldErrors) : [],
      ).toEqual(["dogId"]);
    }
  });
});

test("POST /api/forms passes the dogId through the same pipeline", async () => {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const service = createSubmissionService({
    db: database.db,
    site: demoSiteConfig,
    mailTo: { de: "de@verein.example", es: "es@verein.example" },
    rateLimit: 0,
    logger: recordingLogger().logger,
    resolveDog: dogResolver(() => feed),
  });
  const app = express();
  app.use(formsApi({ submissions: service, localeOf: () => "de" }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const body = JSON.stringify({
    formType: "adoption",
    locale: "es",
    data: { ...exampleRequests.adoption, dog: "Luna", dogId: "12" },
  });
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        port: (server.address() as AddressInfo).port,
        path: "/api/forms",
        method: "POST",
        headers: { "content-type": "application/json" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
  expect(status).toBe(201);
  const rows = await database.db.select().from(submissions);
  expect(rows.map((row) => [row.dogId, row.dogName])).toEqual([["12", "Luna"]]);
});
