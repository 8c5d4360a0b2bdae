import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import {
  Checkbox,
  FormError,
  SelectInput,
  TextArea,
  TextInput,
  useAdminForm,
} from "~/components/admin/field";
import { controlStyle, type Field } from "~/components/forms/kit/fields";
import { Button } from "~/components/ui/button";
import type { AdminText } from "~/content/types/admin";
import { personUpdateSchema } from "~/domain/back-office/person-schemas";
import type { PersonData } from "~/routes/admin/persons-detail";

const fieldset = "grid gap-3 rounded-xl border border-stone-200 p-3";
const legend = "px-1 font-bold text-stone-900";

/**
 * The record and its three flags: do not place (with the reason staff see on every request of the
 * person), home checked (when, by whom), home checker (the postcodes or regions offered at the
 * pre-check). Sends the revision the page shows: a change from an older page is refused.
 */
type PersonsText = AdminText["persons"];

/** The "do not place a dog" flag with its reason: the person page's form and a new person's. */
export function DoNotPlaceFields({
  fields,
  text,
}: {
  fields: { doNotPlace: Field; doNotPlaceReason: Field };
  text: PersonsText;
}) {
  const words = text.form;
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{text.badges.do_not_place}</legend>
      <Checkbox meta={fields.doNotPlace} label={words.doNotPlace} />
      <TextArea
        meta={fields.doNotPlaceReason}
        label={words.doNotPlaceReason}
        hint={words.doNotPlaceHint}
        rows={3}
      />
    </fieldset>
  );
}

/** The "home checker" flag with the postcodes or regions covered. */
export function HomeCheckerFields({
  fields,
  text,
}: {
  fields: { homeChecker: Field; homeCheckerAreas: Field };
  text: PersonsText;
}) {
  const words = text.form;
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{text.badges.home_checker}</legend>
      <Checkbox meta={fields.homeChecker} label={words.homeChecker} />
      <TextArea
        meta={fields.homeCheckerAreas}
        label={words.homeCheckerAreas}
        hint={words.homeCheckerAreasHint}
        rows={2}
      />
    </fieldset>
  );
}

export function PersonRecordForm({
  data,
  shell,
  lastResult,
  done,
}: {
  data: PersonData;
  shell: AdminText["common"];
  lastResult: SubmissionResult<string[]> | undefined;
  done: boolean;
}) {
  const { text, person } = data;
  const words = text.form;
  const [form, fields] = useAdminForm(personUpdateSchema(text.errors), {
    id: "person",
    lastResult,
    defaultValue: {
      name: person.name,
      phone: person.phone ?? "",
      locale: person.locale,
      postcode: person.postcode ?? "",
      doNotPlace: person.doNotPlace ? "on" : undefined,
      doNotPlaceReason: person.doNotPlaceReason ?? "",
      homeCheckedOn: person.homeCheckedOn ?? "",
      homeCheckedBy: person.homeCheckedBy ?? "",
      homeChecker: person.homeChecker ? "on" : undefined,
      homeCheckerAreas: person.homeCheckerAreas ?? "",
    },
  });
  const checkedOn = fields.homeCheckedOn;
  return (
    <section
      id="record"
      aria-labelledby="record-heading"
      className="scroll-mt-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="record-heading" className="mb-1 text-lg font-bold text-brand-900">
        {words.heading}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{words.hint}</p>
      {done && !lastResult ? (
        <p role="status" className="mb-3 rounded-md bg-emerald-50 px-3 py-2 font-medium text-emerald-900">
          {words.saved}
        </p>
      ) : null}
      <FormError form={form} className="mb-3" />
      <Form
        method="post"
        action={`/admin/persons/${person.id}#record`}
        {...getFormProps(form)}
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="revision" value={person.revision} />
        <TextInput meta={fields.name} label={words.name} autoComplete="off" />
        <TextInput meta={fields.phone} label={words.phone} autoComplete="off" inputMode="tel" />
        <SelectInput
          meta={fields.locale}
          label={words.locale}
          options={[
            { value: "de", label: shell.locales.de },
            { value: "es", label: shell.locales.es },
          ]}
        />
        <TextInput meta={fields.postcode} label={words.postcode} autoComplete="off" />
        <DoNotPlaceFields fields={fields} text={text} />
        <fieldset className={fieldset}>
          <legend className={legend}>{words.homeChecked}</legend>
          <div className="grid gap-1.5">
            <label htmlFor={checkedOn.id} className="font-semibold text-stone-900">
              {words.homeCheckedOn}
            </label>
            <input
              {...getInputProps(checkedOn, { type: "date" })}
              key={checkedOn.key}
              className={controlStyle}
            />
            {checkedOn.errors?.[0] ? (
              <p id={checkedOn.errorId} className="text-sm font-semibold text-rose-700">
                {checkedOn.errors[0]}
              </p>
            ) : null}
          </div>
          <TextInput meta={fields.homeCheckedBy} label={words.homeCheckedBy} autoComplete="off" />
        </fieldset>
        <HomeCheckerFields fields={fields} text={text} />
        <Button type="submit" className="justify-self-start">
          {words.submit}
        </Button>
      </Form>
    </section>
  );
}
