import type { Card, FaqEntry, FormSectionText, Step, Tuple } from "~/content/shapes";
import type { HeroFact } from "~/content/shapes";
import { formatEuro, membershipMinimumMonthly } from "~/domain/fees";
import type { Locale } from "~/i18n/locale";

export type MembershipKind = { title: string; summary: string; points: readonly string[] };

/** The membership page (spec 2): three pillars, the two kinds, three steps, the form, five FAQ. */
export type MembershipContent = {
  heroFacts: Tuple<HeroFact, 3>;
  pillars: { heading: string; intro: string; items: Tuple<Card, 3> };
  kinds: { heading: string; intro: string; active: MembershipKind; supporting: MembershipKind; note: string };
  steps: {
    heading: string;
    intro: string;
    stepLabel: string;
    idPrefix: string;
    items: Tuple<Step, 3>;
    button: string;
  };
  form: FormSectionText;
  faq: { heading: string; items: Tuple<FaqEntry, 5> };
  offer: { name: string; description: string };
};

const minimum = {
  de: formatEuro(membershipMinimumMonthly, "de"),
  es: formatEuro(membershipMinimumMonthly, "es"),
};

const de: MembershipContent = {
  heroFacts: [
    { value: `ab ${minimum.de}`, label: "im Monat" },
    { value: "aktiv oder fördernd", label: "du entscheidest, wie du hilfst" },
    { value: "jederzeit", label: "kündbar zum Monatsende" },
  ],
  pillars: {
    heading: "Dein Beitrag rettet Leben",
    intro: `Mit deiner Mitgliedschaft ab ${minimum.de} im Monat sicherst du unsere Arbeit langfristig – planbar und verlässlich.`,
    items: [
      {
        icon: "truck",
        title: "Rettungsaktionen",
        text: "Wir holen Hunde von der Straße, aus der Perrera und aus schlechter Haltung – oft in letzter Minute.",
      },
      {
        icon: "medical",
        title: "Medizinische Versorgung",
        text: "Impfungen, Kastrationen, Tests auf Mittelmeerkrankheiten und Operationen: Dein Beitrag bezahlt, was unsere Hunde brauchen, um gesund zu werden.",
      },
      {
        icon: "home",
        title: "Vermittlung",
        text: "Vorkontrolle, Transport und Nachbetreuung – damit jeder Hund in die Familie kommt, die wirklich zu ihm passt.",
      },
    ],
  },
  kinds: {
    heading: "Aktiv oder fördernd – du entscheidest",
    intro:
      "Beide Mitgliedschaften helfen unseren Hunden. Sie unterscheiden sich darin, wie du dich einbringst.",
    active: {
      title: "Aktives Mitglied",
      summary: "Du packst mit an und entscheidest mit.",
      points: [
        "Stimmrecht in der Mitgliederversammlung",
        "eine Aufgabe, die zu dir passt – etwa als Pflegestelle oder bei der Organisation von Transporten",
        `Beitrag ab ${minimum.de} im Monat`,
      ],
    },
    supporting: {
      title: "Fördermitglied",
      summary: "Du unterstützt uns finanziell – ohne weitere Verpflichtungen.",
      points: [
        "regelmäßige finanzielle Hilfe für unsere Hunde",
        "kein Stimmrecht und keine Aufgaben im Verein",
        `Beitrag ab ${minimum.de} im Monat`,
      ],
    },
    note: "Du kannst jederzeit kündigen; die Kündigung wird zum Monatsende wirksam. Die Höhe deines Beitrags kannst du jederzeit ändern.",
  },
  steps: {
    heading: "In drei Schritten Mitglied werden",
    intro: "Der Antrag dauert nur wenige Minuten.",
    stepLabel: "Schritt",
    idPrefix: "schritt",
    items: [
      {
        title: "Mitgliedsart wählen",
        text: ["Entscheide dich für eine aktive Mitgliedschaft oder eine Fördermitgliedschaft."],
      },
      {
        title: "Antrag ausfüllen",
        text: [
          "Trag deine Daten, deine Adresse und die gewünschte Zahlungsweise ein: monatlich, vierteljährlich, halbjährlich oder jährlich.",
        ],
      },
      {
        title: "Willkommen im Verein",
        text: [
          "Wir bestätigen deinen Antrag. Deine Mitgliedschaft beginnt am Ersten eines Monats, frühestens im nächsten Monat.",
        ],
      },
    ],
    button: "Jetzt Mitglied werden",
  },
  form: {
    heading: "Dein Mitgliedsantrag",
    intro:
      "In vier kurzen Schritten: Mitgliedsart, persönliche Daten, Adresse und Kontakt, Zahlungsweise. Mitglied werden kannst du ab 18 Jahren.",
    fallback:
      "Du möchtest Mitglied werden? Schreib uns eine E-Mail, ruf an oder schick uns eine WhatsApp-Nachricht – wir schicken dir alles Nötige.",
  },
  faq: {
    heading: "Häufige Fragen zur Mitgliedschaft",
    items: [
      {
        id: "faq-beitrag",
        question: "Wie hoch ist der Mitgliedsbeitrag?",
        answer: [
          `Der Beitrag beginnt bei ${minimum.de} im Monat. Du kannst gern mehr geben und die Höhe jederzeit ändern – sag uns einfach Bescheid, im Antrag musst du dafür nichts eintragen. Zahlen kannst du monatlich, vierteljährlich, halbjährlich oder jährlich.`,
        ],
      },
      {
        id: "faq-aktiv-foerdernd",
        question: "Was unterscheidet aktive Mitglieder von Fördermitgliedern?",
        answer: [
          "Aktive Mitglieder haben Stimmrecht in der Mitgliederversammlung und übernehmen eine Aufgabe im Verein, zum Beispiel als Pflegestelle oder bei der Organisation von Transporten. Fördermitglieder unterstützen uns finanziell und haben kein Stimmrecht.",
        ],
      },
      {
        id: "faq-kuendigung",
        question: "Kann ich jederzeit kündigen?",
        answer: [
          "Ja. Du kannst deine Mitgliedschaft jederzeit kündigen; die Kündigung wird zum Ende des Monats wirksam. Eine kurze E-Mail genügt.",
        ],
      },
      {
        id: "faq-beginn",
        question: "Ab wann bin ich Mitglied?",
        answer: [
          "Deine Mitgliedschaft beginnt am Ersten eines Monats, frühestens am Ersten des nächsten Monats. Das Eintrittsdatum wählst du im Antrag.",
        ],
      },
      {
        id: "faq-wer",
        question: "Wer kann Mitglied werden?",
        answer: [
          "Jede Person ab 18 Jahren, ganz gleich, ob du in Deutschland, in Spanien oder anderswo lebst. Erfahrung im Tierschutz brauchst du nicht – nur ein Herz für Hunde.",
        ],
      },
    ],
  },
  offer: {
    name: "Mitgliedschaft im Tierschutzverein",
    description: `Aktive Mitgliedschaft oder Fördermitgliedschaft ab ${minimum.de} im Monat, jederzeit zum Monatsende kündbar.`,
  },
};

const es: MembershipContent = {
  heroFacts: [
    { value: `desde ${minimum.es}`, label: "al mes" },
    { value: "activo o colaborador", label: "tú decides cómo ayudar" },
    { value: "sin permanencia", label: "baja efectiva a final de mes" },
  ],
  pillars: {
    heading: "Tu aportación salva vidas",
    intro: `Con tu cuota de socio desde ${minimum.es} al mes aseguras nuestro trabajo a largo plazo, de forma estable y previsible.`,
    items: [
      {
        icon: "truck",
        title: "Rescates",
        text: "Sacamos perros de la calle, de la perrera y de situaciones de abandono, muchas veces en el último momento.",
      },
      {
        icon: "medical",
        title: "Atención veterinaria",
        text: "Vacunas, esterilizaciones, pruebas de enfermedades mediterráneas y operaciones: tu aportación paga lo que nuestros perros necesitan para recuperarse.",
      },
      {
        icon: "home",
        title: "Adopción",
        text: "Control previo, traslado y seguimiento, para que cada perro llegue a la familia que de verdad le corresponde.",
      },
    ],
  },
  kinds: {
    heading: "Activo o colaborador: tú decides",
    intro: "Las dos modalidades ayudan a nuestros perros. Se diferencian en la forma en que participas.",
    active: {
      title: "Socio activo",
      summary: "Echas una mano y participas en las decisiones.",
      points: [
        "derecho a voto en la asamblea de socios",
        "una tarea a tu medida, por ejemplo como casa de acogida o en la organización de traslados",
        `cuota desde ${minimum.es} al mes`,
      ],
    },
    supporting: {
      title: "Socio colaborador",
      summary: "Nos apoyas económicamente, sin más compromisos.",
      points: [
        "ayuda económica periódica para nuestros perros",
        "sin derecho a voto y sin tareas en la asociación",
        `cuota desde ${minimum.es} al mes`,
      ],
    },
    note: "Puedes darte de baja en cualquier momento, con efecto a final de mes. Y puedes cambiar el importe de tu cuota cuando quieras.",
  },
  steps: {
    heading: "Hazte socio en tres pasos",
    intro: "La solicitud solo te llevará unos minutos.",
    stepLabel: "Paso",
    idPrefix: "paso",
    items: [
      {
        title: "Elige la modalidad",
        text: ["Decide si quieres ser socio activo o socio colaborador."],
      },
      {
        title: "Rellena la solicitud",
        text: [
          "Introduce tus datos, tu dirección y la forma de pago que prefieras: mensual, trimestral, semestral o anual.",
        ],
      },
      {
        title: "Bienvenida a la asociación",
        text: [
          "Confirmamos tu solicitud. Tu condición de socio empieza el día 1 de un mes, como pronto el del mes siguiente.",
        ],
      },
    ],
    button: "Hazte socio ahora",
  },
  form: {
    heading: "Tu solicitud de socio",
    intro:
      "En cuatro pasos breves: modalidad, datos personales, dirección y contacto, y forma de pago. Para hacerte socio debes ser mayor de edad.",
    fallback:
      "¿Quieres hacerte socio? Escríbenos un correo, llámanos o envíanos un WhatsApp y te enviaremos todo lo necesario.",
  },
  faq: {
    heading: "Preguntas frecuentes sobre la membresía",
    items: [
      {
        id: "faq-cuota",
        question: "¿Cuánto es la cuota de socio?",
        answer: [
          `La cuota empieza en ${minimum.es} al mes. Puedes aportar más y cambiar el importe cuando quieras: basta con decírnoslo, en la solicitud no tienes que indicar nada. Puedes pagar de forma mensual, trimestral, semestral o anual.`,
        ],
      },
      {
        id: "faq-activo-colaborador",
        question: "¿Qué diferencia hay entre socio activo y socio colaborador?",
        answer: [
          "Los socios activos tienen derecho a voto en la asamblea de socios y asumen una tarea en la asociación, por ejemplo como casa de acogida o en la organización de traslados. Los socios colaboradores nos apoyan económicamente y no tienen derecho a voto.",
        ],
      },
      {
        id: "faq-baja",
        question: "¿Puedo darme de baja en cualquier momento?",
        answer: [
          "Sí. Puedes darte de baja cuando quieras y la baja es efectiva a final de mes. Basta con un correo electrónico.",
        ],
      },
      {
        id: "faq-alta",
        question: "¿Desde cuándo soy socio?",
        answer: [
          "Tu condición de socio empieza el día 1 de un mes, como pronto el del mes siguiente. La fecha de alta la eliges en la solicitud.",
        ],
      },
      {
        id: "faq-quien",
        question: "¿Quién puede hacerse socio?",
        answer: [
          "Cualquier persona mayor de 18 años, vivas en España, en Alemania o en otro lugar. No necesitas experiencia en protección animal: solo cariño por los perros.",
        ],
      },
    ],
  },
  offer: {
    name: "Cuota de socio de la asociación protectora",
    description: `Socio activo o colaborador desde ${minimum.es} al mes, con baja posible en cualquier momento a final de mes.`,
  },
};

export const membershipContent = { de, es } satisfies Record<Locale, MembershipContent>;
