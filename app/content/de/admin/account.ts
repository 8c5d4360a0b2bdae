/** A volunteer's own account: the password change ("Mein Konto"). */
export const account = {
  title: "Mein Konto",
  intro:
    "Hier änderst du dein Passwort. Deine anderen Anmeldungen (etwa auf einem anderen Gerät) werden dabei beendet, diese hier bleibt.",
  signedInAs: "Du bist angemeldet als {name} ({email}).",
  heading: "Passwort ändern",
  current: "Aktuelles Passwort",
  next: "Neues Passwort",
  nextHint: "Mindestens 12 Zeichen, nicht nur Leerzeichen. Ein Satz, den du dir merken kannst, ist ideal.",
  repeat: "Neues Passwort wiederholen",
  submit: "Passwort ändern",
  done: "Dein Passwort ist geändert. Deine anderen Anmeldungen wurden beendet.",
  problems: {
    wrong: "Das aktuelle Passwort stimmt nicht.",
    mismatch: "Die beiden neuen Passwörter stimmen nicht überein.",
    blank: "Das neue Passwort darf nicht nur aus Leerzeichen bestehen.",
    too_short: "Das neue Passwort braucht mindestens 12 Zeichen.",
    too_long: "Das neue Passwort darf höchstens 256 Zeichen haben.",
    limited: "Zu viele falsche Versuche. Bitte versuche es in {minutes} Minuten noch einmal.",
  },
};
