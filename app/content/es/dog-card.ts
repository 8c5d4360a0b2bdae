import type { DogCardText } from "~/content/types/dogs";

export const dogCard: DogCardText = {
  types: { adoption: "Adopción", sponsorship: "Apadrinamiento", hospice: "Hospicio" },
  status: { available: "Disponible", reserved: "Reservado" },
  textIn: { de: "(texto del perfil en alemán)", es: "(texto del perfil en español)" },
};
