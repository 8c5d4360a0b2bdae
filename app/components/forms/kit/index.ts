/**
 * Form kit for the site's request forms (adoption, sponsorship, contact, foster home, membership).
 * One schema from app/domain/forms validates in the browser (Conform + Zod, after the first blur or
 * submit, then as you type) and on the server (the page action runs the same pipeline as
 * POST /api/forms). Forms post to their own page, so they work without JavaScript too: the server
 * renders the same messages with the values kept, or the success panel.
 *
 * In the route module:
 *
 *   export const action = (args: Route.ActionArgs) => requestFormAction(args, { contact: true });
 *   export const clientAction = requestFormClientAction; // network failure -> error panel
 *   export const headers = requestFormHeaders;           // no-store on answers to a post
 *
 *   (`requestFormAction` and `requestFormHeaders` live in ./action.server, imported directly.
 *   `{ sponsorship: prepare }` maps the posted entries first. One page may list several form
 *   types; the hidden `formType` field picks one.)
 *
 * In the component:
 *
 *   const request = useRequestForm({
 *     formType: "contact",
 *     schema: (forms, { locale, today }) => forms.contactSchema(locale), // or a schema object
 *     defaultValue: { dogName },                  // optional; `prepare` maps FormData first
 *   });
 *   const { fields } = request;
 *   <RequestForm request={request} id="kontaktformular" success={text.success} errorText={text.error}>
 *     <TextField meta={fields.name} label="Name" required autoComplete="name" />
 *     <TextField meta={fields.email} type="email" label="E-Mail" required />
 *     <TextAreaField meta={fields.message} label="Nachricht" rows={6} required />
 *     <PrivacyCheckbox meta={fields.privacyAccepted} />
 *     <SubmitButton submitting={request.submitting}>Senden</SubmitButton>
 *   </RequestForm>
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
 * For a multi-step form, `request.form.validate({ name })` and `useHydrated()` help; the panels,
 * SubmitButton and Spinner can also be used on their own.
 *
 * First-load size: Zod, the schemas and Conform's Zod adapter (~30 KB gzip) load on demand, when
 * the visitor first focuses the form (a submit waits for them). Pass `schema` as the function
 * above and import nothing else from app/domain/forms/index.ts in browser code (form-types.ts and
 * dates.ts directly are fine): importing the index, or a schema object, puts Zod in the first load.
 * Components may import from the kit's modules directly (./fields, ./parts, ./request-form,
 * ./use-request-form …) rather than from this file, so a page loads only the parts it uses.
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
  secondaryButtonStyle,
  Spinner,
  SubmitButton,
  SuccessPanel,
} from "./parts";
export { RequestForm } from "./request-form";
export { requestFormClientAction } from "./client-action";
export { formTypeField, isRequestFormResult, panelOf } from "./result";
export type { RequestFormOutcome, RequestFormPanel, RequestFormResult } from "./result";
export { useHydrated } from "./use-hydrated";
export { useRequestForm } from "./use-request-form";
export type { RequestFormHandle, UseRequestFormOptions } from "./use-request-form";
