import type { HomeCheckText } from "~/content/types/home-check";

export const homeCheck: HomeCheckText = {
  mail: {
    subject: (v) => `Vorkontrolle: ${v.applicantName}${v.dogName ? ` (für ${v.dogName})` : ""}`,
    body: (v) =>
      [
        `Hallo ${v.checkerName},`,
        `magst du für uns eine Vorkontrolle übernehmen? ${v.requestedBy ? `${v.requestedBy} hat dich dafür vorgeschlagen. ` : ""}Hier ist alles, was du für den Besuch brauchst:`,
        [
          `Name: ${v.applicantName}`,
          v.phone ? `Telefon: ${v.phone}` : "",
          v.address ? `Adresse: ${v.address}` : "",
          v.postcode ? `PLZ / Ort: ${v.postcode}` : "",
          v.dogName ? `Hund: ${v.dogName}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
        v.livingSituation ? `Wohnsituation laut Anfrage:\n${v.livingSituation}` : "",
        `Nach dem Besuch schreibst du deinen kurzen Bericht hier (ohne Anmeldung, der Link gilt bis ${v.expiresOn} und nur für einen Bericht):\n${v.link}`,
        `Bitte gib den Link und die Daten nicht weiter. Danke dir!`,
        `Liebe Grüße\n${v.organisation}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
  },
  page: {
    title: "Bericht zur Vorkontrolle",
    heading: "Bericht zur Vorkontrolle",
    intro: "Danke, dass du den Besuch gemacht hast! Ein paar Angaben genügen.",
    visitFor: "Besuch bei",
    dog: "Hund",
    visitedOn: "Tag des Besuchs",
    outcome: "Dein Eindruck",
    outcomes: {
      suitable: "Passt – ich kann es empfehlen",
      not_suitable: "Passt nicht",
      unsure: "Unsicher – bitte noch einmal sprechen",
    },
    notes: "Notizen (freiwillig)",
    notesHint: "Was ist dir aufgefallen? Garten, Zaun, Treppen, andere Tiere … höchstens 4.000 Zeichen.",
    photos: "Fotos (freiwillig)",
    photosHint:
      "Bis zu vier Fotos, zum Beispiel von Garten, Zaun oder Schlafplatz: JPEG, PNG, WebP oder AVIF, je höchstens 15 MB. Bitte möglichst keine Personen fotografieren.",
    photoAdd: "Foto hinzufügen",
    photoCount: "{n} von 4 Fotos ausgewählt",
    photoItem: "Foto {n}: {name} ({size})",
    remove: "Entfernen",
    photoRemove: "Foto {n} entfernen",
    photosFull: "Mehr als vier Fotos gehen nicht. Entferne eines, um ein anderes zu wählen.",
    photoPreparing: "Foto wird vorbereitet …",
    photoError: "Foto {n} ({name}): {message}",
    photoErrors: {
      empty: "Die Datei ist leer.",
      "too-large": "Das Foto ist zu groß: höchstens 15 MB.",
      "too-many-pixels": "Das Foto hat zu viele Pixel: höchstens 50 Megapixel.",
      "not-a-picture": "Diese Datei ist kein Foto. Möglich sind JPEG, PNG, WebP und AVIF.",
      "unsupported-format": "Dieses Bildformat geht hier nicht. Möglich sind JPEG, PNG, WebP und AVIF.",
      busy: "Wir bearbeiten gerade viele Fotos. Bitte sende den Bericht gleich noch einmal.",
    },
    photosAgain: "Bitte wähle die Fotos noch einmal aus. Deine anderen Angaben sind noch da.",
    photosTooLarge:
      "Die Fotos waren zusammen zu groß (höchstens 60 MB). Bitte fülle den Bericht noch einmal aus und wähle weniger oder kleinere Fotos.",
    submit: "Bericht senden",
    sending: "Bericht wird gesendet …",
    errorSummary: "Bitte prüfe die markierten Angaben.",
    errors: {
      visitedOn: "Bitte gib den Tag des Besuchs an.",
      visitedOnFuture: "Der Tag des Besuchs darf nicht in der Zukunft liegen.",
      outcome: "Bitte wähle deinen Eindruck.",
      notesTooLong: "Die Notizen dürfen höchstens 4.000 Zeichen lang sein.",
      photos: "Höchstens vier Fotos.",
    },
    gone: {
      title: "Link nicht mehr gültig",
      heading: "Dieser Link gilt nicht mehr",
      body: "Der Bericht wurde schon gesendet oder der Link ist abgelaufen. Wenn du noch etwas ergänzen möchtest, schreib uns bitte eine E-Mail.",
    },
    notFound: {
      title: "Link unbekannt",
      heading: "Diesen Link kennen wir nicht",
      body: "Bitte prüfe, ob du den Link aus der E-Mail vollständig kopiert hast.",
    },
    done: {
      title: "Danke für deinen Bericht",
      heading: "Danke für deinen Bericht!",
      body: "Dein Bericht ist bei uns angekommen. Das Team meldet sich, falls es noch Fragen gibt.",
    },
    tooMany: "Zu viele Versuche. Bitte warte ein paar Minuten.",
  },
};
