import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import {
  endRelationFormSchema,
  relationDetailsFormSchema,
  type RelationErrors,
} from "~/domain/back-office/relation-schemas";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import { fill } from "~/i18n/format";
import type { Route } from "./+types/relations-request";
import { dateTimeLabel as timeLabel } from "./date-label.server";

/**
 * POST /admin/requests/:id/relation: the request page's relation panel (RelationPanel) changes the
 * details (`intent=details`) or ends the relation (`intent=end`, the revision the page showed and
 * its form token, a tick that confirms). Done: back to the request page's panel; refused: the
 * form's reply (422; 409 when someone changed the relation, or for an ending the request, since),
 * which the panel shows.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const relations = context.get(backOfficeContext).relations;
  const staff = context.get(staffContext);
  const text = site.text.admin.relations;
  const errors: RelationErrors = text.errors;
  const relation = await relations.ofRequest(params.id);
  if (!relation) throw data(text.errors.not_found, { status: 404 });
  const form = await request.formData();
  const path = `/admin/requests/${encodeURIComponent(params.id)}`;
  if (form.get("intent") === "details") {
    const submission = parseWithZod(form, { schema: relationDetailsFormSchema(relation.kind, errors) });
    if (submission.status !== "success") return data(submission.reply(), { status: 422 });
    // The service checks the same fields again, with the same schema.
    const seen = form.get("version");
    const result = await relations.updateDetails(
      params.id,
      stringsOf(form),
      staff,
      errors,
      typeof seen === "string" ? seen : undefined,
    );
    if (!result.ok && result.errors.form === "not_found") throw data(text.errors.not_found, { status: 404 });
    if (!result.ok && result.errors.form === "stale") {
      // What the volunteer typed stays in the form; the panel above shows what is stored now.
      const message = result.conflict
        ? fill(text.errors.staleDetails, {
            actor: result.conflict.actorName ?? site.text.admin.request.history.site,
            time: timeLabel(site.locale, result.conflict.at.toISOString()),
          })
        : text.errors.stale;
      return data(submission.reply({ formErrors: [message] }), { status: 409 });
    }
    if (!result.ok) {
      const fieldErrors = Object.fromEntries(
        Object.entries(result.errors).map(([field, message]) => [field, [message]]),
      );
      return data(submission.reply({ fieldErrors }), { status: 422 });
    }
    return redirect(`${path}?done=relation#relation`, 303);
  }
  const today = todayIn(associationTimeZone, new Date());
  const submission = parseWithZod(form, {
    schema: endRelationFormSchema({ ...errors, confirmMissing: text.panel.confirmMissing }, today),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 422 });
  const { endedOn, reason, revision, formToken } = submission.value;
  const result = await relations.end(params.id, endedOn, reason, staff, { seen: revision, token: formToken });
  if (!result.ok) {
    if (result.errors.form === "not_found") throw data(text.errors.not_found, { status: 404 });
    if (result.errors.form === "stale") {
      return data(submission.reply({ formErrors: [text.errors.stale] }), { status: 409 });
    }
    const fieldErrors = Object.fromEntries(
      Object.entries(result.errors).map(([field, problem = ""]) => [
        field,
        [problem in errors ? errors[problem as keyof RelationErrors] : text.errors.summary],
      ]),
    );
    return data(submission.reply({ fieldErrors }), { status: 422 });
  }
  return redirect(`${path}?done=relation#relation`, 303);
}

/** The form's text fields (the service checks them again with the same schema). */
function stringsOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "intent") values[key] = value;
  return values;
}
