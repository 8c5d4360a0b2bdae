import type { Locale } from "~/i18n/locale";

/** One accordion item; the answer is a list of paragraphs. */
export type FaqEntry = { id: string; question: string; answer: string[] };

type UseKey = "food" | "medical" | "transport" | "mediation";
type LinkCard = { title: string; text: string; link: string };

export type DonationsContent = {
  introHeading: string;
  intro: string[];
  usesHeading: string;
  uses: Record<UseKey, { title: string; text: string }>;
  paymentHeading: string;
  paymentIntro: string;
  bankHeading: string;
  walletHeading: string;
  labels: { recipient: string; iban: string; bic: string; walletEmail: string; walletLink: string };
  copyLabels: { recipient: string; iban: string; bic: string; walletEmail: string; walletLink: string };
  walletOpen: string;
  walletHint: string;
  microHeading: string;
  microText: string;
  microPerMonth: string;
  moreHeading: string;
  sponsorship: LinkCard;
  membership: LinkCard;
  onSite: LinkCard;
  faqHeading: string;
  faq: FaqEntry[];
  cta: { heading: string; text: string; dogs: string; contact: string };
};

export const donationsContent = {
  de: {
    introHeading: "Warum deine Spende zählt",
    intro: [
      "Wir sind ein kleiner Verein, der fast ausschließlich von Spenden lebt. Jeder Hund, den wir aus einer Perrera, von der Straße oder aus schlechter Haltung holen, braucht Futter, einen sicheren Platz, tierärztliche Versorgung und viel Zeit, bis er bei seiner Familie ankommt.",
      "Seit 2013 haben wir so über 2.900 Hunden ein neues Leben ermöglicht. Jede Spende, ob groß oder klein, macht die nächste Rettung möglich.",
    ],
    usesHeading: "Wofür wir deine Spende einsetzen",
    uses: {
      food: {
        title: "Futter und Pflege",
        text: "Gutes Futter, Decken, Leinen und Halsbänder, Schutz vor Parasiten und die tägliche Pflege auf der Finca Chaos und in unseren Pflegestellen.",
      },
      medical: {
        title: "Tierärztliche Versorgung",
        text: "Impfungen, Chip und EU-Heimtierausweis, Tests auf Mittelmeerkrankheiten, Kastrationen, Operationen und die Behandlung kranker und alter Hunde.",
      },
      transport: {
        title: "Transport",
        text: "Die tierschutzgerechte Fahrt von Spanien nach Deutschland mit Übergabe an festen Treffpunkten, dazu Fahrten zum Tierarzt und zwischen unseren Stationen.",
      },
      mediation: {
        title: "Vermittlung und Koordination",
        text: "Beratung der Adoptanten, Vorkontrollen, Schutzverträge, Nachkontrollen und die Abstimmung zwischen unseren Teams in Spanien und Deutschland.",
      },
    },
    paymentHeading: "So kannst du spenden",
    paymentIntro:
      "Überweise deine Spende direkt auf unser Vereinskonto oder nutze PayPal. Mit den Kopier-Schaltflächen übernimmst du jede Angabe mit einem Klick.",
    bankHeading: "Überweisung",
    walletHeading: "PayPal",
    labels: {
      recipient: "Empfänger",
      iban: "IBAN",
      bic: "BIC",
      walletEmail: "PayPal-E-Mail",
      walletLink: "PayPal-Link",
    },
    copyLabels: {
      recipient: "Empfänger kopieren",
      iban: "IBAN kopieren",
      bic: "BIC kopieren",
      walletEmail: "PayPal-E-Mail kopieren",
      walletLink: "PayPal-Link kopieren",
    },
    walletOpen: "Mit PayPal spenden",
    walletHint:
      "Schreib bei PayPal gern in die Nachricht, wofür deine Spende gedacht ist – zum Beispiel „Hospiz“ oder „Finca Chaos“.",
    microHeading: "Teaming: monatlich ab 1 €",
    microText:
      "Bei Teaming spendest du jeden Monat 1 € – automatisch und jederzeit kündbar. Aus vielen kleinen Beträgen wird so eine verlässliche Hilfe, mit der wir planen können. Tritt einer unserer beiden Gruppen bei:",
    microPerMonth: "1 € im Monat",
    moreHeading: "Weitere Wege zu helfen",
    sponsorship: {
      title: "Patenschaft übernehmen",
      text: "Ab 10 € im Monat begleitest du einen bestimmten Hund, bis er sein Zuhause gefunden hat. Nach oben gibt es keine Grenze.",
      link: "Patenhunde ansehen",
    },
    membership: {
      title: "Mitglied werden",
      text: "Ab 5 € im Monat stärkst du unseren Verein dauerhaft – als aktives oder förderndes Mitglied. Du kannst jederzeit mehr geben und deinen Beitrag ändern.",
      link: "Mitglied werden",
    },
    onSite: {
      title: "Vor Ort mit anpacken",
      text: "Auf der Finca Chaos bei Benicarló freuen sich Hunde und Team über helfende Hände: beim Gassigehen, Kuscheln, Bauen und Aufräumen.",
      link: "Zur Finca Chaos",
    },
    faqHeading: "Häufige Fragen zum Spenden",
    faq: [
      {
        id: "spenden-steuer",
        question: "Ist meine Spende steuerlich absetzbar?",
        answer: [
          "Ja. Spenden an unseren deutschen Verein kannst du in deiner Steuererklärung als Sonderausgaben angeben. Die Zuwendungsbestätigung stellen wir über den deutschen Verein aus.",
          "Für Spenden bis 300 € brauchst du keine Zuwendungsbestätigung: Dem Finanzamt genügt dein Kontoauszug oder der Beleg deiner Online-Überweisung.",
        ],
      },
      {
        id: "spendenquittung",
        question: "Wie bekomme ich eine Spendenquittung?",
        answer: [
          "Schreib uns über das Kontaktformular oder per E-Mail deinen vollständigen Namen und deine Anschrift. Wir schicken dir die Zuwendungsbestätigung dann per Post oder als PDF.",
          "Für mehrere Spenden im Jahr stellen wir auf Wunsch gern eine Sammelbestätigung aus.",
        ],
      },
      {
        id: "spende-ankommen",
        question: "Kommt meine Spende wirklich bei den Hunden an?",
        answer: [
          "Ja. Unser Team arbeitet ehrenamtlich, und wir halten die Verwaltungskosten so gering wie möglich. Deine Spende fließt in Futter, Tierarzt, Transporte und die Unterbringung unserer Hunde.",
        ],
      },
      {
        id: "zweckgebunden",
        question: "Kann ich für einen bestimmten Zweck spenden?",
        answer: [
          "Ja. Gib einfach im Verwendungszweck an, wofür deine Spende gedacht ist, zum Beispiel „Hospiz“, „Finca Chaos“, „Residencia Monika“ oder den Namen eines Hundes.",
          "Von Spenden für das Hospiz, die Finca Chaos und die Residencia Monika fließen 10 % in die allgemeinen Projekte des Vereins. So können wir auch Hunden helfen, für die niemand gezielt spendet.",
        ],
      },
      {
        id: "teaming",
        question: "Was ist Teaming?",
        answer: [
          "Teaming ist eine Plattform für Kleinstspenden: Du unterstützt eine Gruppe jeden Monat mit genau 1 €. Das klingt wenig, aber viele Mitglieder zusammen ergeben einen festen Betrag, mit dem wir rechnen können.",
          "Du meldest dich einmal an, trittst einer unserer Gruppen bei und kannst jederzeit wieder austreten.",
        ],
      },
      {
        id: "patenschaft-mitgliedschaft",
        question: "Was ist der Unterschied zwischen Patenschaft und Mitgliedschaft?",
        answer: [
          "Mit einer Patenschaft ab 10 € im Monat unterstützt du einen bestimmten Hund, zum Beispiel bei Tierarztkosten, Futter und Unterbringung, bis er ein Zuhause gefunden hat.",
          "Als Mitglied ab 5 € im Monat unterstützt du den ganzen Verein. Aktive Mitglieder haben auf der Mitgliederversammlung ein Stimmrecht, Fördermitglieder helfen finanziell.",
        ],
      },
      {
        id: "spende-beenden",
        question: "Kann ich meine regelmäßige Unterstützung jederzeit beenden?",
        answer: [
          "Ja. Einen Dauerauftrag änderst oder löschst du selbst bei deiner Bank, bei Teaming trittst du mit einem Klick aus, und eine Patenschaft beendest du mit einer kurzen Nachricht an uns. Eine Mitgliedschaft kannst du jederzeit zum Monatsende kündigen.",
        ],
      },
      {
        id: "sachspenden",
        question: "Kann ich auch Sachspenden schicken oder vor Ort helfen?",
        answer: [
          "Sehr gern. Decken, Leinen, Halsbänder, Geschirre und Futter helfen uns immer. Frag uns bitte vorher kurz, was gerade gebraucht wird und wohin du es schicken kannst.",
          "Wenn du in der Nähe von Benicarló Urlaub machst, kannst du nach Absprache auf der Finca Chaos mithelfen.",
        ],
      },
    ],
    cta: {
      heading: "Gemeinsam geben wir Straßenhunden eine Zukunft",
      text: "Ob einmalige Spende, Teaming, Patenschaft oder Mitgliedschaft: Jede Hilfe bringt einen Hund seinem Zuhause ein Stück näher. Danke, dass du an unserer Seite stehst!",
      dogs: "Unsere Hunde kennenlernen",
      contact: "Fragen? Schreib uns",
    },
  },
  es: {
    introHeading: "Por qué cuenta tu donación",
    intro: [
      "Somos una asociación pequeña que vive casi por completo de donaciones. Cada perro que sacamos de una perrera, de la calle o de un mal hogar necesita comida, un lugar seguro, atención veterinaria y mucho tiempo hasta llegar a su familia.",
      "Desde 2013 hemos dado así una nueva vida a más de 2.900 perros. Cada donación, grande o pequeña, hace posible el siguiente rescate.",
    ],
    usesHeading: "A qué destinamos tu donación",
    uses: {
      food: {
        title: "Comida y cuidados",
        text: "Buen pienso, mantas, correas y collares, protección contra parásitos y los cuidados diarios en la Finca Chaos y en nuestras casas de acogida.",
      },
      medical: {
        title: "Atención veterinaria",
        text: "Vacunas, microchip y pasaporte europeo, pruebas de enfermedades mediterráneas, esterilizaciones, operaciones y el tratamiento de perros enfermos y mayores.",
      },
      transport: {
        title: "Transporte",
        text: "El viaje de España a Alemania en condiciones adecuadas para los animales, con entrega en puntos fijos, además de los traslados al veterinario y entre nuestros centros.",
      },
      mediation: {
        title: "Adopciones y coordinación",
        text: "Asesoramiento a los adoptantes, visitas previas, contratos de adopción, seguimientos y la coordinación entre nuestros equipos de España y Alemania.",
      },
    },
    paymentHeading: "Cómo puedes donar",
    paymentIntro:
      "Haz una transferencia directamente a la cuenta de la asociación o utiliza PayPal. Con los botones de copiar tienes cada dato en el portapapeles con un solo clic.",
    bankHeading: "Transferencia bancaria",
    walletHeading: "PayPal",
    labels: {
      recipient: "Beneficiario",
      iban: "IBAN",
      bic: "BIC",
      walletEmail: "Correo de PayPal",
      walletLink: "Enlace de PayPal",
    },
    copyLabels: {
      recipient: "Copiar beneficiario",
      iban: "Copiar IBAN",
      bic: "Copiar BIC",
      walletEmail: "Copiar correo de PayPal",
      walletLink: "Copiar enlace de PayPal",
    },
    walletOpen: "Donar con PayPal",
    walletHint:
      "Si quieres, indica en el mensaje de PayPal a qué destinas tu donación, por ejemplo «Hospicio» o «Finca Chaos».",
    microHeading: "Teaming: desde 1 € al mes",
    microText:
      "Con Teaming donas 1 € cada mes, de forma automática y con baja en cualquier momento. Muchas pequeñas aportaciones se convierten en una ayuda estable con la que podemos planificar. Únete a uno de nuestros dos grupos:",
    microPerMonth: "1 € al mes",
    moreHeading: "Otras formas de ayudar",
    sponsorship: {
      title: "Apadrinar a un perro",
      text: "Desde 10 € al mes acompañas a un perro concreto hasta que encuentre su hogar. No hay límite máximo.",
      link: "Ver perros para apadrinar",
    },
    membership: {
      title: "Hacerse socio",
      text: "Desde 5 € al mes fortaleces nuestra asociación de forma duradera, como socio activo o colaborador. Puedes aportar más y cambiar tu cuota cuando quieras.",
      link: "Hacerme socio",
    },
    onSite: {
      title: "Echar una mano en persona",
      text: "En la Finca Chaos, cerca de Benicarló, los perros y el equipo agradecen toda ayuda: paseos, mimos, pequeñas obras y tareas de limpieza.",
      link: "Ir a la Finca Chaos",
    },
    faqHeading: "Preguntas frecuentes sobre las donaciones",
    faq: [
      {
        id: "donacion-llega",
        question: "¿Mi donación llega de verdad a los perros?",
        answer: [
          "Sí. Nuestro equipo es voluntario y mantenemos los gastos de gestión lo más bajos posible. Tu donación se destina a comida, veterinario, transportes y al alojamiento de nuestros perros.",
        ],
      },
      {
        id: "fin-concreto",
        question: "¿Puedo donar para un fin concreto?",
        answer: [
          "Sí. Indica en el concepto de la transferencia a qué destinas tu donación, por ejemplo «Hospicio», «Finca Chaos», «Residencia Monika» o el nombre de un perro.",
          "De las donaciones para el hospicio, la Finca Chaos y la Residencia Monika, el 10 % se destina a los proyectos generales de la asociación. Así también podemos ayudar a los perros para los que nadie dona de forma específica.",
        ],
      },
      {
        id: "teaming",
        question: "¿Qué es Teaming?",
        answer: [
          "Teaming es una plataforma de microdonaciones: apoyas a un grupo con 1 € al mes. Parece poco, pero entre muchos miembros se reúne una cantidad fija con la que podemos contar.",
          "Te registras una vez, te unes a uno de nuestros grupos y puedes darte de baja cuando quieras.",
        ],
      },
      {
        id: "apadrinar-socio",
        question: "¿Qué diferencia hay entre apadrinar y hacerse socio?",
        answer: [
          "Con un apadrinamiento desde 10 € al mes apoyas a un perro concreto, por ejemplo con los gastos de veterinario, comida y alojamiento, hasta que encuentre un hogar.",
          "Como socio, desde 5 € al mes, apoyas a toda la asociación. Los socios activos tienen derecho a voto en la asamblea; los socios colaboradores ayudan económicamente.",
        ],
      },
      {
        id: "cancelar-aportacion",
        question: "¿Puedo cancelar mi aportación periódica en cualquier momento?",
        answer: [
          "Sí. Una transferencia periódica la modificas o anulas tú mismo en tu banco, de Teaming te das de baja con un clic y un apadrinamiento lo terminas con un breve mensaje. La condición de socio se puede cancelar en cualquier momento a final de mes.",
        ],
      },
      {
        id: "donaciones-especie",
        question: "¿Puedo donar material o ayudar en persona?",
        answer: [
          "Por supuesto. Mantas, correas, collares, arneses y pienso siempre nos vienen bien. Pregúntanos antes qué necesitamos en este momento y dónde puedes entregarlo.",
          "Si vives cerca de Benicarló o estás de vacaciones por la zona, puedes ayudar en la Finca Chaos después de hablarlo con nosotros.",
        ],
      },
    ],
    cta: {
      heading: "Juntos damos un futuro a los perros callejeros",
      text: "Una donación puntual, Teaming, un apadrinamiento o hacerte socio: cada ayuda acerca a un perro a su hogar. ¡Gracias por estar a nuestro lado!",
      dogs: "Conocer a nuestros perros",
      contact: "¿Preguntas? Escríbenos",
    },
  },
} satisfies Record<Locale, DonationsContent>;
