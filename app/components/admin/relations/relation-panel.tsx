import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "react-router";
import { Checkbox, FormError, SelectInput, TextArea, useAdminForm } from "~/components/admin/field";
import { controlStyle } from "~/components/forms/kit/fields";
import { Button } from "~/components/ui/button";
import { endRelationFormSchema, relationDetailsFormSchema } from "~/domain/back-office/relation-schemas";
import { fill } from "~/i18n/format";
import type { RelationPanelData } from "~/routes/admin/relations-panel.server";

type Reply = SubmissionResult<string[]> | undefined;
type Meta = Parameters<typeof getInputProps>[0];

/** A labelled date or number input on a Conform field, with its error under it. */
function PlainInput({
  meta,
  label,
  type,
  hint,
  ...rest
}: {
  meta: Meta & { errors?: string[]; errorId: string; descriptionId: string; key?: string };
  label: string;
  type: "date" | "text";
  hint?: string;
  inputMode?: "decimal" | "numeric";
  max?: string;
}) {
  const error = meta.errors?.[0];
  return (
    <div className="grid gap-1.5">
      <label htmlFor={meta.id} className="font-semibold text-stone-900">
        {label}
      </label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        key={meta.key}
        className={controlStyle}
        {...rest}
      />
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={meta.errorId} className="text-sm font-semibold text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The request page's part for a lasting relation (issue 28): since when it lasts, its details
 * (changed here), and ending it with a day and a reason after a tick that confirms. Posts to
 * /admin/requests/:id/relation; the page shows the result when it is loaded again.
 */
export function RelationPanel({
  data,
  requestId,
  guard,
  done,
}: {
  data: RelationPanelData;
  requestId: string;
  guard: { revision: number; token: string };
  done: boolean;
}) {
  const { text } = data;
  return (
    <section
      id="relation"
      aria-labelledby="relation-heading"
      className="scroll-mt-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="relation-heading" className="mb-3 text-lg font-bold text-brand-900">
        {text.panel.heading}: {data.kindLabel}
      </h2>
      {done ? (
        <p
          role="status"
          className="mb-3 rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          {data.active ? text.panel.saved : text.panel.endedDone}
        </p>
      ) : null}
      <p className="text-stone-800">
        {data.active
          ? fill(data.startedOn > data.today ? text.panel.starts : text.panel.lasting, {
              date: data.sinceLabel,
            })
          : fill(text.panel.ended, { date: data.endedLabel ?? "", reason: data.endReason ?? "" })}
      </p>
      <ul className="mt-2 text-stone-700">
        {data.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2">
        <a
          href={`/admin/relations/${data.kind}`}
          className="font-medium text-brand-800 underline underline-offset-4"
        >
          {text.panel.list}
        </a>
      </p>
      <DetailsForm data={data} requestId={requestId} />
      {data.active ? <EndForm data={data} requestId={requestId} guard={guard} /> : null}
    </section>
  );
}

function DetailsForm({ data, requestId }: { data: RelationPanelData; requestId: string }) {
  const { text, details } = data;
  const fetcher = useFetcher<Reply>();
  const schema = relationDetailsFormSchema(data.kind, text.errors);
  const money = (amount: number | null) => (amount === null ? "" : String(amount));
  const [form, fields] = useAdminForm(schema, {
    id: "relation-details",
    lastResult: fetcher.data,
    defaultValue: {
      startedOn: data.startedOn,
      fee: money(details.fee),
      membershipType: details.membershipType ?? "",
      paymentInterval: details.paymentInterval ?? "",
      monthlyAmount: money(details.monthlyAmount),
      capacity: details.capacity === null ? "" : String(details.capacity),
      currentDogId: details.currentDogId ?? "",
    } as never,
  });
  const f = fields as unknown as Record<
    string,
    Meta & { errors?: string[]; errorId: string; descriptionId: string }
  >;
  const t = text.details;
  const dogs = [...data.dogs];
  if (details.currentDogId && !dogs.some((dog) => dog.id === details.currentDogId)) {
    const name = details.currentDogName ?? details.currentDogId;
    dogs.unshift({ id: details.currentDogId, name, label: name });
  }
  return (
    <details className="mt-4 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
      <summary className="cursor-pointer font-semibold text-brand-900">{text.panel.edit}</summary>
      <fetcher.Form
        method="post"
        action={`/admin/requests/${requestId}/relation`}
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="mt-3 grid gap-3"
      >
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="version" value={data.version} />
        <FormError form={form} />
        {/* A membership may start on the first of a coming month. */}
        <PlainInput meta={f.startedOn!} label={t.startedOn} type="date" />
        {data.kind === "adoption" ? (
          <PlainInput meta={f.fee!} label={`${t.fee} (€)`} type="text" inputMode="decimal" />
        ) : null}
        {data.kind === "membership" ? (
          <>
            <SelectInput
              meta={f.membershipType as never}
              label={t.membershipType}
              options={[
                { value: "", label: t.unknown },
                ...Object.entries(text.choices.membershipType).map(([value, label]) => ({ value, label })),
              ]}
            />
            <SelectInput
              meta={f.paymentInterval as never}
              label={t.paymentInterval}
              options={[
                { value: "", label: t.unknown },
                ...Object.entries(text.choices.paymentInterval).map(([value, label]) => ({ value, label })),
              ]}
            />
          </>
        ) : null}
        {data.kind === "sponsorship" ? (
          <PlainInput
            meta={f.monthlyAmount!}
            label={`${t.monthlyAmount} (€)`}
            type="text"
            inputMode="decimal"
          />
        ) : null}
        {data.kind === "foster_home" ? (
          <>
            <PlainInput meta={f.capacity!} label={t.capacity} type="text" inputMode="numeric" />
            <SelectInput
              meta={f.currentDogId as never}
              label={t.currentDog}
              options={[
                { value: "", label: t.noDog },
                ...dogs.map((dog) => ({ value: dog.id, label: dog.label })),
              ]}
            />
          </>
        ) : null}
        <Button type="submit" size="sm" variant="outline" className="justify-self-start">
          {text.panel.save}
        </Button>
      </fetcher.Form>
    </details>
  );
}

function EndForm({
  data,
  requestId,
  guard,
}: {
  data: RelationPanelData;
  requestId: string;
  guard: { revision: number; token: string };
}) {
  const { text } = data;
  const fetcher = useFetcher<Reply>();
  const schema = endRelationFormSchema(
    { ...text.errors, confirmMissing: text.panel.confirmMissing },
    data.today,
  );
  const [form, fields] = useAdminForm(schema, {
    id: "relation-end",
    lastResult: fetcher.data,
    defaultValue: { endedOn: data.today } as never,
  });
  return (
    <details className="mt-3 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
      <summary className="cursor-pointer font-semibold text-brand-900">{text.panel.endHeading}</summary>
      <fetcher.Form
        method="post"
        action={`/admin/requests/${requestId}/relation`}
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="mt-3 grid gap-3"
      >
        <input type="hidden" name="intent" value="end" />
        <input type="hidden" name="revision" value={guard.revision} />
        <input type="hidden" name="formToken" value={guard.token} />
        <p className="text-stone-700">{fill(text.panel.endIntro, { status: data.endingLabel })}</p>
        <FormError form={form} />
        <PlainInput meta={fields.endedOn as never} label={text.panel.endedOn} type="date" max={data.today} />
        <TextArea
          meta={fields.reason as never}
          label={text.panel.reason}
          hint={text.panel.reasonHint}
          rows={3}
        />
        <Checkbox meta={fields.confirm as never} label={text.panel.confirm} />
        <Button type="submit" size="sm" className="justify-self-start">
          {text.panel.end}
        </Button>
      </fetcher.Form>
    </details>
  );
}
