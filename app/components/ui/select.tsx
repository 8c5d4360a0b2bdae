import type { ReactNode, SelectHTMLAttributes } from "react";
import { controlStyle } from "~/components/forms/kit/fields";

export type SelectOption = { value: string; label: string };
/** An option, or a labelled group of options (`<optgroup>`). */
export type SelectChoice = SelectOption | { group: string; options: readonly SelectOption[] };

type SelectRest = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children" | "className">;

/**
 * A labelled select with its hint and error under it. The ids follow Conform's (`{id}-description`,
 * `{id}-error`), so a form field's `getSelectProps(meta)` spreads straight onto it; the hint and
 * error are linked by aria-describedby and the control is marked invalid while there is an error.
 */
export function Select({
  id,
  label,
  options,
  hint,
  error,
  className = "",
  ...select
}: SelectRest & {
  id: string;
  label: ReactNode;
  options: readonly SelectChoice[];
  hint?: ReactNode;
  error?: string;
  /** Places the field (the label, control and messages together). */
  className?: string;
}) {
  const described = [error ? `${id}-error` : "", hint ? `${id}-description` : ""].join(" ").trim();
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-semibold text-stone-900">
        {label}
      </label>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${controlStyle} min-w-0`}
      >
        {options.map((choice) =>
          "group" in choice ? (
            <optgroup key={choice.group} label={choice.group}>
              {choice.options.map(optionOf)}
            </optgroup>
          ) : (
            optionOf(choice)
          ),
        )}
      </select>
      {hint ? (
        <p id={`${id}-description`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function optionOf(option: SelectOption) {
  return (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
}
