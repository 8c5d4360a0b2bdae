import { afterAll, expect, onTestFinished, test } from "vitest";
import { submissions } from "../db/schema";
import { disposeTemplates, freshDatabase } from "../../tests/support/db/database";
import { isSameOriginPost, pagePostLimit, pageSubmissions, readPagePost } from "./page-posts";
import { createSubmissionService } from "./service";
import { recordingLogger } from "../../tests/support/submissions/helpers";
import { exampleRequests } from "../../tests/support/submissions/requests";
import { demoSiteConfig } from "~/content/site-config";

afterAll(disposeTemplates);

const origins = { de: "https://tierhilfe.example", es: "https://es.tierhilfe.example" };
const headers = (values: Record<string, string>) => new Headers(values);

test("a page post must come from one of the two public origins", () => {
  expect(isSameOriginPost(headers({ origin: "https://tierhilfe.example" }), origins)).toBe(true);
  expect(isSameOriginPost(headers({ origin: "https://es.tierhilfe.example" }), origins)).toBe(true);
  expect(isSameOriginPost(headers({ referer: "https://es.tierhilfe.example/contacto?x=1" }), origins)).toBe(
    true,
  );
  expect(isSameOriginPost(headers({ origin: "https://evil.example" }), origins)).toBe(false);
  expect(isSameOriginPost(headers({ origin: "http://tierhilfe.example" }), origins)).toBe(false);
  expect(isSameOriginPost(headers({ origin: "https://tierhilfe.example.evil.example" }), origins)).toBe(
    false,
  );
  expect(isSameOriginPost(headers({ origin: "null", referer: "https://tierhilfe.example/" }), origins)).toBe(
    false,
  );
  expect(
    isSameOriginPost(
      headers({ origin: "https://evil.example", referer: "https://tierhilfe.example/" }),
      origins,
    ),
  ).toBe(false);
  expect(isSameOriginPost(headers({ referer: "not a url" }), origins)).toBe(false);
  expect(isSameOriginPost(headers({}), origins)).toBe(false);
});

function post(body: BodyInit, values: Record<string, string> = {}) {
  return new Request("https://tierhilfe.example/kontakt", {
    method: "POST",
    body,
    headers: { origin: "https://tierhilfe.example", ...values },
  });
}

test("readPagePost parses urlencoded and multipart posts into entries", async () => {
  const urlencoded = new URLSearchParams({ name: "Jo", message: "<b>Hallo</b>", privacyAccepted: "on" });
  expect(await readPagePost(post(urlencoded), origins)).toEqual({
    ok: true,
    entries: { name: "Jo", message: "<b>Hallo</b>", privacyAccepted: "on" },
  });
  const multipart = new FormData();
  multipart.append("name", "Jo");
  multipart.append("file", new Blob(["x"]), "x.txt");
  expect(await readPagePost(post(multipart), origins)).toEqual({ ok: true, entries: { name: "Jo" } });
});

test("readPagePost refuses foreign origins, other content and posts over 64 KB", async () => {
  const small = new URLSearchParams({ name: "Jo" });
  expect(await readPagePost(post(small, { origin: "https://evil.example" }), origins)).toMatchObject({
    ok: false,
    status: 403,
  });
  expect(await readPagePost(post("{}", { "content-type": "application/json" }), origins)).toMatchObject({
    ok: false,
    status: 415,
  });
  const large = new URLSearchParams({ message: "x".repeat(pagePostLimit) });
  expect(await readPagePost(post(large), origins)).toMatchObject({ ok: false, status: 413 });
  // Without a Content-Length (a stream), the limit holds while reading.
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode("message=" + "x".repeat(16 * 1024)));
    },
  });
  const streamed = new Request("https://tierhilfe.example/kontakt", {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { origin: "https://tierhilfe.example", "content-type": "application/x-www-form-urlencoded" },
  } as RequestInit);
  expect(await readPagePost(streamed, origins)).toMatchObject({ ok: false, status: 413 });
});

test("readPagePost reads a refused post to its end before answering, up to 1 MB", async () => {
  // The client is still sending: a connection closed on unread bytes is reset, answer and all.
  const chunk = new TextEncoder().encode("message=" + "x".repeat(16 * 1024 - 8));
  const sender = (chunks: number) => {
    const sent = { chunks: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent.chunks === chunks) return controller.close();
        sent.chunks += 1;
        controller.enqueue(chunk);
      },
    });
    const headers = {
      origin: "https://tierhilfe.example",
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(chunks * chunk.byteLength),
    };
    const request = new Request("https://tierhilfe.example/kontakt", {
      method: "POST",
      body,
      duplex: "half",
      headers,
    } as RequestInit);
    return { request, sent };
  };
  const finite = sender(12);
  expect(await readPagePost(finite.request, origins)).toMatchObject({ ok: false, status: 413 });
  expect(finite.sent.chunks).toBe(12);
  const endless = sender(Infinity);
  expect(await readPagePost(endless.request, origins)).toMatchObject({ ok: false, status: 413 });
  expect(endless.sent.chunks).toBeLessThan(80);
});

test("page submissions run the same pipeline, in the page's language, counting the client", async () => {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const service = createSubmissionService({
    db: database.db,
    site: demoSiteConfig,
    mailTo: { de: "de@verein.example", es: "es@verein.example" },
    rateLimit: 1,
    logger: recordingLogger().logger,
  });
  const page = pageSubmissions(service, { locale: "es", clientIp: "203.0.113.7", origins });
  expect(await page.submit("contact", { ...exampleRequests.contact, privacyAccepted: "" })).toEqual({
    ok: false,
    error: "validation",
    fieldErrors: { privacyAccepted: ["Debes aceptar la política de privacidad"] },
  });
  expect(await page.submit("contact", { ...exampleRequests.contact, website: "x" })).toEqual({
    ok: false,
    error: "honeypot",
  });
  expect(await page.submit("contact", exampleRequests.contact)).toMatchObject({ ok: true });
  expect(await page.submit("contact", exampleRequests.contact)).toMatchObject({
    ok: false,
    error: "rate_limited",
  });
  const rows = await database.db.select().from(submissions);
  expect(rows.map((row) => [row.formType, row.locale])).toEqual([["contact", "es"]]);
});
