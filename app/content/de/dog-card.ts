import type { DogCardText } from "~/content/types/dogs";

export const dogCard: DogCardText = {
  types: { adoption: "Adoption", sponsorship: "Patenschaft", hospice: "Hospiz" },
  status: { available: "Verfügbar", reserved: "Reserviert" },
  textIn: { de: "(Profiltext auf Deutsch)", es: "(Profiltext auf Spanisch)" },
};
