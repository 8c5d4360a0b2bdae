/** The board's numbers ("Zahlen", issue 28 item 7): charts, each with its table. */
export const numbers = {
  nav: "Zahlen",
  title: "Zahlen",
  intro:
    "Wie viele Anfragen kommen, wie schnell wir antworten, wie viele Hunde ein Zuhause finden und wie viele Mitglieder und Patenschaften uns tragen. Wochen und Monate nach deutscher Zeit.",
  period: {
    label: "Zeitraum",
    option: "Letzte {months} Monate",
    submit: "Anzeigen",
    range: "Vom {from} bis heute ({to})",
  },
  asTable: "Als Tabelle",
  empty: "In diesem Zeitraum gibt es dazu noch nichts.",
  month: "Monat",
  count: "Anzahl",
  total: "Summe",
  weeks: {
    heading: "Anfragen pro Woche",
    caption: "Anfragen pro Woche und Art",
    week: "Woche ab",
    summary:
      "Balkendiagramm: Anfragen pro Woche vom {from} bis {to}, nach Art gestapelt. Insgesamt {total}, die meisten ({max}) in der Woche ab {maxLabel}.",
    summaryEmpty:
      "Balkendiagramm: Anfragen pro Woche vom {from} bis {to}. Keine Anfragen in diesem Zeitraum.",
  },
  firstAnswer: {
    heading: "Zeit bis zur ersten Antwort",
    note: "Median in Stunden bis zur ersten Antwort: deine erste Mail an die Person oder der erste Schritt weg von „Neu“, je nachdem, was zuerst kam. Gezählt werden Anfragen über die Website.",
    caption: "Zeit bis zur ersten Antwort pro Monat (Median, in Stunden)",
    requests: "Anfragen",
    answered: "Beantwortet",
    median: "Median (Stunden)",
    within48: "Binnen 48 h",
    hours: "{value} h",
    none: "–",
    summary:
      "Balkendiagramm: Median der Stunden bis zur ersten Antwort pro Monat, {from} bis {to}. Zuletzt {last}, am längsten {max} Stunden im {maxLabel}.",
    summaryEmpty:
      "Balkendiagramm: Zeit bis zur ersten Antwort pro Monat, {from} bis {to}. Noch keine Antworten.",
    noValue: "keine Angabe",
  },
  placements: {
    heading: "Vermittlungen pro Monat",
    caption: "Vermittelte Hunde pro Monat",
    column: "Vermittlungen",
    summary:
      "Balkendiagramm: vermittelte Hunde pro Monat, {from} bis {to}. Insgesamt {total}, die meisten ({max}) im {maxLabel}.",
    summaryEmpty:
      "Balkendiagramm: vermittelte Hunde pro Monat, {from} bis {to}. Keine Vermittlungen in diesem Zeitraum.",
  },
  lasting: {
    heading: "Mitglieder und Patenschaften",
    caption: "Mitglieder und Patenschaften am Monatsende",
    month: "Monatsende",
    members: "Mitglieder",
    sponsors: "Patenschaften",
    summary:
      "Balkendiagramm: Mitglieder und Patenschaften am Ende jedes Monats, {from} bis {to}. Heute: Mitglieder {members}, Patenschaften {sponsors}.",
  },
  openStage: {
    heading: "Offene Anfragen nach Schritt",
    caption: "Offene Anfragen nach Art und Schritt",
    kind: "Art",
    stage: "Schritt",
    none: "Gerade ist keine Anfrage offen.",
  },
  openVolunteer: {
    heading: "Offene Anfragen nach Person",
    caption: "Offene Anfragen nach zuständiger Person",
    person: "Person",
    nobody: "Niemand zugeteilt",
    none: "Gerade ist keine Anfrage offen.",
  },
};
