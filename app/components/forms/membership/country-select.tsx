import { getSelectProps } from "@conform-to/react";
import type { countryOptions } from "~/domain/forms/countries";
import { controlStyle, FieldError, FieldLabel, type Field } from "~/components/forms/kit";

/**
 * The country select (spec 2 section 5): the site's main countries, a separator, then the others.
 * The separator is an <optgroup>, which the kit's SelectField does not offer, so this one is built
 * from the kit's label, control style and error. `countries`: the loader's `countryOptions(locale)`,
 * so the browser gets the names in the page's language only.
 */
export function CountrySelect({
  meta,
  countries: { primary, others },
  text,
}: {
  meta: Field;
  countries: ReturnType<typeof countryOptions>;
  text: { label: string; choose: string; others: string };
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={meta.id} required>
        {text.label}
      </FieldLabel>
      <select
        {...getSelectProps(meta)}
        key={meta.key}
        required
        autoComplete="country"
        className={controlStyle}
      >
        <option value="">{text.choose}</option>
        {primary.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
        <optgroup label={text.others}>
          {others.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </optgroup>
      </select>
      <FieldError meta={meta} />
    </div>
  );
}
