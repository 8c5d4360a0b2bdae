import { mailLink, postalLines, telLink, type LegalDocument } from "~/content/shapes";
import type { Locale } from "~/i18n/locale";
import type { CountrySite } from "~/content/site-config";

/**
 * The privacy policy of each country's entity (GDPR; German site also TDDDG, Spanish site LOPDGDD
 * and LSSI). What it promises is how the site is built (DECISIONS.md, Privacy): no third-party
 * request before consent, self-hosted fonts, two-click videos, analytics and chat only after the
 * cookie banner's accept, requests stored in the database and mailed to the association.
 */
export type PrivacyContent = (site: CountrySite) => LegalDocument;

const de: PrivacyContent = (site) => ({
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
        "Deine Anfrage wird in unserer Datenbank gespeichert und per E-Mail an den Verein gesendet, damit sich die zuständigen Ehrenamtlichen darum kümmern. Rechtsgrundlage ist die Durchführung vorvertraglicher Maßnahmen und des Vertrags, etwa Schutzvertrag oder Mitgliedschaft (Art. 6 Abs. 1 lit. b DSGVO), bei allgemeinen Nachrichten unser berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO).",
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
        "Wir setzen keine Cookies, solange du nicht eingewilligt hast. Deine Entscheidung im Cookie-Hinweis – Einwilligung ja oder nein – speichern wir 365 Tage lang im lokalen Speicher deines Browsers (Local Storage), damit wir dich nicht bei jedem Besuch erneut fragen. Diese Angabe verlässt dein Gerät nicht. Ihre Speicherung ist unbedingt erforderlich, um deine Wahl zu beachten (§ 25 Abs. 2 Nr. 2 TDDDG).",
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
            "Anfragen und Nachrichten löschen wir, sobald sie erledigt sind, spätestens zwei Jahre nach dem letzten Kontakt.",
            "Angaben zu Adoptionen und Schutzverträgen bewahren wir auf, solange wir den Hund begleiten und Ansprüche aus dem Vertrag bestehen können.",
            "Mitgliedsdaten speichern wir für die Dauer der Mitgliedschaft und danach, soweit gesetzliche Aufbewahrungsfristen gelten (nach Handels- und Steuerrecht bis zu zehn Jahre).",
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

const es: PrivacyContent = (site) => ({
  updated: "Última actualización: noviembre de 2026",
  intro:
    "Tratamos datos personales solo en la medida necesaria para este sitio web y para nuestro trabajo de protección animal, conforme al Reglamento General de Protección de Datos (RGPD), la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD) y la Ley 34/2002 de Servicios de la Sociedad de la Información (LSSI-CE).",
  tocLabel: "Índice",
  sections: [
    {
      heading: "Responsable del tratamiento",
      blocks: [
        "El responsable del tratamiento de los datos en este sitio web es:",
        {
          lines: [
            site.organisationName,
            ...postalLines(site.address, "es"),
            ["Teléfono: ", telLink(site.phone)],
            ["Correo electrónico: ", mailLink(site.email)],
          ],
        },
        [
          "La asociación está representada por su junta directiva (consulta el ",
          { text: "aviso legal", to: { route: "imprint" } },
          "). No estamos obligados a designar un delegado de protección de datos. Para cualquier consulta sobre privacidad, escríbenos a ",
          mailLink(site.email),
          ".",
        ],
      ],
    },
    {
      heading: "Lo esencial en pocas palabras",
      blocks: [
        {
          list: [
            "Al visitar nuestra web no se realiza ninguna petición a otros proveedores antes de que des tu consentimiento. Las fuentes tipográficas se sirven desde nuestro propio servidor.",
            "La analítica web y el chat en directo solo se activan si pulsas «Aceptar» en el aviso de cookies.",
            "Los vídeos solo se cargan cuando haces clic en ellos.",
            "Lo que nos envías a través de un formulario se guarda en nuestra base de datos y se envía por correo electrónico a la asociación, únicamente para atender tu solicitud.",
          ],
        },
      ],
    },
    {
      heading: "Visita del sitio web y registros del servidor",
      blocks: [
        "Para que la web llegue a tu navegador, nuestro servidor trata necesariamente tu dirección IP y los datos que envía tu navegador (dirección solicitada, fecha y hora, navegador y sistema operativo). En los registros del servidor solo guardamos la hora, la dirección solicitada, el código de respuesta y el tiempo de respuesta, no tu dirección IP. Los registros sirven para un funcionamiento seguro y estable y se eliminan en un plazo máximo de 14 días.",
        "La base jurídica es nuestro interés legítimo en un sitio web seguro y operativo (art. 6.1.f RGPD). Nuestro proveedor de alojamiento trata los datos por encargo nuestro, en virtud de un contrato de encargo del tratamiento (art. 28 RGPD).",
      ],
    },
    {
      heading: "Formularios y solicitudes",
      blocks: [
        "Con nuestros formularios puedes solicitar una adopción o un apadrinamiento, ofrecerte como casa de acogida, hacerte socio o enviarnos un mensaje. Tratamos los datos que introduces, por ejemplo:",
        {
          list: [
            "nombre, correo electrónico y teléfono, para poder responderte;",
            "dirección, tipo de vivienda, experiencia con perros y disponibilidad en adopciones y acogidas, para valorar qué perro encaja contigo;",
            "fecha de nacimiento, dirección, fecha de alta y forma de pago en el caso de hacerte socio;",
            "tu mensaje y el nombre del perro que te interesa.",
          ],
        },
        "Tu solicitud se guarda en nuestra base de datos y se envía por correo electrónico a la asociación para que la atiendan las personas voluntarias responsables. La base jurídica es la aplicación de medidas precontractuales y la ejecución del contrato, como el contrato de adopción o la condición de socio (art. 6.1.b RGPD), y en los mensajes generales nuestro interés legítimo en responder a las consultas (art. 6.1.f RGPD).",
        "Para evitar abusos, los formularios incluyen un campo invisible para las personas que detecta envíos automáticos, y limitamos el número de envíos por dirección IP en un periodo de 10 minutos. Para ello, la dirección IP solo se trata de forma momentánea y no se guarda junto con tu solicitud.",
      ],
    },
    {
      heading: "Contacto por correo electrónico, teléfono y WhatsApp",
      blocks: [
        "Si nos escribes un correo o nos llamas, tratamos tus datos para responder a tu consulta (art. 6.1.b y f RGPD).",
        "Nuestros enlaces de WhatsApp son enlaces simples: WhatsApp solo se abre cuando los pulsas. El mensaje se transmite entonces a través del servicio de WhatsApp Ireland Limited, al que se aplica su propia política de privacidad. Si lo prefieres, puedes contactarnos igualmente por correo electrónico o por teléfono.",
      ],
    },
    {
      heading: "Aviso de cookies y consentimiento",
      blocks: [
        "No utilizamos cookies mientras no hayas dado tu consentimiento. Tu decisión en el aviso de cookies (sí o no) se guarda durante 365 días en el almacenamiento local de tu navegador (Local Storage), para no preguntarte en cada visita. Este dato no sale de tu dispositivo y es estrictamente necesario para respetar tu elección (art. 22.2 LSSI-CE).",
        "Puedes retirar tu consentimiento en cualquier momento con efectos para el futuro: basta con borrar en tu navegador los datos guardados de este sitio web. En tu próxima visita te preguntaremos de nuevo y, hasta entonces, no cargaremos ni la analítica web ni el chat en directo. También puedes comunicarnos la retirada por correo electrónico.",
      ],
    },
    {
      heading: "Analítica web (solo con consentimiento)",
      blocks: [
        "Si das tu consentimiento, utilizamos una herramienta de analítica web respetuosa con la privacidad para saber qué páginas se visitan y cómo mejorar la web. No crea perfiles de usuario, no te sigue por otros sitios web y no guarda direcciones IP completas; solo vemos estadísticas agregadas, que conservamos como máximo 24 meses.",
        "La base jurídica es tu consentimiento (art. 6.1.a RGPD y art. 22.2 LSSI-CE). El proveedor trata los datos por encargo nuestro (art. 28 RGPD). Sin tu consentimiento, la herramienta no se carga.",
      ],
    },
    {
      heading: "Chat en directo (solo con consentimiento)",
      blocks: [
        "Si das tu consentimiento, integramos un servicio de chat en directo para que puedas hacernos preguntas al momento. Solo entonces tu navegador carga la ventana del chat desde el servidor del proveedor, que recibe datos técnicos como la dirección IP, los datos del navegador y la hora. Si utilizas el chat, tratamos además tus mensajes y los datos que nos des voluntariamente, como tu nombre o tu correo electrónico.",
        "La base jurídica es tu consentimiento (art. 6.1.a RGPD y art. 22.2 LSSI-CE). El proveedor trata los datos por encargo nuestro (art. 28 RGPD). Eliminamos las conversaciones en cuanto tu consulta queda resuelta y, como máximo, a los seis meses.",
      ],
    },
    {
      heading: "Fuentes tipográficas",
      blocks: [
        "Todas las fuentes tipográficas están alojadas en nuestro propio servidor. Al visitar la web no se establece ninguna conexión con servicios de fuentes de otros proveedores.",
      ],
    },
    {
      heading: "Vídeos (solución de dos clics)",
      blocks: [
        "En algunas páginas mostramos vídeos de una plataforma de vídeo. Al principio solo ves un marcador de posición. Solo cuando haces clic en él, tu navegador carga el vídeo desde el proveedor, que recibe, entre otros datos, tu dirección IP y datos de tu navegador. Si el proveedor está fuera de la UE, puede producirse una transferencia internacional de datos.",
        "La base jurídica es el consentimiento que das con el clic (art. 6.1.a RGPD y art. 22.2 LSSI-CE).",
      ],
    },
    {
      heading: "Donaciones y enlaces a otros proveedores",
      blocks: [
        "Para las donaciones por transferencia te mostramos nuestros datos bancarios y un código QR, sin guardar nada. Si donas a través de un servicio de pago como PayPal o mediante Teaming, o sigues nuestros enlaces a Facebook o Instagram, sales de nuestra web y se aplica la política de privacidad de cada proveedor. Estos servicios no están integrados en nuestra web.",
      ],
    },
    {
      heading: "Destinatarios de tus datos",
      blocks: [
        "Solo acceden a tus datos las personas voluntarias de la asociación que atienden tu solicitud. Los proveedores técnicos de alojamiento y correo electrónico tratan datos por encargo nuestro y siguiendo nuestras instrucciones. Cuando un perro se adopta en Alemania, colaboramos con nuestra asociación hermana alemana y le comunicamos los datos necesarios para ello. No vendemos datos ni los cedemos con fines publicitarios.",
      ],
    },
    {
      heading: "Plazos de conservación",
      blocks: [
        {
          list: [
            "Las solicitudes y los mensajes se eliminan cuando están resueltos y, como máximo, dos años después del último contacto.",
            "Los datos de las adopciones y de los contratos de adopción se conservan mientras acompañamos al perro y puedan derivarse responsabilidades del contrato.",
            "Los datos de los socios se conservan mientras dure la condición de socio y, después, durante los plazos legales de conservación (por ejemplo, los que exige la normativa fiscal y contable).",
            "Los registros del servidor se eliminan en un plazo máximo de 14 días y las conversaciones del chat, como máximo, a los seis meses.",
          ],
        },
      ],
    },
    {
      heading: "Tus derechos",
      blocks: [
        "Puedes ejercer en cualquier momento tus derechos de:",
        {
          list: [
            "acceso a los datos que tratamos sobre ti (art. 15 RGPD);",
            "rectificación de los datos inexactos (art. 16 RGPD);",
            "supresión de tus datos (art. 17 RGPD);",
            "limitación del tratamiento (art. 18 RGPD);",
            "portabilidad de los datos (art. 20 RGPD);",
            "oposición a los tratamientos basados en nuestro interés legítimo (art. 21 RGPD);",
            "retirada del consentimiento prestado, con efectos para el futuro (art. 7.3 RGPD).",
          ],
        },
        ["Para ello, basta con que nos escribas a ", mailLink(site.email), "."],
        [
          "También tienes derecho a presentar una reclamación ante la autoridad de control (art. 77 RGPD): la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan, 6, 28001 Madrid, ",
          { text: "www.aepd.es", to: { href: "https://www.aepd.es" } },
          ".",
        ],
      ],
    },
    {
      heading: "Sin decisiones automatizadas",
      blocks: [
        "No tomamos decisiones basadas únicamente en un tratamiento automatizado. Si un perro encaja contigo lo deciden siempre personas de nuestro equipo, hablando contigo.",
      ],
    },
    {
      heading: "Cambios en esta política de privacidad",
      blocks: [
        "Actualizamos esta política cuando cambian nuestra web o la normativa. Se aplica siempre la versión publicada en esta página.",
      ],
    },
  ],
});

export const privacyContent = { de, es } satisfies Record<Locale, PrivacyContent>;
