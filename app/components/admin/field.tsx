import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import type { z } from "zod";
import { controlStyle, type Field } from "~/components/forms/kit/fields";
import { Select, type SelectChoice } from "~/components/ui/select";

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * A back-office form's state, as the public forms have it: Conform with the Zod schema its action
 * validates with (checked after the first blur or submit, then as you type; the schema's limits
 * become the fields' `required`, `maxLength` …), fed by the action's `submission.reply()`. The
 * form id names the fields (`{id}-{name}`) and the form's own message (`{id}-error`). Passwords
 * never stay in their fields after an answer, also when the page was not replaced.
 */
export function useAdminForm<Schema extends ObjectSchema>(
  schema: Schema,
  options: {
    id: string;
    lastResult: SubmissionResult<string[]> | undefined;
    defaultValue?: DefaultValue<z.input<Schema>>;
  },
) {
  const { lastResult } = options;
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useEffect(() => {
    const element = lastResult ? document.getElementById(form.id) : null;
    if (!(element instanceof HTMLFormElement)) return;
    for (const input of element.querySelectorAll<HTMLInputElement>("input[type=password]")) input.value = "";
  }, [lastResult, form.id]);
  return [form, fields] as const;
}

/** The form's own message (a refusal that is no one field's): announced, and the form points at it. */
export function FormError({
  form,
  className = "",
}: {
  form: { errorId: string; errors?: string[] };
  className?: string;
}) {
  const message = form.errors?.[0];
  if (!message) return null;
  return (
    <p
      id={form.errorId}
      role="alert"
      className={`rounded-xl border-2 border-rose-700 bg-rose-50 px-4 py-3 font-medium break-words text-rose-900 ${className}`}
    >
      {message}
    </p>
  );
}

function Message({ meta, hint }: { meta: Field; hint?: ReactNode }) {
  const error = meta.errors?.[0];
  return (
    <>
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
    </>
  );
}

function Label({ meta, children }: { meta: Field; children: ReactNode }) {
  return (
    <label htmlFor={meta.id} className="font-semibold text-stone-900">
      {children}
    </label>
  );
}

type Common = { meta: Field; label: ReactNode; hint?: ReactNode; className?: string };
type InputRest = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "type" | "defaultValue" | "className"
>;

/**
 * A labelled input of a back-office form with its hint and error under it (linked by
 * aria-describedby, marked invalid while there is an error); what was typed comes back after a
 * refusal, passwords excepted.
 */
export function TextInput({
  meta,
  label,
  hint,
  className = "",
  type = "text",
  ...rest
}: Common & { type?: "text" | "email" | "password" } & InputRest) {
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <Label meta={meta}>{label}</Label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        key={meta.key}
        className={controlStyle}
        {...rest}
      />
      <Message meta={meta} hint={hint} />
    </div>
  );
}

/** A volunteer's e-mail address as the sign-in knows it: the password manager's user name, never corrected. */
export function EmailInput(props: Common & InputRest) {
  return (
    <TextInput
      type="email"
      autoComplete="username"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

type TextAreaRest = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "defaultValue" | "className"
>;

/** A labelled multi-line field, as `TextInput`. */
export function TextArea({ meta, label, hint, className = "", ...rest }: Common & TextAreaRest) {
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <Label meta={meta}>{label}</Label>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        key={meta.key}
        className={`${controlStyle} resize-y`}
        {...rest}
      />
      <Message meta={meta} hint={hint} />
    </div>
  );
}

/** A checkbox with its label beside it and its error under both; `value` is what it sends when ticked. */
export function Checkbox({
  meta,
  label,
  value = "on",
  className = "",
}: {
  meta: Field;
  label: ReactNode;
  value?: string;
  className?: string;
}) {
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <div className="flex items-start gap-2">
        <input
          {...getInputProps(meta, { type: "checkbox", value })}
          key={meta.key}
          className="mt-1 size-5 shrink-0 accent-brand-800"
        />
        <label htmlFor={meta.id} className="font-medium wrap-anywhere text-stone-800">
          {label}
        </label>
      </div>
      <Message meta={meta} />
    </div>
  );
}

/** The site's `Select` on a form field. */
export function SelectInput({
  meta,
  label,
  hint,
  className,
  options,
}: Common & { options: readonly SelectChoice[] }) {
  const { required, ...props } = getSelectProps(meta);
  const first = options[0];
  return (
    <Select
      {...props}
      // A select whose first option is a value always has one: `required` there is invalid HTML.
      required={required && first !== undefined && "value" in first && first.value === "" ? true : undefined}
      key={meta.key}
      label={label}
      hint={hint}
      error={meta.errors?.[0]}
      options={options}
      className={className}
    />
  );
}
