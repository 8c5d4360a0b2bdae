/**
 * Form kit for the site's request forms (adoption, sponsorship, contact, foster home, membership):
 * everything outside this folder imports it from here (and the page action from ./action.server).
 * One schema from app/domain/forms validates in the browser (Conform + Zod, after the first blur or
 * submit, then as you type) and on the server (the page action runs the same pipeline as
 * POST /api/forms). Forms post to their own page, so they work without JavaScript too: the server
 * renders the same messages with the values kept, or the success panel.
 *
 * In the route module:
 *
 *   export function loader({ context }: Route.LoaderArgs) {
 *     return { formText: formTextFor(context.text, "contact") }; // the kit's and the form's words
 *   }
 *   export const action = (args: Route.ActionArgs) => requestFormAction(args, { contact: true });
 *   export const clientAction = requestFormClientAction; // network failure -> error panel
 *   export const headers = requestFormHeaders;           // no-store on answers to a post
 *
 *   (`requestFormAction` and `requestFormHeaders` live in ./action.server. `{ sponsorship: prepare }`
 *   maps the posted entries first. One page may list several form types; the hidden `formType`
 *   field picks one.)
 *
 * In the component (`text` is the loader's `formText`):
 *
 *   const request = useRequestForm({
 *     formType: "contact",
 *     text: text.kit,
 *     schema: (forms, { messages, today }) => forms.contactSchema(messages),
 *     defaultValue: { dogName },                  // optional; `prepare` maps FormData first
 *   });
 *   const { fields } = request;
 *   <RequestForm request={request} id="kontaktformular" success={text.contact.success} errorText={text.contact.error}>
 *     <TextField meta={fields.name} label={text.contact.labels.name} required autoComplete="name" />
 *     <TextAreaField meta={fields.message} label={text.contact.labels.message} rows={6} required />
 *     <PrivacyCheckbox meta={fields.privacyAccepted} />
 *     <SubmitButton submitting={request.submitting}>{text.contact.submit}</SubmitButton>
 *   </RequestForm>
 *
 * Adding a field: the schema (app/domain/forms), the field's texts in both languages
 * (app/content/{de,es}: the form's label, the validation message's noun, the mail's label; the
 * types ask for each) and the component.
 *
 * <RequestForm> adds the hidden `formType` field and the `website` honeypot (a filled one sends
 * nothing and shows the toast), and swaps the form for the success panel (button: a new request,
 * the form reset) or the error panel (rate limit, server unavailable, network; button: retry with
 * the data kept); it scrolls smoothly to the card and moves focus to the panel's heading.
 * Fields: TextField (type text|email|tel|number|url|date|month), TextAreaField (rows),
 * CheckboxField, RadioGroupField (options, optional children such as an 'other' input),
 * SelectField, PrivacyCheckbox; each takes Conform's field `meta`, `label`, `required`
 * (asterisk + required), `hint`, `optional`, and passes other input attributes through. Errors
 * show in red under the field, linked by aria-describedby and announced (polite live region).
 *
 * A form with checks of its own (the membership wizard, the sponsorship amount) wraps
 * `request.onSubmit`: `isFieldCheck(event)` tells Conform's own field checks from a visitor's
 * submit, `request.withValidation(then)` runs `then` with the schemas and messages (loading them
 * first), `request.validation` holds them once they are there, `request.form.validate({ name })`
 * shows a field's message, and `useHydrated()` tells whether JavaScript runs.
 *
 * First-load size: Zod, the schemas and Conform's Zod adapter (~30 KB gzip) and the validation
 * messages of the page's language load on demand, when the visitor first focuses the form (a
 * submit waits for them). Pass `schema` as the function above and import nothing else from
 * app/domain/forms/index.ts in browser code (form-types.ts and dates.ts directly are fine):
 * importing the index puts Zod in the first load. Unused parts of the kit are left out of a
 * page's JavaScript by the bundler (the modules have no side effects).
 */
export {
  CheckboxField,
  controlStyle,
  FieldError,
  FieldHint,
  FieldLabel,
  TextAreaField,
  TextField,
} from "./fields";
export type { Field } from "./fields";
export { RadioGroupField, SelectField } from "./choice-fields";
export type { Choice } from "./choice-fields";
export {
  buttonStyle,
  ErrorPanel,
  Honeypot,
  PrivacyCheckbox,
  PrivacyNote,
  secondaryButtonStyle,
  Spinner,
  SubmitButton,
  SuccessPanel,
} from "./parts";
export { RequestForm } from "./request-form";
export { formTextFor } from "./kit-text";
export type { FormText, FormTextKey } from "./kit-text";
export { requestFormClientAction } from "./client-action";
export { formTypeField, honeypotName, isRequestFormResult, panelOf } from "./result";
export type { RequestFormOutcome, RequestFormPanel, RequestFormResult } from "./result";
export { useHydrated } from "./use-hydrated";
export { isFieldCheck, useRequestForm } from "./use-request-form";
export type { RequestFormHandle, SchemaOf, UseRequestFormOptions } from "./use-request-form";
export type { Validation } from "./validator";
