/** /admin/people: what is stored about one e-mail address, its export (Art. 15 DSGVO) and erasure. */
export const people = {
  title: "Datenauskunft",
  intro:
    "Hier findest du alles, was wir zu einer E-Mail-Adresse gespeichert haben – für eine Auskunft nach Art. 15 DSGVO oder eine Löschung auf Wunsch der Person.",
  search: {
    label: "E-Mail-Adresse",
    hint: "Genau die Adresse, mit der die Person ihre Anfragen geschickt hat.",
    submit: "Suchen",
    invalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
  },
  results: {
    heading: "Gespeicherte Anfragen zu {email}",
    none: "Zu dieser E-Mail-Adresse ist nichts gespeichert.",
    // Issue 28: a person added by hand, with a record under "Personen" and no request.
    recordOnly: "Keine Anfragen, aber ein Eintrag unter „Personen“:",
    recordNoName: "Eintrag ohne Namen",
    count: "{count} Anfragen",
    countOne: "1 Anfrage",
    tableLabel: "Anfragen dieser Person",
    columns: { created: "Eingegangen", type: "Art", status: "Status", request: "Anfrage" },
    open: "Öffnen",
  },
  export: {
    heading: "Auskunft",
    text: "Die Auskunft enthält jede Anfrage mit allen Angaben, unseren Notizen, dem Verlauf und den E-Mails dazu, in der Sprache der Person und so geschrieben, dass sie sie lesen kann. Schick sie der Person auf sicherem Weg.",
    link: "Lesbare Auskunft herunterladen",
    json: "Maschinenlesbar (JSON)",
  },
  erase: {
    heading: "Alles löschen",
    text: "Löscht alle Anfragen dieser Person mit allen Angaben, unseren Notizen, dem Verlauf und den E-Mails dazu, auch die E-Mail-Dateien auf dem Server. Das lässt sich nicht rückgängig machen. Im Löschprotokoll steht danach nur, wann, von wem und wie viele Anfragen gelöscht wurden.",
    mailbox:
      "Das Postfach des Vereins erreicht diese Löschung nicht: Die Benachrichtigungen zu diesen Anfragen und die Kopien unserer Status-Mails liegen dort weiter. Lösche sie bitte dort selbst, zum Beispiel über die Suche nach {email}.",
    confirm: "Ja, löschen: alle {count} Anfragen zu {email} endgültig löschen.",
    confirmOne: "Ja, löschen: die Anfrage zu {email} endgültig löschen.",
    confirmRecord: "Ja, löschen: den Eintrag zu {email} unter „Personen“ endgültig löschen.",
    submit: "Endgültig löschen",
    confirmMissing: "Bitte bestätige die Löschung mit dem Häkchen.",
    retype: {
      label: "Zweite Bestätigung: Gib die E-Mail-Adresse der Person noch einmal ein.",
      hint: "Ohne diese zweite Bestätigung kann nur das Admin-Team löschen.",
      mismatch: "Die eingegebene Adresse stimmt nicht mit {email} überein. Es wurde nichts gelöscht.",
    },
    changed:
      "Seit du die Seite geladen hast, hat sich etwas geändert. Sieh dir die Anfragen noch einmal an und bestätige dann erneut.",
  },
  erased: "{count} Anfragen wurden gelöscht.",
  erasedOne: "1 Anfrage wurde gelöscht.",
  erasedRecord: "Der Eintrag wurde gelöscht.",
};
