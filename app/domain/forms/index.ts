/** Request forms: schemas shared by the browser and the server (no Node imports here). */
import { z } from "zod";

// Zod's JIT probes `new Function`, which the site's CSP forbids (a console error in the browser);
// the schemas are built lazily, after this line has run.
z.config({ jitless: true });

export { countryCode, countryLabel, countryOptions, isCountryCode, membershipCountries } from "./countries";
export type { CountryCode, CountryOption } from "./countries";
export {
  ageOn,
  associationTimeZone,
  firstOfNextMonth,
  isIsoDate,
  latestBirthdayForAge,
  minimumMemberAge,
  todayIn,
} from "./dates";
export type { IsoDate } from "./dates";
export { formEntries, honeypotFilled } from "./form-entries";
export { formTypes, honeypotField, isFormType, isRequestFormType, requestFormTypes } from "./form-types";
export type { FormType, RequestFormType } from "./form-types";
export {
  isValidPhoneNumber,
  membershipSchema,
  membershipStepSchemas,
  membershipTypes,
  paymentIntervals,
  salutations,
} from "./membership-schema";
export type { MembershipApplication } from "./membership-schema";
export type { FieldErrors, SubmitOutcome } from "./outcome";
export { adoptionSchema, contactSchema, fosterHomeSchema, sponsorshipSchema } from "./request-schemas";
export type {
  TextField,
  AdoptionRequest,
  ContactRequest,
  FosterHomeRequest,
  SponsorshipRequest,
} from "./request-schemas";
export { formFields, requestSchema, validateRequest } from "./validate";
export type { FieldOf, RequestData, ValidationResult } from "./validate";
export { sponsorshipAmount } from "~/domain/fees";
