/** The page that makes the first admin, while no account exists (the link from the server's log). */
export const setup = {
  title: "Erstes Admin-Konto anlegen",
  intro:
    "Noch gibt es kein Konto für die Verwaltung. Lege hier das erste an: Es bekommt Admin-Rechte und kann danach weitere Personen hinzufügen. Dieser Link gilt nur einmal.",
  email: "E-Mail-Adresse",
  name: "Name",
  password: "Passwort",
  passwordHint: "Mindestens 12 Zeichen, nicht nur Leerzeichen.",
  repeat: "Passwort wiederholen",
  submit: "Konto anlegen",
  problems: {
    invalid_email: "Bitte gib eine gültige E-Mail-Adresse ein.",
    invalid_name: "Bitte gib einen Namen ein (höchstens 100 Zeichen).",
    mismatch: "Die beiden Passwörter stimmen nicht überein.",
    blank: "Das Passwort darf nicht nur aus Leerzeichen bestehen.",
    too_short: "Das Passwort braucht mindestens 12 Zeichen.",
    too_long: "Das Passwort darf höchstens 256 Zeichen haben.",
  },
};
