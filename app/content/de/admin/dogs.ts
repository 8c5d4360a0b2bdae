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
  confirm: {
    heading: "Alle zu {dog} informieren?",
    text: "Jede der {count} Personen bekommt die Mail „Hund nicht mehr verfügbar“ in der Sprache ihrer Anfrage, und ihre Anfrage wird abgeschlossen. Das lässt sich nicht rückgängig machen.",
    textOne:
      "Die Person bekommt die Mail „Hund nicht mehr verfügbar“ in der Sprache ihrer Anfrage, und ihre Anfrage wird abgeschlossen. Das lässt sich nicht rückgängig machen.",
    submit: "Ja, Mails senden und abschließen",
    cancel: "Abbrechen",
    gone: "Zu diesem Hund gibt es keine offenen Anfragen mehr.",
  },
  done: "{count} Personen informiert, ihre Anfragen sind abgeschlossen.",
  doneOne: "1 Person informiert, ihre Anfrage ist abgeschlossen.",
  doneNone: "Es gab nichts mehr zu tun: Die Anfragen waren schon abgeschlossen.",
};
