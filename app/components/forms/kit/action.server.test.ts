import { readdirSync, readFileSync } from "node:fs";
import { afterAll, expect, onTestFinished, test } from "vitest";
import { disposeTemplates, freshDatabase } from "../../../../tests/support/db/database";
import { pageSubmissions, type PageSubmissions } from "../../../../server/submissions/page-posts";
import { createSubmissionService } from "../../../../server/submissions/service";
import { recordingLogger } from "../../../../tests/support/submissions/helpers";
import { requestFormAction } from "./action.server";
import { demoSiteConfig } from "~/content/site-config";
import { contextProvider } from "~/context";

afterAll(disposeTemplates);

const origins = { de: "https://tierhilfe.example", es: "https://es.tierhilfe.example" };
const contact = {
  formType: "contact",
  name: "Jo Beispiel",
  email: "jo@example.org",
  message: "Eine Frage zu eurer Arbeit mit den Hunden.",
  privacyAccepted: "on",
};

function post(entries: Record<string, string>, origin = origins.de) {
  return new Request(`${origins.de}/kontakt`, {
    method: "POST",
    body: new URLSearchParams(entries),
    headers: { origin },
  });
}

async function pipeline(rateLimit = 0) {
  const { database, dispose } = await freshDatabase("pglite");
  onTestFinished(dispose);
  const service = createSubmissionService({
    db: database.db,
    site: demoSiteConfig,
    mailTo: { de: "de@verein.example", es: "es@verein.example" },
    rateLimit,
    logger: recordingLogger().logger,
  });
  return pageSubmissions(service, { locale: "de", clientIp: "203.0.113.9", origins });
}

async function answer(submissions: PageSubmissions, request: Request, forms = { contact: true } as const) {
  const result = await requestFormAction({ request, context: contextProvider({ submissions }) }, forms);
  return { ...result.data, status: result.init?.status, headers: new Headers(result.init?.headers) };
}

test("each outcome of the pipeline becomes a result for the form named by `formType`", async () => {
  const submissions = await pipeline(2);
  const ok = await answer(submissions, post(contact));
  expect(ok).toMatchObject({ formType: "contact", outcome: "success", status: 200 });
  // Success resets the form (Conform: initialValue null); no answer is cached.
  expect(ok.submission).toEqual({ status: "success", initialValue: null });
  expect(ok.headers.get("cache-control")).toBe("no-store");

  const invalid = await answer(submissions, post({ ...contact, name: "J", privacyAccepted: "" }));
  expect(invalid).toMatchObject({ outcome: "invalid", status: 422 });
  expect(invalid.submission.error).toEqual({
    name: ["Name muss mindestens 2 Zeichen lang sein"],
    privacyAccepted: ["Du musst die Datenschutzerklärung akzeptieren"],
  });
  // The posted values come back (the page without JavaScript shows them again); formType does not.
  expect(invalid.submission.initialValue).toEqual({
    ...contact,
    formType: undefined,
    name: "J",
    privacyAccepted: "",
  });
  expect(invalid.submission.initialValue).not.toHaveProperty("formType");

  expect(await answer(submissions, post({ ...contact, website: "x" }))).toMatchObject({
    outcome: "honeypot",
    status: 400,
  });
  await answer(submissions, post(contact));
  const limited = await answer(submissions, post(contact));
  expect(limited).toMatchObject({ outcome: "rate_limited", status: 429 });
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
});

test("a form the page does not offer, a foreign origin and an unavailable database are refused", async () => {
  const submissions = await pipeline();
  expect(await answer(submissions, post({ ...contact, formType: "adoption" }))).toMatchObject({
    formType: "adoption",
    outcome: "refused",
    status: 400,
  });
  expect(await answer(submissions, post({ ...contact, formType: "nonsense" }))).toMatchObject({
    outcome: "refused",
    status: 400,
  });
  expect(await answer(submissions, post(contact, "https://evil.example"))).toMatchObject({
    formType: "",
    outcome: "refused",
    status: 403,
  });
  const down: PageSubmissions = {
    read: submissions.read,
    submit: async () => ({ ok: false, error: "unavailable" }),
  };
  const unavailable = await answer(down, post(contact));
  expect(unavailable).toMatchObject({ outcome: "unavailable", status: 503 });
  expect(unavailable.headers.get("cache-control")).toBe("no-store");
  expect(unavailable.headers.get("retry-after")).toBe("30");
});

test("`prepare` maps the entries before the pipeline sees them", async () => {
  const submissions = await pipeline();
  const seen: Record<string, string>[] = [];
  const result = await requestFormAction(
    { request: post({ ...contact, dogName: "Falsch" }), context: contextProvider({ submissions }) },
    { contact: (entries) => (seen.push(entries), { ...entries, dogName: "Luna" }) },
  );
  expect(result.data.outcome).toBe("success");
  expect(seen[0]).not.toHaveProperty("formType");
  expect(seen[0]?.dogName).toBe("Falsch");
});

test("every page that takes a post sends its action's headers (no-store, Retry-After)", () => {
  const routes = new URL("../../../routes/", import.meta.url);
  const withAction = readdirSync(routes, { recursive: true, encoding: "utf8" })
    // The back office's answers are all no-store, set by the server's admin guard.
    .filter((file) => file.endsWith(".tsx") && !file.startsWith("admin/"))
    .map((file) => ({ file, source: readFileSync(new URL(file, routes), "utf8") }))
    .filter(({ source }) => /export (?:const|(?:async )?function) action\b/.test(source));
  expect(withAction.map(({ file }) => file).sort()).toEqual(
    expect.arrayContaining(["contact.tsx", "dog-detail.tsx", "foster-home.tsx", "membership.tsx"]),
  );
  for (const { file, source } of withAction) {
    // The home checker's report page (issue 28) answers everything no-store, its GET too.
    if (file === "home-check.tsx") {
      expect(source, file).toMatch(/"Cache-Control": "no-store"/);
      continue;
    }
    expect(source, file).toMatch(/export const headers = requestFormHeaders;/);
  }
});
