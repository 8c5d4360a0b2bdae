import type { CountrySite, SiteConfig } from "./site-config-schema";

export type { CountrySite, SiteConfig };

const team: CountrySite["team"] = [
  { name: "Anna Beispiel", position: { de: "1. Vorsitzende", es: "Presidenta" } },
  { name: "Carmen Ejemplo", position: { de: "2. Vorsitzende", es: "Vicepresidenta" } },
  { name: "Jonas Muster", position: { de: "Kassenwart", es: "Tesorero" } },
  { name: "Lucía Demo", position: { de: "Schriftführerin", es: "Secretaria" } },
];

/**
 * The association's concrete details per country site. The spec does not give them
 * (DECISIONS.md), so these are clearly marked demo values; SITE_CONFIG overrides them.
 */
export const demoSiteConfig: SiteConfig = {
  de: {
    organisationName: "Straßenhunde Spanien e.V. (Demo)",
    legalForm: "eingetragener Verein",
    address: {
      street: "Musterweg 1",
      postalCode: "23701",
      city: "Süsel",
      region: "Schleswig-Holstein",
      country: "DE",
    },
    geo: { region: "Schleswig-Holstein", placeName: "Süsel" },
    email: "info@demo-tierhilfe.example",
    phone: "+49 4521 000000",
    whatsapp: "+49 151 00000000",
    registry: "Vereinsregister Amtsgericht Eutin, VR 0000 (Demo)",
    taxId: "Steuernummer 00/000/00000, Finanzamt Ostholstein (Demo)",
    bank: {
      recipient: "Straßenhunde Spanien e.V. (Demo)",
      iban: "DE89 3704 0044 0532 0130 00",
      bic: "COBADEFFXXX",
    },
    wallet: {
      email: "spenden@demo-tierhilfe.example",
      link: "https://www.paypal.com/paypalme/demo-tierhilfe",
    },
    microDonations: [
      { name: "Teaming Hunde", url: "https://www.teaming.net/demo-tierhilfe-hunde" },
      { name: "Teaming Hospiz", url: "https://www.teaming.net/demo-tierhilfe-hospiz" },
    ],
    social: [
      { name: "Facebook", url: "https://www.facebook.com/demo-tierhilfe" },
      { name: "Instagram", url: "https://www.instagram.com/demo_tierhilfe" },
    ],
    externalDonation: {
      paypalHospice: "https://www.paypal.com/donate/?hosted_button_id=DEMOHOSPIZ",
      teamingResidence: "https://www.teaming.net/demo-residencia-monika",
      paypal: "https://www.paypal.com/donate/?hosted_button_id=DEMOSPENDE",
    },
    team,
  },
  es: {
    organisationName: "Asociación Perros Callejeros (Demo)",
    legalForm: "asociación sin ánimo de lucro",
    address: {
      street: "Calle Ejemplo 1",
      postalCode: "12580",
      city: "Benicarló",
      region: "Castellón",
      country: "ES",
    },
    geo: { region: "Castellón", placeName: "Benicarló" },
    email: "hola@demo-tierhilfe.example",
    phone: "+34 964 000 000",
    whatsapp: "+34 600 000 000",
    registry: "Registro de Asociaciones de la Comunitat Valenciana, n.º CV-00-000000 (Demo)",
    taxId: "G00000000 (Demo)",
    bank: {
      recipient: "Asociación Perros Callejeros (Demo)",
      iban: "ES91 2100 0418 4502 0005 1332",
      bic: "CAIXESBBXXX",
    },
    wallet: {
      email: "donaciones@demo-tierhilfe.example",
      link: "https://www.paypal.com/paypalme/demo-perros",
    },
    microDonations: [
      { name: "Teaming Perros", url: "https://www.teaming.net/demo-perros-callejeros" },
      { name: "Teaming Hospicio", url: "https://www.teaming.net/demo-perros-hospicio" },
    ],
    social: [
      { name: "Facebook", url: "https://www.facebook.com/demo-perros" },
      { name: "Instagram", url: "https://www.instagram.com/demo_perros" },
    ],
    externalDonation: {
      paypalHospice: "https://www.paypal.com/donate/?hosted_button_id=DEMOHOSPICIO",
      teamingResidence: "https://www.teaming.net/demo-residencia-monika",
      paypal: "https://www.paypal.com/donate/?hosted_button_id=DEMODONAR",
    },
    team,
  },
};

/** Digits only, as wa.me and tel: links want them. */
export function dialDigits(phoneNumber: string): string {
  return phoneNumber.replace(/[^0-9]/g, "");
}
