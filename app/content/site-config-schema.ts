import { z } from "zod";
import { ibanIsValid } from "~/domain/iban";

/** Validation of the site details; server-only (SITE_CONFIG), so zod stays out of the browser. */
const url = z.url({ protocol: /^https?$/ });
const phone = z.string().regex(/^\+[0-9 ]{8,20}$/, "international format, e.g. +49 4521 000000");

const teamMember = z.object({
  name: z.string().min(1),
  position: z.object({ de: z.string().min(1), es: z.string().min(1) }),
});

export const countrySiteSchema = z.object({
  organisationName: z.string().min(1),
  legalForm: z.string().min(1),
  address: z.object({
    street: z.string().min(1),
    postalCode: z.string().min(1),
    city: z.string().min(1),
    region: z.string().min(1),
    country: z.string().length(2),
  }),
  geo: z.object({ region: z.string().min(1), placeName: z.string().min(1) }),
  email: z.email(),
  phone,
  whatsapp: phone,
  registry: z.string().min(1),
  /** Tax number (Germany) or NIF (Spain), shown in the imprint. */
  taxId: z.string().min(1),
  bank: z.object({
    recipient: z.string().min(1),
    iban: z
      .string()
      .regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9 ]{10,32}$/)
      .refine(ibanIsValid, "not a valid IBAN (ISO 13616 checksum)"),
    bic: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/),
  }),
  wallet: z.object({ email: z.email(), link: url }),
  microDonations: z.array(z.object({ name: z.string().min(1), url })).length(2),
  social: z.array(z.object({ name: z.string().min(1), url })),
  externalDonation: z.object({ paypalHospice: url, teamingResidence: url, paypal: url }),
  team: z.array(teamMember),
});

export const siteConfigSchema = z.object({ de: countrySiteSchema, es: countrySiteSchema });
export type CountrySite = z.infer<typeof countrySiteSchema>;
export type SiteConfig = z.infer<typeof siteConfigSchema>;
