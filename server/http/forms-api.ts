import express, { Router, type Request, type RequestHandler, type Response } from "express";
import { isRequestFormType, requestFormTypes, type FormType } from "~/domain/forms/form-types";
import type { SubmitOutcome } from "~/domain/forms/outcome";
import { catalogs } from "~/content/catalogs.server";
import { isLocale, type Locale } from "~/i18n/locale";
import type { SubmissionService } from "../submissions/service";

export type FormsApiOptions = {
  submissions: SubmissionService;
  localeOf: (host: string | undefined) => Locale;
};

export const formsBodyLimit = 64 * 1024;

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * POST /api/forms and POST /api/membership (CONTRACT.md): JSON only, at most 64 KB, then the same
 * submission pipeline as the pages' forms. Every answer is JSON; a client never causes a 500.
 */
export function formsApi(options: FormsApiOptions): Router {
  const router = Router();
  const parse = jsonBody();

  router.post("/api/forms", parse, async (req, res) => {
    const body = req.body as unknown;
    if (!isObject(body)) return void fail(res, 400, "The body must be a JSON object.");
    if (!isRequestFormType(body.formType)) {
      return void fail(res, 400, `Unknown formType; expected one of: ${requestFormTypes.join(", ")}.`);
    }
    if (body.data !== undefined && body.data !== null && !isObject(body.data)) {
      return void fail(res, 400, "data must be a JSON object.");
    }
    await submit(req, res, body.formType, body, body.data ?? {});
  });

  router.post("/api/membership", parse, async (req, res) => {
    const body = req.body as unknown;
    if (!isObject(body)) return void fail(res, 400, "The body must be a JSON object.");
    const { locale: _locale, ...data } = body;
    await submit(req, res, "membership", body, data);
  });

  async function submit(req: Request, res: Response, formType: FormType, body: Body, data: unknown) {
    const locale = isLocale(body.locale) ? body.locale : options.localeOf(req.headers.host);
    const outcome = await options.submissions
      .submit({ formType, locale, data, clientIp: req.ip })
      .catch((): SubmitOutcome => ({ ok: false, error: "unavailable" }));
    answer(res, outcome, locale);
  }
  return router;
}

function fail(res: Response, status: number, error: string) {
  res.status(status).set("Cache-Control", "no-store").json({ error });
}

function answer(res: Response, outcome: SubmitOutcome, locale: Locale) {
  const text = catalogs[locale].submissionAnswers;
  if (outcome.ok) {
    res.status(201).set("Cache-Control", "no-store").json({ ok: true, id: outcome.id });
    return;
  }
  switch (outcome.error) {
    case "validation":
      res
        .status(422)
        .set("Cache-Control", "no-store")
        .json({ error: "validation", fieldErrors: outcome.fieldErrors });
      return;
    case "honeypot":
      return fail(res, 400, text.honeypot);
    case "rate_limited":
      res.set("Retry-After", String(outcome.retryAfterSeconds));
      return fail(res, 429, text.rateLimited);
    case "unavailable":
      res.set("Retry-After", "30");
      return fail(res, 503, text.unavailable);
  }
}

/** 415 unless the body is JSON; 413 past 64 KB; 400 for JSON that does not parse. */
function jsonBody(): RequestHandler {
  const parse = express.json({ limit: formsBodyLimit, strict: false, type: () => true });
  return (req, res, next) => {
    // The header itself, not req.is(): that ignores the type of an empty body.
    if (!/^application\/json\s*(;|$)/i.test(req.headers["content-type"] ?? "")) {
      return fail(res, 415, "Send the request as JSON (Content-Type: application/json).");
    }
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = isObject(error) ? error.type : undefined;
      if (type === "entity.too.large")
        return fail(res, 413, `The body is larger than ${formsBodyLimit / 1024} KB.`);
      if (type === "charset.unsupported" || type === "encoding.unsupported") {
        return fail(res, 415, "Send the request as UTF-8 JSON.");
      }
      fail(res, 400, "The body is not valid JSON.");
    });
  };
}
