/** Dogs no longer available (/admin/dogs): their open requests and the one action that answers them all. */
export const dogs = {
  title: "Vergebene Hunde",
  intro:
    "Hunde, die nicht mehr im Bestand oder reserviert sind, zu denen aber noch offene Adoptions- oder Patenschaftsanfragen vorliegen. Zugesagte Anfragen stehen nicht hier: Oft ist das genau die Familie, für die der Hund reserviert ist.",
  empty: "Zurzeit gibt es keine offenen Anfragen zu Hunden, die nicht mehr verfügbar sind.",
  reserved: "Reserviert",
  gone: "Nicht mehr im Bestand",
  id: "Bestands-Nr. {id}",
  count: "{count} offene Anfragen",
  countOne: "1 offene Anfrage",
  table: {
    caption: "Offene Anfragen zu {dog}",
    region: "Anfragen zu {dog}, waagerecht scrollbar",
    name: "Name",
    type: "Art",
    language: "Sprache",
    received: "Eingegangen",
    status: "Status",
    unnamed: "(ohne Namen)",
  },
  inform: "Alle informieren und abschließen",
  // Issue 25: recipients and the mail shown (and editable) before anything is sent.
  preview: {
    heading: "Alle zu {dog} informieren und abschließen",
    intro:
      "Wähle aus, wer die Mail bekommt, und lies den Text noch einmal. Erst mit „Senden“ geht etwas hinaus; jede ausgewählte Anfrage wird dann abgeschlossen. Das lässt sich nicht rückgängig machen.",
    recipients: "Wer die Mail bekommt",
    recipientsHint:
      "Anfragen ab der Vorkontrolle sind nicht vorausgewählt: Diese Familien sind schon weiter im Ablauf. Entscheide bei ihnen selbst.",
    recipientDetails: "{type} · {language} · {status} · eingegangen am {date}",
    mailHeading: { de: "Mail auf Deutsch", es: "Mail auf Spanisch" },
    greeting: "Jede Mail beginnt mit der Anrede mit dem Namen der Person, zum Beispiel „{greeting}“.",
    subject: "Betreff",
    body: "Text nach der Anrede",
    submit: "Mails senden und abschließen",
    cancel: "Abbrechen",
    gone: "Zu diesem Hund gibt es keine offenen Anfragen mehr.",
  },
  changed: {
    heading: "Inzwischen geändert – es wurde nichts gesendet",
    intro:
      "Seit du die Liste geöffnet hast, hat jemand diese Anfragen geändert. Die Liste unten ist jetzt aktuell, dein Text ist erhalten. Prüfe die Auswahl und sende dann noch einmal.",
    partial:
      "{count} Mails sind hinausgegangen. Diese Anfragen wurden währenddessen geändert und nicht angefasst:",
    someone: "Jemand",
    status: "{name}: {actor} hat den Status von „{from}“ auf „{to}“ gesetzt.",
    assigned: "{name}: {actor} hat die Zuständigkeit geändert.",
    mail: "{name}: {actor} hat eine Mail gesendet („{subject}“).",
    other: "{name}: {actor} hat die Anfrage geändert.",
  },
  errors: {
    summary: "Das hat nicht geklappt. Bitte prüfe die markierten Angaben.",
    none_selected: "Bitte wähle mindestens eine Anfrage aus.",
    subject_empty: "Bitte gib einen Betreff ein.",
    subject_too_long: "Der Betreff ist zu lang (höchstens 200 Zeichen).",
    subject_line_break: "Der Betreff muss in eine Zeile passen.",
    body_empty: "Bitte schreib einen Text.",
    body_too_long: "Der Text ist zu lang (höchstens 10.000 Zeichen).",
    unknown: "Unbekannte Aktion.",
  },
  done: "{count} Personen informiert, ihre Anfragen sind abgeschlossen.",
  doneOne: "1 Person informiert, ihre Anfrage ist abgeschlossen.",
  doneNone: "Es gab nichts mehr zu tun: Die Anfragen waren schon abgeschlossen.",
};
