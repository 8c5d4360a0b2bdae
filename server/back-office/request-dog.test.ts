// Issue 25, item 3: the request page shows the dog a request is about by its feed id, and says so
// when a request without an id names a dog that several dogs of the feed are called.
import { afterAll, beforeEach, describe, expect, onTestFinished, test } from "vitest";
import { demoSiteConfig } from "~/content/site-config";
import type { Dog } from "~/domain/dogs/types";
import type { Locale } from "~/i18n/locale";
import { parseConfig } from "../config";
import type { DogList, DogService } from "../dogs/dog-service";
import { dogResolver } from "../submissions/request-columns";
import { submitRequest } from "../submissions/submit-request";
import { databaseKinds, disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { makeDog } from "../../tests/support/dogs/fixtures";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { exampleRequests, exampleToday } from "../../tests/support/submissions/requests";
import { createRequestsServices } from "./requests-service";

afterAll(disposeTemplates);

const mailTo = { de: "anfragen@verein.example", es: "solicitudes@verein.example" };
const origins = { de: "https://hunde.example", es: "https://perros.example" };

function dogStub(dogs: Dog[]): DogService & { set(dogs: Dog[]): void } {
  let current: DogList = { available: true, dogs, cacheTimestamp: new Date().toISOString() };
  return {
    list: () => current,
    reload: () => Promise.resolve(),
    refresh: () => Promise.resolve(true),
    start: () => Promise.resolve(),
    stop: () => {},
    health: () => ({ fetchedAt: null, lastError: null, lastErrorAt: null }),
    set(next) {
      current = { ...current, dogs: next };
    },
  };
}

const lunaOne = makeDog({ id: "11", name: "Luna", slug: "luna-11" });
const lunaTwo = makeDog({ id: "12", name: "Luna", slug: "luna-12", status: "reserved" });

describe.each(await databaseKinds())("the request's dog on $kind", ({ kind, skipReason }) => {
  beforeEach((ctx) => ctx.skip(skipReason !== undefined, skipReason));

  async function setup(dogs: Dog[]) {
    const fresh = await freshDatabase(kind);
    onTestFinished(fresh.dispose);
    const db = fresh.database.db;
    const feed = dogStub(dogs);
    const service = createRequestsServices({
      db,
      config: parseConfig({ MAIL_TO_DE: mailTo.de, MAIL_TO_ES: mailTo.es }),
      site: demoSiteConfig,
      dogs: feed,
      logger: recordingLogger().logger,
      origins,
      wakeMailer: () => {},
    });
    async function request(locale: Locale, data: Record<string, unknown>) {
      const result = await submitRequest({
        db,
        formType: "adoption",
        locale,
        data: { ...exampleRequests.adoption, ...data },
        mailTo,
        today: exampleToday,
        resolveDog: dogResolver(() => feed.list().dogs),
      });
      if (!result.ok) throw new Error(JSON.stringify(result));
      return result.id;
    }
    return { service, feed, request };
  }

  test("a request with the dog's id: that dog, linked in the request's language", async () => {
    const { service, request } = await setup([lunaOne, lunaTwo]);
    const id = await request("es", { dog: "Luna", dogId: "12" });
    expect((await service.detail(id, "de"))!.dog).toEqual({
      name: "Luna",
      id: "12",
      url: "https://perros.example/perros/luna-12",
      inFeed: true,
      status: "reserved",
      sameName: [],
    });
  });

  test("a request without an id, and two dogs of that name: ambiguous, both listed, none picked", async () => {
    const { service, request } = await setup([lunaOne, lunaTwo]);
    const id = await request("de", { dog: "luna" });
    const dog = (await service.detail(id, "es"))!.dog!;
    expect(dog).toMatchObject({ name: "luna", id: null, url: null, inFeed: false, status: null });
    expect(dog.sameName).toEqual([
      { name: "Luna", id: "11", url: "https://hunde.example/hunde/luna-11", status: "available" },
      { name: "Luna", id: "12", url: "https://hunde.example/hunde/luna-12", status: "reserved" },
    ]);
  });

  test("a request without an id, and one dog of that name: that dog", async () => {
    const { service, request } = await setup([lunaOne]);
    const id = await request("de", { dog: "Luna" });
    expect((await service.detail(id, "de"))!.dog).toMatchObject({
      id: "11",
      status: "available",
      sameName: [],
    });
  });

  test("dogs no longer available: an ambiguous name counts as reserved only when all its dogs are", async () => {
    const { service, feed, request } = await setup([lunaOne, lunaTwo]);
    const ambiguous = await request("de", { dog: "Luna" });
    const byId = await request("de", { dog: "Luna", dogId: "12", email: "zwei@example.org" });
    // Luna 12 is reserved: only the request that names it by id.
    let dogs = await service.unavailableDogs();
    expect(dogs.map((dog) => [dog.key, dog.reason, dog.requests.map((entry) => entry.id)])).toEqual([
      ["id:12", "reserved", [byId]],
    ]);
    feed.set([{ ...lunaOne, status: "reserved" }, lunaTwo]);
    dogs = await service.unavailableDogs();
    expect(dogs.map((dog) => [dog.key, dog.reason]).sort()).toEqual([
      ["id:12", "reserved"],
      ["name:luna", "reserved"],
    ]);
    expect(dogs.find((dog) => dog.key === "name:luna")!.requests.map((entry) => entry.id)).toEqual([
      ambiguous,
    ]);
  });
});
