import { association } from "~/content/facts";
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
    about: `Wir retten seit ${association.foundedYear} Straßenhunde in Spanien und vermitteln sie in liebevolle Familien in Deutschland und Spanien.`,
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
    crossSite: {
      title: "Anfrage abgelehnt",
      heading: "Dieses Formular kam nicht von unserer Website",
      text: "Aus Sicherheitsgründen nehmen wir Formulare nur von unseren eigenen Seiten an. Öffne die Seite bei uns und sende das Formular dort noch einmal.",
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
