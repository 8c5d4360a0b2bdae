import type { AdminText } from "~/content/types/admin";

/** Why the content editor refuses a save or a publish, shown at the field (decision 0025). */
export const contentProblems: AdminText["contentProblems"] = {
  required: "Este campo es obligatorio.",
  tooLong: "Como máximo {max} caracteres.",
  slugInvalid: "Solo minúsculas sin acentos, cifras y guiones, por ejemplo «lola-ya-tiene-hogar».",
  slugTaken: "Esta dirección ya está en uso en este idioma. Elige otra, por favor.",
  bodyEmpty: "El texto todavía está vacío.",
  bodyInvalid: "El texto contiene algo que la página no puede mostrar. Deshaz el último cambio, por favor.",
  bodyImage: "Una imagen del texto no procede de la colección de imágenes. Añádela con «Insertar imagen».",
  bodyLink: "Un enlace no lleva a una dirección web (http o https), un correo electrónico o un teléfono.",
  bodyAlt: "Cada imagen del texto necesita una descripción para quien no pueda verla.",
  altRequired: "Describe lo que se ve en la imagen (para quien no pueda verla).",
  scheduleInPast: "Elige un momento en el futuro, por favor.",
  removed: "Esta entrada está eliminada. Restáurala primero.",
};
