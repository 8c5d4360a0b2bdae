import { randomUUID } from "node:crypto";
import {
  manualRequestSchema,
  type ManualRequestInput,
  type RelationErrors,
} from "~/domain/back-office/relation-schemas";
import type { FormType } from "~/domain/forms/form-types";
import type { BackOfficeDeps } from "../back-office/deps";
import type { Actor } from "../back-office/staff-member";
import { renderConfirmationMail } from "../submissions/confirmation-mail";
import { greetingNameOf } from "../submissions/greeting-name";
import { renderRequestMail } from "../submissions/mail-render";
import { dogNameFieldOf, requestColumns } from "../submissions/request-columns";
import { storeRequest } from "../submissions/store";

export type ManualResult = { ok: true; id: string } | { ok: false; errors: Record<string, string> };

/**
 * A request received by phone, WhatsApp, at an event or by mail (issue 28), stored through the
 * public forms' pipeline: the notification to the association saying who recorded it and how it
 * came, the confirmation only when asked, the person link, the history's 'received' entry naming
 * the volunteer, whose request it is from the start. `dogs`: the feed's dogs to choose from.
 */
export async function recordManualRequest(
  deps: BackOfficeDeps,
  dogs: { id: string; name: string }[],
  input: unknown,
  actor: NonNullable<Actor>,
  errors: RelationErrors,
): Promise<ManualResult> {
  const { db } = deps;
  const parsed = manualRequestSchema(errors).safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      errors: Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message]),
      ),
    };
  }
  const value = { ...parsed.data, email: parsed.data.email?.toLowerCase() };
  const dog = value.dogId ? (dogs.find((choice) => choice.id === value.dogId) ?? null) : null;
  if (value.dogId && !dog) return { ok: false, errors: { dogId: errors.dog } };
  const id = randomUUID();
  const data = manualData(value, dog);
  const formType = value.formType as FormType;
  const locale = value.locale;
  const columns = requestColumns(formType, data, dog?.id ?? null);
  const inbox = deps.config.mailTo[locale];
  const mail = renderRequestMail(formType, locale, data as never, {
    id,
    receivedAt: new Date(),
    replyTo: value.email ?? inbox,
    adminUrl: `${deps.origins[locale]}/admin/requests/${id}`,
    recorded: {
      by: actor.name,
      channel: value.channel,
      email: value.email ?? null,
      phone: value.phone ?? null,
    },
  });
  const confirmation =
    value.sendConfirmation && value.email
      ? {
          recipient: value.email,
          replyTo: inbox,
          ...renderConfirmationMail(formType, locale, {
            name: greetingNameOf(formType, data),
            site: deps.site[locale],
            dog: dog?.name ?? null,
            amount: null,
          }),
        }
      : undefined;
  const result = await storeRequest(db, {
    id,
    formType,
    locale,
    data,
    columns,
    mail: { recipient: inbox, replyTo: value.email ?? inbox, ...mail },
    confirmation,
    clientIpHash: null,
    rateLimit: 0,
    channel: value.channel,
    actor,
  });
  if (!result.ok) return { ok: false, errors: { form: "rate_limited" } };
  deps.wakeMailer();
  deps.logger.info("request recorded by hand", {
    request: id,
    channel: value.channel,
    staffId: actor.id,
  });
  return { ok: true, id };
}

/** The form's answers of a request taken by hand, in the fields the kind's form has. */
function manualData(
  value: ManualRequestInput,
  dog: { id: string; name: string } | null,
): Record<string, unknown> {
  const formType = value.formType as FormType;
  const data: Record<string, unknown> = {
    email: value.email?.toLowerCase() ?? "",
    ...(value.phone ? { phone: value.phone } : {}),
    ...(value.message ? { message: value.message } : {}),
  };
  if (formType === "membership") {
    const words = value.name.split(/\s+/);
    data.firstName = words.length > 1 ? words.slice(0, -1).join(" ") : value.name;
    data.lastName = words.length > 1 ? words.at(-1) : "";
  } else if (formType === "sponsorship") {
    data.yourName = value.name;
  } else {
    data.name = value.name;
  }
  if (dog && formType !== "foster_home" && formType !== "membership")
    data[dogNameFieldOf(formType)] = dog.name;
  return data;
}
