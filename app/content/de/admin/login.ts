/** The back office's sign-in page. */
export const login = {
  title: "Anmelden",
  intro:
    "Die Verwaltung ist für das Team des Vereins. Melde dich mit deiner E-Mail-Adresse und deinem Passwort an.",
  email: "E-Mail-Adresse",
  password: "Passwort",
  submit: "Anmelden",
  invalid: "Die Anmeldung hat nicht geklappt. Bitte prüfe E-Mail-Adresse und Passwort.",
  missing: "Bitte gib deine E-Mail-Adresse und dein Passwort ein.",
  limited: "Zu viele fehlgeschlagene Anmeldungen. Bitte versuche es in {minutes} Minuten noch einmal.",
  limitedOne: "Zu viele fehlgeschlagene Anmeldungen. Bitte versuche es in einer Minute noch einmal.",
  forgotten: "Passwort vergessen? Eine Person mit Admin-Rechten kann dir ein neues geben.",
  publicSite: "Zur Website",
  // Issue 25: while no account exists.
  noAccountYet:
    "Es gibt noch kein Konto für die Verwaltung. Das Protokoll des Servers (seine Ausgabe beim Start) enthält einen einmaligen Link, mit dem das erste Admin-Konto angelegt wird.",
};
