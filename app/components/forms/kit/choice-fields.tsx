import { getInputProps, getSelectProps } from "@conform-to/react";
import type { ReactNode, SelectHTMLAttributes } from "react";
import { controlStyle, describedBy, FieldError, FieldHint, FieldLabel, type Common } from "./fields";

/** Radio groups and selects: a module of their own, so pages without them do not load them. */
export type Choice = { value: string; label: ReactNode };

/**
 * Radio buttons under a legend. `children` come after the options inside the same group (e.g. a
 * field for another value); `optionClassName` styles each option's label (e.g. as a tile).
 */
export function RadioGroupField({
  meta,
  label,
  required,
  hint,
  className = "",
  options,
  optionsClassName = "flex flex-col gap-2",
  optionClassName = "flex items-center gap-3",
  children,
}: Omit<Common, "optional"> & {
  options: readonly Choice[];
  optionsClassName?: string;
  optionClassName?: string;
  children?: ReactNode;
}) {
  const invalid = meta.errors !== undefined;
  const described = [invalid ? meta.errorId : undefined, hint ? meta.descriptionId : undefined].filter(
    Boolean,
  );
  return (
    <fieldset
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={described.length > 0 ? described.join(" ") : undefined}
      className={`flex flex-col gap-1.5 ${className}`}
    >
      <FieldLabel as="legend" required={required}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint meta={meta}>{hint}</FieldHint> : null}
      <div className={`mt-1 ${optionsClassName}`}>
        {options.map((option) => {
          // The group carries aria-invalid and the error link; each radio only its own label.
          const {
            id: _id,
            "aria-invalid": _invalid,
            "aria-describedby": _described,
            ...props
          } = getInputProps(meta, { type: "radio", value: option.value });
          const id = `${meta.id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className={optionClassName}>
              <input
                {...props}
                key={meta.key}
                id={id}
                required={required}
                className="h-5 w-5 shrink-0 accent-brand-800"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {children}
      <FieldError meta={meta} />
    </fieldset>
  );
}

type SelectRest = Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "defaultValue" | "required">;

/** A labelled select; `placeholder` becomes an empty first option. */
export function SelectField({
  meta,
  label,
  required,
  hint,
  optional,
  className = "",
  options,
  placeholder,
  ...rest
}: Common & { options: readonly (Choice & { label: string })[]; placeholder?: string } & SelectRest) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={meta.id} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint meta={meta}>{hint}</FieldHint> : null}
      <select
        {...getSelectProps(meta, { ariaDescribedBy: describedBy(meta, hint) })}
        key={meta.key}
        required={required}
        className={controlStyle}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}
