import type { IncomingMessage } from "node:http";
import { describe, expect, test } from "vitest";
import { pageKey, readParams } from "./page-key";

const de = () => "de" as const;
const es = () => "es" as const;

function request(
  url: string,
  {
    method = "GET",
    cookie,
    host = "localhost:3000",
  }: { method?: string; cookie?: string; host?: string } = {},
): IncomingMessage {
  return { method, url, headers: cookie ? { cookie, host } : { host } } as IncomingMessage;
}

describe("pageKey", () => {
  test("keeps only the parameters the page reads, in a fixed order, all values in their order", () => {
    expect(pageKey(request("/hunde?utm_source=x&type=hospice&q=Luna&q=Lu"), de)).toBe(
      "localhost:3000 /hunde?q=Luna&q=Lu&type=hospice",
    );
    expect(pageKey(request("/hunde?fbclid=1"), de)).toBe(pageKey(request("/hunde"), de));
    expect(pageKey(request("/hunde/luna?anfrage=adoption&x=1"), de)).toBe(
      "localhost:3000 /hunde/luna?anfrage=adoption",
    );
    expect(pageKey(request("/adoption?hund=Luna&q=1"), de)).toBe("localhost:3000 /adoption?hund=Luna");
  });

  test("a page that reads no parameter has one key whatever the query", () => {
    expect(pageKey(request("/ueber-uns?hund=x"), de)).toBe("localhost:3000 /ueber-uns?");
  });

  test("the home page has one key whatever the query: one render is kept for up to a minute", () => {
    expect(pageKey(request("/?q=a&show=48"), de)).toBe("localhost:3000 /?");
  });

  test("the host is part of the key: the same path on both sites is two pages", () => {
    const spanish = { host: "es.localhost:3000" };
    expect(pageKey(request("/blog/x"), de)).not.toBe(pageKey(request("/blog/x", spanish), es));
    expect(pageKey(request("/perros?q=a", spanish), es)).toBe("es.localhost:3000 /perros?q=a");
  });

  test("the dog list's reset, which redirects, is a key of its own", () => {
    expect(readParams("dogs")).toContain("reset");
    expect(pageKey(request("/hunde?reset=1"), de)).not.toBe(pageKey(request("/hunde"), de));
  });

  test("no key for other methods, the back office, files, route data, or a signed-in volunteer", () => {
    expect(pageKey(request("/kontakt", { method: "POST" }), de)).toBeNull();
    expect(pageKey(request("/kontakt", { method: "HEAD" }), de)).toBe("localhost:3000 /kontakt?");
    expect(pageKey(request("/admin"), de)).toBeNull();
    expect(pageKey(request("/admin/requests/1"), es)).toBeNull();
    expect(pageKey(request("/img/320/avif/vermittlungstiere/7/images/a"), de)).toBeNull();
    expect(pageKey(request("/hunde.data"), de)).toBeNull();
    expect(pageKey(request("/favicon.svg"), de)).toBeNull();
    expect(pageKey(request("/__manifest?p=%2F"), de)).toBeNull();
    expect(pageKey(request("http://localhost:3000/hunde"), de)).toBeNull();
    expect(pageKey(request("*", { method: "GET" }), de)).toBeNull();
    expect(pageKey(request("/hunde", { cookie: "consent=1; admin_session=abc" }), de)).toBeNull();
    expect(pageKey(request("/hunde", { cookie: "not_admin_session=abc" }), de)).toBe(
      "localhost:3000 /hunde?",
    );
  });
});
