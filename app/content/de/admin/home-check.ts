/** The request page's home-check panel and the person page's latest report (issue 28). */
export const homeCheck = {
  heading: "Vorkontrolle",
  intro:
    "Wähle eine Person für die Vorkontrolle. Sie bekommt eine E-Mail mit Name, Telefon, Adresse, Hund und Wohnsituation und einen Link zum Bericht (14 Tage gültig).",
  checker: "Vorkontrolle durch",
  suggested: "passt zur PLZ",
  noCheckers: "Noch niemand ist als Vorkontrolleur:in eingetragen. Markiere die Person unter „Personen“.",
  confirm: "Ja, schick der gewählten Person die Angaben für den Besuch per E-Mail.",
  confirmMissing: "Bitte setz das Häkchen, damit die E-Mail verschickt wird.",
  checkerMissing: "Bitte wähle eine Person.",
  send: "Vorkontrolle anfragen",
  sent: "Die Anfrage zur Vorkontrolle ist verschickt.",
  notPrecheck: "Eine Vorkontrolle kannst du anfragen, wenn die Anfrage in der Vorkontrolle ist.",
  errors: {
    not_found: "Diese Anfrage gibt es nicht mehr.",
    not_precheck: "Die Anfrage ist nicht mehr in der Vorkontrolle.",
    checker: "Diese Person ist nicht als Vorkontrolleur:in eingetragen oder hat keine E-Mail-Adresse.",
  },
  linksHeading: "Verschickte Links",
  linkSent: "verschickt {date}",
  linkExpires: "gültig bis {date}",
  linkUsed: "Bericht am {date}",
  linkExpired: "abgelaufen",
  linkOpen: "offen",
  reportsHeading: "Berichte",
  noReports: "Noch kein Bericht.",
  reportBy: "{name}, Besuch am {date}",
  photo: "Foto {n} der Vorkontrolle vom {date}",
  outcomes: {
    suitable: "passt",
    not_suitable: "passt nicht",
    unsure: "unsicher",
  },
  latest: "Letzte Vorkontrolle",
  /** The day's view and the report page for a checker with their own account (issue 28). */
  own: {
    heading: "Vorkontrollen für dich",
    intro:
      "Diese Vorkontrollen hat das Team bei dir angefragt. Deinen Bericht kannst du gleich hier schreiben, ohne den Link aus der E-Mail.",
    until: "Bericht bis {date}",
    write: "Bericht schreiben",
    writeLabel: "Bericht schreiben: {name}",
    done: "Dein Bericht zur Vorkontrolle ist gespeichert. Danke!",
    gone: "Diese Vorkontrolle ist schon erledigt oder ihr Link ist abgelaufen.",
    back: "Zurück zu „Heute“",
  },
};
