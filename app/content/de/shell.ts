export const shell = {
  siteName: "Straßenhunde Spanien",
  siteTagline: "Tierschutzverein für Straßenhunde aus Spanien",
  loadingPage: "Seite wird geladen …",
  skipToContent: "Zum Inhalt springen",
  logoLabel: "Straßenhunde Spanien – zur Startseite",
  nav: {
    label: "Hauptnavigation",
    home: "Start",
    dogs: "Hunde",
    adoption: "Adoption",
    fosterHome: "Pflegestelle",
    donations: "Spenden & Teaming",
    about: "Über uns",
    contact: "Kontakt",
  },
  menu: { open: "Menü öffnen", close: "Menü schließen", label: "Menü" },
  languageSwitch: { label: "Español", description: "Zur spanischen Website wechseln" },
  footer: {
    label: "Fußzeile",
    about:
      "Wir retten seit 2013 Straßenhunde in Spanien und vermitteln sie in liebevolle Familien in Deutschland und Spanien.",
    linksHeading: "Informationen",
    contactHeading: "Kontakt",
    socialHeading: "Folge uns",
    blog: "Blog",
    imprint: "Impressum",
    privacy: "Datenschutz",
    email: "E-Mail",
    phone: "Telefon",
    whatsapp: "WhatsApp",
    cookieSettings: "Cookie-Einstellungen",
    copyright: "Alle Rechte vorbehalten.",
  },
  notFound: {
    title: "Seite nicht gefunden",
    code: "404",
    heading: "Hoppla!",
    text: "Diese Seite scheint sich versteckt zu haben...",
    detail: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
    home: "Zur Startseite",
  },
  dogNotFound: {
    title: "Hund nicht gefunden",
    heading: "Hund nicht gefunden",
    text: "Der gesuchte Hund konnte nicht gefunden werden.",
    back: "Zurück zur Übersicht",
  },
  error: {
    title: "Unerwarteter Fehler",
    heading: "Da ist etwas schiefgelaufen",
    text: "Bitte lade die Seite neu oder versuche es später noch einmal.",
    home: "Zur Startseite",
  },
  /** Requests the server refuses before any page (server/http/request-guard.ts). */
  requestError: {
    badRequest: {
      title: "Ungültige Anfrage",
      heading: "Diese Anfrage verstehen wir nicht",
      text: "Die Adresse ist fehlerhaft. Prüfe sie oder fang auf der Startseite an.",
    },
    methodNotAllowed: {
      title: "Anfrage nicht möglich",
      heading: "Das geht hier leider nicht",
      text: "Diese Art von Anfrage ist auf unserer Website nicht möglich.",
    },
    uriTooLong: {
      title: "Adresse zu lang",
      heading: "Diese Adresse ist zu lang",
      text: "So lange Adressen gibt es auf unserer Website nicht. Prüfe sie oder fang auf der Startseite an.",
    },
    home: "Zur Startseite",
  },
  cookieBanner: {
    label: "Cookie-Einstellungen",
    heading: "Wir respektieren deine Privatsphäre",
    text: "Wir möchten mit anonymen Statistiken verstehen, wie unsere Website genutzt wird, und einen Live-Chat anbieten. Beides starten wir nur mit deiner Einwilligung. Mehr dazu in unserer",
    privacyLink: "Datenschutzerklärung",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    close: "Schließen",
  },
  dogList: {
    searchLabel: "Nach Namen suchen",
    searchPlaceholder: "Name oder Stichwort …",
    searchButton: "Suchen",
    filtersLabel: "Filter",
    typeLabel: "Art",
    locationLabel: "Aufenthaltsort",
    all: "Alle",
    types: { adoption: "Adoption", sponsorship: "Patenschaft", hospice: "Hospiz" },
    locations: { germany: "Deutschland", spain: "Spanien" },
    reset: "Zurücksetzen",
    shownOf: "{shown} von {total} Hunden angezeigt",
    showMore: "Weitere Hunde anzeigen",
    empty: "Keine Hunde gefunden. Bitte passe deine Suche an.",
    error: "Fehler beim Laden der Hunde. Bitte versuche es später erneut.",
    loading: "Hunde werden geladen …",
    lastUpdate: "Letzte Aktualisierung der Daten:",
    status: { available: "Verfügbar", reserved: "Reserviert" },
    /** After a dog's text that is not in the page's language, by the text's language. */
    textIn: { de: "(Profiltext auf Deutsch)", es: "(Profiltext auf Spanisch)" },
    imageAlt: "Foto von {name}",
    placeholderAlt: "Noch kein Foto von {name}",
    infoHeading: "Gut zu wissen",
    info: {
      fosterHome: {
        title: "Pflegestelle werden",
        text: "Schenke einem Hund ein Zuhause auf Zeit, bis er seine Familie findet.",
      },
      fincaChaos: {
        title: "Finca Chaos",
        text: "Unser Gelände bei Benicarló, auf dem viele unserer Hunde leben.",
      },
      residenciaMonika: {
        title: "Residencia Monika",
        text: "Rund 80 Hunde finden bei Amposta Schutz und Pflege.",
      },
      hospice: {
        title: "Hospiz",
        text: "Alte und kranke Hunde dürfen bei uns in Ruhe und Geborgenheit leben.",
      },
    },
  },
  dogDetail: {
    back: "Alle Hunde",
    gallery: "Fotos von {name}",
    showImage: "Foto {n} von {total} zeigen",
    profile: "Steckbrief",
    location: "Aufenthaltsort",
    status: "Status",
    about: "Über {name}",
    hospiceHeading: "Ein Hund aus unserem Hospiz",
    hospiceText:
      "{name} lebt in unserem Hospiz für alte und kranke Hunde und wird nicht vermittelt. Mit einer Spende für das Hospiz sorgst du dafür, dass {name} an nichts fehlt.",
    hospiceLink: "Mehr über unser Hospiz",
    whatsappHeading: "Schnell anfragen",
    whatsappText: "Schreib uns direkt per WhatsApp – wir antworten so schnell wie möglich.",
    whatsappButton: "Per WhatsApp anfragen",
    whatsappMessage: "Hallo, ich interessiere mich für {name} ({url}). Ist {name} noch zu haben?",
    requestHeading: "Anfrage für {name}",
    requestText:
      "Du möchtest {name} kennenlernen oder unterstützen? Schreib uns – wir melden uns schnellstmöglich bei dir.",
    requestContact: "Nachricht schreiben",
    productBrand: "Adoption",
  },
  home: {
    heroImageAlt: "Gezeichnete Landschaft in Spanien in der Abendsonne mit Hunden",
    claims: [
      "Seit 2013 aktiv",
      "Über 2.900 Hunde gerettet und vermittelt",
      "Über 150 Rettungen im Jahr 2024",
    ],
    offers: [
      "Persönliche Betreuung",
      "Transport von Spanien nach Deutschland",
      "Versorgung vor Ort in Spanien",
    ],
    cta: { dogs: "Hunde kennenlernen", fosterHome: "Pflegestelle werden", donations: "Jetzt spenden" },
    dogsHeading: "Diese Hunde suchen ein Zuhause",
    dogsAll: "Alle Hunde ansehen",
    whyHeading: "Warum mit uns adoptieren?",
    why: [
      {
        title: "Erfahrung seit 2013",
        text: "Über 2.900 Hunde haben mit unserer Hilfe ein neues Leben begonnen.",
      },
      {
        title: "Ehrliche Beschreibungen",
        text: "Wir kennen unsere Hunde und sagen dir offen, was zu dir passt – und was nicht.",
      },
      {
        title: "Tierärztlich versorgt",
        text: "Geimpft, gechippt, getestet und ab etwa einem Jahr kastriert – nach EU-Standard.",
      },
      {
        title: "Sicherer Transport",
        text: "Tierschutzgerechter Transport mit Übergabe in vielen Städten Deutschlands.",
      },
      {
        title: "Begleitung ab dem ersten Tag",
        text: "Wir sind vor, während und nach der Adoption für dich da.",
      },
      {
        title: "Zwei Vereine, ein Team",
        text: "Ein deutscher und ein spanischer Verein arbeiten Hand in Hand.",
      },
    ],
    helpHeading: "So kannst du helfen",
    help: {
      dogs: {
        title: "Hunde ansehen",
        text: "Finde deinen neuen Begleiter oder übernimm eine Patenschaft.",
        link: "Zu den Hunden",
      },
      fosterHome: {
        title: "Pflegestelle werden",
        text: "Gib einem Hund ein Zuhause auf Zeit, bis er seine Familie findet.",
        link: "Mehr erfahren",
      },
      donations: {
        title: "Spenden",
        text: "Futter, Tierarzt und Transporte – jeder Euro kommt bei den Hunden an.",
        link: "Jetzt spenden",
      },
    },
    guidesHeading: "Ratgeber für deinen Start",
    guidesAll: "Alle Ratgeber",
  },
  /** Small notices and labels of the UI components (app/components/ui). */
  ui: {
    toast: { dismiss: "Hinweis schließen" },
    copy: { copied: "In Zwischenablage kopiert", failed: "Kopieren fehlgeschlagen" },
    imageDialog: { enlarge: "Vergrößern", close: "Schließen", fullSize: "Bild in voller Größe öffnen" },
    video: {
      load: "Video abspielen",
      note: "Erst mit deinem Klick wird das Video von YouTube (Google) geladen; dabei werden Daten wie deine IP-Adresse an YouTube übertragen. Mehr dazu in unserer",
      privacy: "Datenschutzerklärung",
      external: "Auf YouTube ansehen",
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The texts every page shows: navigation, footer, cookie banner, error pages, notices. */
export type ShellText = Widen<typeof shell>;
