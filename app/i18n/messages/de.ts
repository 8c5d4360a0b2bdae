import type { RouteKey } from "~/i18n/routes";

type PageText = { title: string; description: string; heading: string; intro: string };

export const de = {
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
  pages: {
    home: {
      title: "Straßenhunde aus Spanien adoptieren | Tierschutzverein seit 2013",
      description:
        "Wir retten Straßenhunde in Spanien und vermitteln sie nach Deutschland und Spanien: persönliche Betreuung, Transport nach Deutschland und Versorgung vor Ort.",
      heading: "Adoptiere einen Straßenhund aus Spanien",
      intro:
        "Seit 2013 aktiv · über 2.900 gerettete und vermittelte Hunde · über 150 Rettungen allein 2024. Persönliche Begleitung, Transport von Spanien nach Deutschland und Versorgung vor Ort in Spanien.",
    },
    dogs: {
      title: "Hunde suchen ein Zuhause | Straßenhunde Spanien",
      description:
        "Lerne unsere Schützlinge kennen: Hunde aus Spanien, die ein Zuhause, eine Patenschaft oder einen Platz in unserem Hospiz suchen.",
      heading: "Unsere Schützlinge",
      intro:
        "Jeder dieser Hunde wartet auf eine Chance. Finde deinen neuen Begleiter oder unterstütze einen Hund mit einer Patenschaft.",
    },
    dogDetail: {
      title: "Hund im Porträt | Straßenhunde Spanien",
      description:
        "Alles über diesen Hund: Charakter, Aufenthaltsort und wie du ihn adoptieren oder unterstützen kannst.",
      heading: "Hund im Porträt",
      intro: "Hier erfährst du alles über diesen Hund.",
    },
    adoption: {
      title: "Hund adoptieren – so läuft die Adoption ab | Straßenhunde Spanien",
      description:
        "Der Adoptionsablauf in 7 Schritten: vom ersten Kontakt über Vorkontrolle und Schutzvertrag bis zur Übergabe und Nachbetreuung.",
      heading: "Der Adoptionsablauf in 7 Schritten",
      intro:
        "Eine Adoption ist eine Entscheidung für viele Jahre. Wir begleiten dich Schritt für Schritt – transparent, persönlich und mit viel Erfahrung.",
    },
    fosterHome: {
      title: "Pflegestelle werden | Straßenhunde Spanien",
      description:
        "Werde Pflegestelle: Gib einem Hund aus Spanien für etwa 4 bis 6 Wochen ein Zuhause auf Zeit und hilf ihm auf dem Weg in seine Familie.",
      heading: "Pflegestelle werden",
      intro:
        "Als Pflegestelle schenkst du einem Hund ein Zuhause auf Zeit – meist für 4 bis 6 Wochen – bis er seine endgültige Familie findet.",
    },
    donations: {
      title: "Spenden & Teaming | Straßenhunde Spanien",
      description:
        "Unterstütze unsere Arbeit mit einer Spende, einer Patenschaft oder Teaming ab 1 € im Monat: für Futter, Tierarzt, Transport und Vermittlung.",
      heading: "Spenden & Teaming",
      intro:
        "Jede Spende hilft: für Futter und Pflege, tierärztliche Versorgung, Transporte und die Vermittlung unserer Hunde.",
    },
    about: {
      title: "Über uns | Straßenhunde Spanien",
      description:
        "Lerne unseren Verein kennen: seit 2013 im Tierschutz aktiv, über 2.900 gerettete Hunde und ein ehrenamtliches Team in Deutschland und Spanien.",
      heading: "Über uns",
      intro:
        "Seit 2013 setzen wir uns für Straßenhunde in Spanien ein – mit Herz, Verstand und einem starken Netzwerk in Deutschland und Spanien.",
    },
    contact: {
      title: "Kontakt | Straßenhunde Spanien",
      description:
        "Schreib uns eine Nachricht, ruf uns an oder kontaktiere uns per WhatsApp – wir helfen dir gern weiter.",
      heading: "Kontakt",
      intro:
        "Du hast Fragen zu einem Hund, zur Adoption oder zu unserem Verein? Wir freuen uns auf deine Nachricht.",
    },
    imprint: {
      title: "Impressum | Straßenhunde Spanien",
      description: "Impressum und Angaben zum Verein gemäß den gesetzlichen Vorgaben.",
      heading: "Impressum",
      intro: "Angaben zum Anbieter dieser Website.",
    },
    privacy: {
      title: "Datenschutz | Straßenhunde Spanien",
      description:
        "Wie wir mit deinen Daten umgehen: Kontaktformulare, Webanalyse und Live-Chat nur mit Einwilligung, deine Rechte.",
      heading: "Datenschutzerklärung",
      intro:
        "Der Schutz deiner persönlichen Daten ist uns wichtig. Hier erfährst du, welche Daten wir verarbeiten und warum.",
    },
    blog: {
      title: "Blog | Straßenhunde Spanien",
      description:
        "Neuigkeiten aus unserer Tierschutzarbeit: Rettungen, Vermittlungen, Geschichten und Tipps rund um Hunde aus Spanien.",
      heading: "Blog",
      intro: "Geschichten, Neuigkeiten und Einblicke in unsere Arbeit in Spanien und Deutschland.",
    },
    blogPost: {
      title: "Blog | Straßenhunde Spanien",
      description: "Ein Beitrag aus unserem Blog.",
      heading: "Blog",
      intro: "Ein Beitrag aus unserem Blog.",
    },
    membership: {
      title: "Mitglied werden | Straßenhunde Spanien",
      description:
        "Werde Mitglied in unserem Tierschutzverein – ab 5 € im Monat, aktiv oder fördernd, jederzeit zum Monatsende kündbar.",
      heading: "Mitglied werden",
      intro:
        "Dein Beitrag rettet Leben: Schon ab 5 € im Monat unterstützt du Rettungsaktionen, medizinische Versorgung und Vermittlungen.",
    },
    hospice: {
      title: "Hospiz für alte und kranke Hunde | Straßenhunde Spanien",
      description:
        "Unser Hospiz gibt alten und kranken Hunden in Spanien einen liebevollen Platz für ihre letzte Lebenszeit. Hilf mit deiner Spende.",
      heading: "Unser Hospiz",
      intro:
        "Manche Hunde sind zu alt oder zu krank für eine Vermittlung. In unserem Hospiz dürfen sie in Ruhe und Geborgenheit leben.",
    },
    fincaChaos: {
      title: "Finca Chaos | Straßenhunde Spanien",
      description:
        "Die Finca Chaos bei Benicarló: 10.000 m² für unsere Hunde, sieben Ausläufe, ein Hundewohnzimmer und 14 Ziegen.",
      heading: "Finca Chaos",
      intro:
        "Auf 10.000 m² bei Benicarló leben unsere Hunde in sieben Ausläufen und einem großen Hundewohnzimmer, bis sie ihre Familie finden.",
    },
    residenciaMonika: {
      title: "Residencia Monika | Straßenhunde Spanien",
      description:
        "Die Residencia Monika bei Amposta: seit 2008 ein Zuhause für rund 80 Hunde, unterstützt von unserem Verein.",
      heading: "Residencia Monika",
      intro:
        "Seit 2008 finden rund 80 Hunde in der Residencia Monika bei Amposta Schutz, Pflege und Zuwendung.",
    },
    faq: {
      title: "Häufige Fragen | Straßenhunde Spanien",
      description:
        "Antworten auf häufige Fragen zu Adoption, Transport, Schutzvertrag, Kosten, Vorkontrolle und Spenden.",
      heading: "Häufige Fragen",
      intro: "Hier findest du Antworten auf die Fragen, die uns am häufigsten gestellt werden.",
    },
    guides: {
      title: "Ratgeber | Straßenhunde Spanien",
      description:
        "Praktische Ratgeber rund um Hunde aus dem Tierschutz: Vorbereitung, Eingewöhnung, Gesundheit und Erziehung.",
      heading: "Ratgeber",
      intro: "Wissen aus vielen Jahren Tierschutz – damit der Start mit deinem Hund gelingt.",
    },
    guide: {
      title: "Ratgeber | Straßenhunde Spanien",
      description: "Ein Ratgeber aus unserem Tierschutzalltag.",
      heading: "Ratgeber",
      intro: "Ein Ratgeber aus unserem Tierschutzalltag.",
    },
  } satisfies Record<RouteKey, PageText>,
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof de>;
