/** Why the content editor refuses a save or a publish, shown at the field (decision 0025). */
export const contentProblems = {
  required: "Bitte ausfüllen.",
  tooLong: "Höchstens {max} Zeichen.",
  slugInvalid:
    "Nur Kleinbuchstaben ohne Umlaute, Ziffern und Bindestriche, zum Beispiel „lola-hat-ein-zuhause“.",
  slugTaken: "Diese Adresse ist in dieser Sprache schon vergeben. Bitte eine andere wählen.",
  bodyEmpty: "Der Text ist noch leer.",
  bodyInvalid:
    "Der Text enthält etwas, das die Seite nicht zeigen kann. Bitte die letzte Änderung rückgängig machen.",
  bodyImage: "Ein Bild im Text stammt nicht aus der Bildersammlung. Bitte über „Bild einfügen“ hinzufügen.",
  bodyLink: "Ein Link führt zu keiner Webadresse (http oder https), E-Mail-Adresse oder Telefonnummer.",
  bodyAlt: "Jedes Bild im Text braucht eine Bildbeschreibung für Menschen, die es nicht sehen.",
  altRequired: "Bitte beschreiben, was auf dem Bild zu sehen ist (für Menschen, die es nicht sehen).",
  scheduleInPast: "Bitte einen Zeitpunkt in der Zukunft wählen.",
  removed: "Dieser Eintrag ist gelöscht. Stelle ihn zuerst wieder her.",
};
