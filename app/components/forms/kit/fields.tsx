import type { FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { useKitText } from "./kit-text";

/** Any field of any form; the components only read its ids, name, initial value and errors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own default for "any form"
export type Field = FieldMetadata<unknown, any, string[]>;

export const controlStyle =
  "w-full rounded-xl border-2 border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 " +
  "placeholder:text-stone-500 hover:border-stone-400 focus:border-brand-700 " +
  "aria-[invalid=true]:border-rose-700 read-only:bg-stone-100 read-only:text-stone-700";

export type Common = {
  meta: Field;
  label: ReactNode;
  /** Marks the field with an asterisk (hidden from screen readers, which hear `required`). */
  required?: boolean;
  /** Shown between label and control, linked by aria-describedby. */
  hint?: ReactNode;
  /** Says '(optional)' after the label. */
  optional?: boolean;
  className?: string;
};

export function describedBy(meta: Field, hint: ReactNode): string | undefined {
  return hint ? meta.descriptionId : undefined;
}

/**
 * What every control of a field carries (as Conform's getInputProps has it, without pulling that
 * in): id, name, the initial value, and while invalid aria-invalid plus the error's id first in
 * aria-describedby.
 */
export function controlProps(meta: Field, hint: ReactNode) {
  const invalid = meta.errors !== undefined;
  const described = [invalid ? meta.errorId : "", describedBy(meta, hint) ?? ""].join(" ").trim();
  const initial = meta.initialValue;
  return {
    id: meta.id,
    name: meta.name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": described || undefined,
    initial: typeof initial === "string" ? initial : undefined,
  };
}

export function FieldLabel({
  htmlFor,
  required,
  optional,
  children,
  as: Tag = "label",
  id,
}: {
  htmlFor?: string;
  required?: boolean;
  optional?: boolean;
  children: ReactNode;
  as?: "label" | "legend";
  id?: string;
}) {
  const text = useKitText();
  return (
    <Tag htmlFor={Tag === "label" ? htmlFor : undefined} id={id} className="font-semibold text-stone-900">
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-rose-700">
          *
        </span>
      ) : null}
      {optional ? (
        <>
          {" "}
          <span className="font-normal text-stone-600">{text.optional}</span>
        </>
      ) : null}
    </Tag>
  );
}

export function FieldHint({ meta, children }: { meta: Field; children: ReactNode }) {
  return (
    <p id={meta.descriptionId} className="text-sm text-stone-600">
      {children}
    </p>
  );
}

/**
 * The field's first error, in red under it. The container is always there and polite-live, so a
 * message that appears or changes while typing is announced; the control points at it through
 * aria-describedby (Conform adds the error id while the field is invalid).
 */
export function FieldError({ meta }: { meta: Field }) {
  const message = meta.errors?.[0];
  return (
    <div id={meta.errorId} aria-live="polite">
      {message ? <p className="text-sm font-semibold text-rose-700">{message}</p> : null}
    </div>
  );
}

function control(meta: Field, hint: ReactNode) {
  const { initial, ...props } = controlProps(meta, hint);
  return { ...props, defaultValue: initial };
}

function checkbox(meta: Field, hint: ReactNode) {
  const { initial, ...props } = controlProps(meta, hint);
  return { ...props, value: "on", defaultChecked: initial === "on" };
}

type InputType = "text" | "email" | "tel" | "number" | "url" | "date" | "month";
type InputRest = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "id" | "type" | "defaultValue" | "required"
>;

/** A labelled input; `type` email and tel bring the right keyboards, number takes whole euros etc. */
export function TextField({
  meta,
  label,
  required,
  hint,
  optional,
  className = "",
  type = "text",
  ...rest
}: Common & { type?: InputType } & InputRest) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={meta.id} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint meta={meta}>{hint}</FieldHint> : null}
      <input
        {...control(meta, hint)}
        type={type}
        key={meta.key}
        required={required}
        className={controlStyle}
        {...rest}
      />
      <FieldError meta={meta} />
    </div>
  );
}

type TextAreaRest = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "name" | "id" | "defaultValue" | "required"
>;

/** A labelled multi-line field; `rows` as the spec gives them (message 6, the others 4 or 3). */
export function TextAreaField({
  meta,
  label,
  required,
  hint,
  optional,
  className = "",
  rows = 4,
  ...rest
}: Common & { rows?: number } & TextAreaRest) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <FieldLabel htmlFor={meta.id} required={required} optional={optional}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint meta={meta}>{hint}</FieldHint> : null}
      <textarea
        {...control(meta, hint)}
        key={meta.key}
        required={required}
        rows={rows}
        className={`${controlStyle} resize-y`}
        {...rest}
      />
      <FieldError meta={meta} />
    </div>
  );
}

/** A checkbox with its label beside it and its error beneath (posts 'on' when checked). */
export function CheckboxField({
  meta,
  label,
  required,
  hint,
  className = "",
  ...rest
}: Omit<Common, "optional"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type" | "defaultChecked" | "required">) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          {...checkbox(meta, hint)}
          type="checkbox"
          key={meta.key}
          required={required}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-800"
          {...rest}
        />
        <FieldLabel htmlFor={meta.id} required={required}>
          <span className="font-normal">{label}</span>
        </FieldLabel>
      </div>
      {hint ? <FieldHint meta={meta}>{hint}</FieldHint> : null}
      <FieldError meta={meta} />
    </div>
  );
}
