import { pictureLimits } from "~/domain/media/pictures";
import type { AdminText } from "~/content/types/admin";

export const media: AdminText["media"] = {
  refusals: {
    "no-file": "No ha llegado ningún archivo. Elige una imagen y vuelve a intentarlo.",
    "too-many-files": "Sube las imágenes de una en una.",
    empty: "El archivo está vacío.",
    "too-large": `El archivo es demasiado grande: las imágenes pueden tener ${pictureLimits.maxMegabytes} MB como máximo.`,
    "too-many-pixels": `La imagen tiene demasiados píxeles: ${pictureLimits.maxMegapixels} megapíxeles como máximo (por ejemplo, 8000 × 6000).`,
    "not-a-picture": "Este archivo no es una imagen. Se admiten JPEG, PNG, WebP y AVIF.",
    "unsupported-format":
      "Este formato de imagen no se admite aquí. Se admiten JPEG, PNG, WebP y AVIF; guarda la imagen en uno de ellos.",
    "rate-limited": "Se han subido muchas imágenes en poco tiempo. Espera un momento, por favor.",
    busy: "El servidor está procesando otras imágenes. Vuelve a intentarlo en un momento.",
  },
};
