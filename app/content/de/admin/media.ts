import { pictureLimits, type PictureRefusal } from "~/domain/media/pictures";

/** Pictures uploaded for blog posts and guides: why one was refused (POST /admin/media). */
export const media = {
  refusals: {
    "no-file": "Es kam keine Datei an. Bitte wähle ein Bild aus und versuche es noch einmal.",
    "too-many-files": "Bitte lade die Bilder einzeln hoch.",
    empty: "Die Datei ist leer.",
    "too-large": `Die Datei ist zu groß: Bilder dürfen höchstens ${pictureLimits.maxMegabytes} MB haben.`,
    "too-many-pixels": `Das Bild hat zu viele Pixel: höchstens ${pictureLimits.maxMegapixels} Megapixel (zum Beispiel 8.000 × 6.000).`,
    "not-a-picture": "Diese Datei ist kein Bild. Möglich sind JPEG, PNG, WebP und AVIF.",
    "unsupported-format":
      "Dieses Bildformat geht hier nicht. Möglich sind JPEG, PNG, WebP und AVIF; speichere das Bild in einem davon.",
    "rate-limited": "Gerade wurden sehr viele Bilder hochgeladen. Bitte warte einen Moment.",
    busy: "Der Server bearbeitet gerade andere Bilder. Bitte versuche es gleich noch einmal.",
  },
} satisfies { refusals: Record<PictureRefusal, string> };
