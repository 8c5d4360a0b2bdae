/**
 * The readable copy of a person's data (Art. 15 DSGVO) that a volunteer downloads on /admin/people
 * and sends to the person: in the language of the person's requests, addressed to them.
 */
export const personExport = {
  file: "meine-daten",
  title: "Deine bei uns gespeicherten Daten",
  intro:
    "Auskunft nach Art. 15 DSGVO: Hier steht alles, was wir zu deiner E-Mail-Adresse {email} gespeichert haben – jede Anfrage mit deinen Angaben, unseren Notizen, dem Verlauf der Bearbeitung und den E-Mails dazu. Stand: {date}.",
  none: "Zu dieser E-Mail-Adresse haben wir nichts gespeichert.",
  person: {
    heading: "Dein Eintrag bei uns",
    contact: "Name und Kontakt",
    postcode: "Postleitzahl",
    doNotPlace: "Wir vermitteln dir derzeit keinen Hund. Grund: {reason}",
    homeChecked: "Vorkontrolle am {date} durch {name}",
    homeChecker: "Du machst Vorkontrollen für uns: {areas}",
    notes: "Unsere Notizen zu dir",
    tasks: "Unsere Aufgaben dazu",
    taskLine: "{title}, fällig am {date}",
    relations: "Was dich mit uns verbindet",
    relationLine: "{kind} seit {since}",
    ended: "beendet am {date}",
    homeChecks: "Berichte von Vorkontrollen",
  },
  request: "{type} vom {date}",
  status: "Stand der Anfrage",
  received: "Eingegangen",
  updated: "Zuletzt bearbeitet",
  language: "Sprache",
  answers: "Deine Angaben",
  notes: "Unsere Notizen",
  noNotes: "Keine Notizen.",
  history: "Verlauf",
  mails: "E-Mails",
  noMails: "Keine E-Mails.",
  mailTo: "An {recipient}, Betreff: {subject}",
  mailSent: "verschickt am {date}",
  mailWaiting: "noch nicht verschickt",
  by: "{text} ({name})",
  events: {
    received: "Anfrage eingegangen",
    opened: "Von unserem Team geöffnet",
    assigned: "Zuständig: {name}",
    unassigned: "Niemand mehr zuständig",
    note: "Notiz hinzugefügt",
    mail: "E-Mail geschickt: {subject}",
    status: "Stand geändert: {from} → {to}",
    dog_unavailable: "Der Hund ist nicht mehr verfügbar",
    other: "Bearbeitet",
  },
  footer:
    "Fragen zu deinen Daten, eine Berichtigung oder Löschung: Antworte einfach auf die E-Mail, mit der du diese Auskunft bekommen hast.",
};
