import { consentLifetimeDays } from "~/domain/consent";
import { mailLink, postalLines, telLink } from "~/content/shapes";
import type { PrivacyText } from "~/content/types/legal";

/** REQUEST_RETENTION_DAYS in words. */
function period(days: number): string {
  return days === 1 ? "einen Tag" : `${days} Tage`;
}

/** GDPR, BDSG and TDDDG; what it promises is how the site is built (DECISIONS.md, Privacy). */
export const privacy: PrivacyText = (site, { requestRetentionDays }) => ({
  updated: "Stand: November 2026",
  intro:
    "Wir verarbeiten personenbezogene Daten nur, soweit es für diese Website und unsere Tierschutzarbeit nötig ist, und halten uns dabei an die Datenschutz-Grundverordnung (DSGVO), das Bundesdatenschutzgesetz (BDSG) und das Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG).",
  tocLabel: "Inhalt",
  sections: [
    {
      heading: "Verantwortlicher",
      blocks: [
        "Verantwortlich für die Datenverarbeitung auf dieser Website ist:",
        {
          lines: [
            site.organisationName,
            ...postalLines(site.address, "de"),
            ["Telefon: ", telLink(site.phone)],
            ["E-Mail: ", mailLink(site.email)],
          ],
        },
        [
          "Der Verein wird durch seinen Vorstand vertreten (siehe ",
          { text: "Impressum", to: { route: "imprint" } },
          "). Zur Benennung eines Datenschutzbeauftragten sind wir nicht verpflichtet. Bei Fragen zum Datenschutz schreib uns einfach an ",
          mailLink(site.email),
          ".",
        ],
      ],
    },
    {
      heading: "Das Wichtigste in Kürze",
      blocks: [
        {
          list: [
            "Beim Besuch unserer Website werden keine Anfragen an andere Anbieter gestellt, bevor du eingewilligt hast. Schriftarten liefern wir von unserem eigenen Server aus.",
            "Webanalyse und Live-Chat starten erst, wenn du im Cookie-Hinweis auf „Akzeptieren“ klickst.",
            "Videos werden erst geladen, wenn du sie anklickst.",
            "Was du uns über ein Formular schickst, speichern wir in unserer Datenbank und senden es per E-Mail an den Verein – ausschließlich, um dein Anliegen zu bearbeiten.",
          ],
        },
      ],
    },
    {
      heading: "Aufruf der Website und Server-Protokolle",
      blocks: [
        "Damit die Website zu dir gelangt, verarbeitet unser Server technisch notwendig deine IP-Adresse sowie die Angaben, die dein Browser mitsendet (aufgerufene Adresse, Datum und Uhrzeit, Browser und Betriebssystem). In unseren Server-Protokollen speichern wir nur Zeitpunkt, aufgerufene Adresse, Antwortstatus und Antwortzeit, nicht deine IP-Adresse. Die Protokolle dienen dem sicheren und stabilen Betrieb und werden nach spätestens 14 Tagen gelöscht.",
        "Rechtsgrundlage ist unser berechtigtes Interesse an einer sicheren, funktionsfähigen Website (Art. 6 Abs. 1 lit. f DSGVO). Unser Hosting-Dienstleister verarbeitet die Daten in unserem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO).",
      ],
    },
    {
      heading: "Formulare und Anfragen",
      blocks: [
        "Über unsere Formulare kannst du eine Adoption oder Patenschaft anfragen, dich als Pflegestelle bewerben, Mitglied werden oder uns eine Nachricht schicken. Wir verarbeiten dabei die Angaben, die du einträgst, zum Beispiel:",
        {
          list: [
            "Name, E-Mail-Adresse und Telefonnummer, damit wir dir antworten können,",
            "Anschrift, Wohnsituation, Erfahrung mit Hunden und Verfügbarkeit bei Adoption und Pflegestelle, damit wir einschätzen können, welcher Hund zu dir passt,",
            "Geburtsdatum, Anschrift, Eintrittsdatum und Zahlungsweise bei der Mitgliedschaft,",
            "deine Nachricht und den Namen des Hundes, für den du dich interessierst.",
          ],
        },
        "Deine Anfrage wird in unserer Datenbank gespeichert und per E-Mail an den Verein gesendet, damit sich die zuständigen Ehrenamtlichen darum kümmern; sie bearbeiten sie in unserem geschützten Verwaltungsbereich. An deine E-Mail-Adresse schicken wir eine automatische Eingangsbestätigung (höchstens eine pro Stunde). Rechtsgrundlage ist die Durchführung vorvertraglicher Maßnahmen und des Vertrags, etwa Schutzvertrag oder Mitgliedschaft (Art. 6 Abs. 1 lit. b DSGVO), bei allgemeinen Nachrichten unser berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO).",
        "Zum Schutz vor Missbrauch enthalten die Formulare ein für Menschen unsichtbares Feld gegen automatisierte Einsendungen, und wir begrenzen die Zahl der Einsendungen je IP-Adresse innerhalb von 10 Minuten. Die IP-Adresse wird dafür nur kurzzeitig verarbeitet und nicht mit deiner Anfrage gespeichert.",
      ],
    },
    {
      heading: "Kontakt per E-Mail, Telefon und WhatsApp",
      blocks: [
        "Schreibst du uns eine E-Mail oder rufst du an, verarbeiten wir deine Angaben, um dein Anliegen zu beantworten (Art. 6 Abs. 1 lit. b und f DSGVO).",
        "Unsere WhatsApp-Links sind einfache Links: Erst wenn du darauf tippst, öffnet sich WhatsApp. Die Nachricht wird dann über den Dienst der WhatsApp Ireland Limited übertragen, für den dessen eigene Datenschutzbestimmungen gelten. Wenn dir das nicht recht ist, erreichst du uns genauso gut per E-Mail oder Telefon.",
      ],
    },
    {
      heading: "Cookie-Hinweis und Einwilligung",
      blocks: [
        `Wir setzen keine Cookies, solange du nicht eingewilligt hast. Deine Entscheidung im Cookie-Hinweis – Einwilligung ja oder nein – speichern wir ${consentLifetimeDays} Tage lang im lokalen Speicher deines Browsers (Local Storage), damit wir dich nicht bei jedem Besuch erneut fragen. Diese Angabe verlässt dein Gerät nicht. Ihre Speicherung ist unbedingt erforderlich, um deine Wahl zu beachten (§ 25 Abs. 2 Nr. 2 TDDDG).`,
        "Du kannst deine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: Lösche dazu in deinem Browser die gespeicherten Website-Daten dieser Seite. Beim nächsten Besuch fragen wir dich erneut, und bis dahin laden wir weder Webanalyse noch Live-Chat. Du kannst uns deinen Widerruf auch per E-Mail mitteilen.",
      ],
    },
    {
      heading: "Webanalyse (nur mit Einwilligung)",
      blocks: [
        "Wenn du einwilligst, nutzen wir ein datenschutzfreundliches Webanalyse-Tool, um zu verstehen, welche Seiten besucht werden und wie wir die Website verbessern können. Es erstellt keine Nutzerprofile, verfolgt dich nicht über andere Websites hinweg und speichert keine vollständigen IP-Adressen; wir sehen nur zusammengefasste Statistiken. Die Statistiken bewahren wir höchstens 24 Monate auf.",
        "Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Der Anbieter verarbeitet die Daten in unserem Auftrag (Art. 28 DSGVO). Ohne Einwilligung wird das Tool nicht geladen.",
      ],
    },
    {
      heading: "Live-Chat (nur mit Einwilligung)",
      blocks: [
        "Wenn du einwilligst, binden wir einen Live-Chat-Dienst ein, über den du uns direkt Fragen stellen kannst. Erst dann lädt dein Browser das Chat-Fenster vom Server des Anbieters; dabei werden technische Daten wie IP-Adresse, Browserangaben und Zeitpunkt übertragen. Nutzt du den Chat, verarbeiten wir außerdem deine Nachrichten und die Angaben, die du freiwillig machst, etwa Name oder E-Mail-Adresse.",
        "Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Der Anbieter verarbeitet die Daten in unserem Auftrag (Art. 28 DSGVO). Chatverläufe löschen wir, sobald dein Anliegen erledigt ist, spätestens nach sechs Monaten.",
      ],
    },
    {
      heading: "Schriftarten",
      blocks: [
        "Alle Schriftarten liegen auf unserem eigenen Server. Beim Aufruf der Website wird keine Verbindung zu Schriftarten-Diensten anderer Anbieter aufgebaut.",
      ],
    },
    {
      heading: "Videos (Zwei-Klick-Lösung)",
      blocks: [
        "Auf einigen Seiten zeigen wir Videos eines Videoportals. Zunächst siehst du nur einen Platzhalter. Erst wenn du darauf klickst, lädt dein Browser das Video vom Anbieter, der dabei unter anderem deine IP-Adresse und Angaben zu deinem Browser erhält. Sitzt der Anbieter außerhalb der EU, kann dabei eine Übermittlung in ein Drittland stattfinden.",
        "Rechtsgrundlage ist deine Einwilligung durch den Klick (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).",
      ],
    },
    {
      heading: "Spenden und Links zu anderen Anbietern",
      blocks: [
        "Für Spenden per Überweisung zeigen wir dir unsere Bankverbindung und einen QR-Code an; dabei speichern wir nichts. Spendest du über einen Zahlungsdienst wie PayPal oder über Teaming, oder folgst du unseren Links zu Facebook oder Instagram, verlässt du unsere Website. Dort gelten die Datenschutzbestimmungen des jeweiligen Anbieters. Auf unserer Website selbst sind diese Dienste nicht eingebunden.",
      ],
    },
    {
      heading: "Empfänger deiner Daten",
      blocks: [
        "Deine Daten sehen nur die Ehrenamtlichen unseres Vereins, die dein Anliegen bearbeiten. Technische Dienstleister für Hosting und E-Mail verarbeiten Daten in unserem Auftrag und nach unseren Weisungen. Für die Vorbereitung einer Adoption arbeiten wir mit unserem Partnerverein in Spanien zusammen und geben die dafür nötigen Angaben an ihn weiter, etwa deinen Namen und Wohnort für die Ausreisepapiere. Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter.",
      ],
    },
    {
      heading: "Speicherdauer",
      blocks: [
        {
          list: [
            `Anfragen und Nachrichten, die ohne bleibende Verbindung enden (abgesagt, zurückgezogen, abgeschlossen oder beantwortet), löschen wir automatisch, sobald sie ${period(requestRetentionDays)} lang nicht mehr bearbeitet wurden, zusammen mit unseren Notizen und den E-Mails dazu.`,
            `Die Angaben von Mitgliedern, Patinnen und Paten, Pflegestellen und Adoptivfamilien bewahren wir auf, solange die Mitgliedschaft, die Patenschaft, die Pflegestelle oder die Adoption besteht. Endet sie (oder kommt ein adoptierter Hund zu uns zurück), löschen wir auch diese Angaben, sobald sie danach ${period(requestRetentionDays)} lang nicht mehr bearbeitet wurden.`,
            `Zu jeder Person, die uns schreibt, führen wir einen Eintrag mit Name, Kontaktdaten, Sprache, unseren Notizen und Aufgaben (etwa einer Nachkontrolle) und Vermerken wie einer erfolgten Vorkontrolle. Er wird gelöscht, sobald keine Anfrage von dir mehr gespeichert ist und er danach ${period(requestRetentionDays)} lang nicht mehr bearbeitet wurde. Länger bleibt er nur, solange du für uns Vorkontrollen machst, oder wenn wir vermerkt haben, dass wir dir aus Gründen des Tierschutzes keinen Hund vermitteln: dann, solange dieser Grund besteht (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO). Auch dieser Eintrag ist Teil jeder Auskunft und jeder Löschung, die du verlangst.`,
            "Schutzverträge und Unterlagen, die wir nach Handels- und Steuerrecht aufbewahren müssen (bis zu zehn Jahre, etwa Beitrags- und Spendenbelege), bewahren wir getrennt davon auf, solange das Gesetz es verlangt oder Ansprüche aus einem Vertrag bestehen können.",
            "Server-Protokolle löschen wir nach spätestens 14 Tagen, Chatverläufe nach spätestens sechs Monaten.",
          ],
        },
      ],
    },
    {
      heading: "Deine Rechte",
      blocks: [
        "Du hast jederzeit das Recht auf:",
        {
          list: [
            "Auskunft über die Daten, die wir über dich verarbeiten (Art. 15 DSGVO),",
            "Berichtigung unrichtiger Daten (Art. 16 DSGVO),",
            "Löschung deiner Daten (Art. 17 DSGVO),",
            "Einschränkung der Verarbeitung (Art. 18 DSGVO),",
            "Datenübertragbarkeit (Art. 20 DSGVO),",
            "Widerspruch gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen (Art. 21 DSGVO),",
            "Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).",
          ],
        },
        ["Schreib uns dafür einfach eine E-Mail an ", mailLink(site.email), "."],
        [
          "Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO). Für uns zuständig ist das Unabhängige Landeszentrum für Datenschutz Schleswig-Holstein (ULD), Holstenstraße 98, 24103 Kiel, ",
          { text: "www.datenschutzzentrum.de", to: { href: "https://www.datenschutzzentrum.de" } },
          ".",
        ],
      ],
    },
    {
      heading: "Keine automatisierten Entscheidungen",
      blocks: [
        "Wir treffen keine Entscheidungen, die ausschließlich auf automatisierter Verarbeitung beruhen. Ob ein Hund zu dir passt, entscheiden immer Menschen aus unserem Team im Gespräch mit dir.",
      ],
    },
    {
      heading: "Änderungen dieser Datenschutzerklärung",
      blocks: [
        "Wir passen diese Datenschutzerklärung an, wenn sich unsere Website oder die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung.",
      ],
    },
  ],
});
