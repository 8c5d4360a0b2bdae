import {
  faqAnchor,
  type Card,
  type FaqEntry,
  type FormSectionText,
  type Step,
  type Tuple,
} from "~/content/shapes";
import type { HeroFact } from "~/content/shapes";
import type { Locale } from "~/i18n/locale";

/** The foster-home page (spec 2): benefits, five steps, the application form, seven FAQ. */
export type FosterHomeContent = {
  heroFacts: readonly HeroFact[];
  benefits: { heading: string; intro: string; items: Tuple<Card, 3> };
  steps: { heading: string; intro: string; stepLabel: string; idPrefix: string; items: Tuple<Step, 5> };
  form: FormSectionText;
  faq: { heading: string; items: Tuple<FaqEntry, 7> };
};

const de: FosterHomeContent = {
  heroFacts: [
    { value: "4–6 Wochen", label: "dauert ein Pflegeaufenthalt meist" },
    { value: "5 Schritte", label: "von der Bewerbung bis zum Einzug" },
    { value: "2.900+", label: "gerettete Hunde seit 2013" },
  ],
  benefits: {
    heading: "Warum Pflegestelle werden?",
    intro:
      "Für viele Hunde ist eine Pflegestelle die Brücke zwischen dem Leben auf der Straße und ihrer neuen Familie.",
    items: [
      {
        icon: "heart",
        title: "Du rettest ein Leben",
        text: "Jeder Pflegeplatz macht in Spanien Platz für den nächsten Hund in Not. So hilfst du gleich zweimal.",
      },
      {
        icon: "home",
        title: "Ein Zuhause auf Zeit",
        text: "Meist 4 bis 6 Wochen lernt dein Pflegehund bei dir das Leben im Haus kennen – eine überschaubare Zeit mit großer Wirkung.",
      },
      {
        icon: "users",
        title: "Du bist nicht allein",
        text: "Wir tragen die Tierarztkosten und stehen dir mit einer festen Ansprechperson zur Seite, vom ersten Tag bis zur Vermittlung.",
      },
    ],
  },
  steps: {
    heading: "So wirst du Pflegestelle",
    intro: "In fünf Schritten vom ersten Interesse bis zum Einzug deines Pflegehundes.",
    stepLabel: "Schritt",
    idPrefix: "schritt",
    items: [
      {
        title: "Bewerbung",
        text: [
          [
            "Füll unten das ",
            { text: "Bewerbungsformular", to: { href: "#bewerbung" } },
            " aus und erzähl uns von dir, deinem Zuhause und deinem Alltag.",
          ],
        ],
      },
      {
        title: "Kennenlerngespräch",
        text: [
          "Wir rufen dich an oder sprechen per Video. Du lernst uns kennen und stellst deine Fragen, und wir erfahren, welcher Hund gut zu dir passen könnte.",
        ],
      },
      {
        title: "Vorkontrolle",
        text: [
          [
            "Eine Person aus unserem Team besucht dich zu Hause und schaut gemeinsam mit dir, ob alles für einen Pflegehund bereit ist. ",
            { text: "Mehr zur Vorkontrolle", to: faqAnchor("vorkontrolle") },
          ],
        ],
      },
      {
        title: "Matching",
        text: [
          "Wir wählen einen Hund aus, der zu dir, deiner Familie und deinen Tieren passt – mit allem, was wir über seinen Charakter wissen.",
        ],
      },
      {
        title: "Einzug und Begleitung",
        text: [
          "Dein Pflegehund zieht ein. Wir begleiten dich mit Rat und Tat, übernehmen die Tierarztkosten und suchen gemeinsam mit dir die passende Familie.",
        ],
      },
    ],
  },
  form: {
    heading: "Jetzt als Pflegestelle bewerben",
    intro: "Erzähl uns von dir – wir melden uns für ein erstes Kennenlerngespräch bei dir.",
    fallback:
      "Schreib uns eine E-Mail, ruf an oder schick uns eine WhatsApp-Nachricht – wir melden uns so schnell wie möglich.",
  },
  faq: {
    heading: "Häufige Fragen zur Pflegestelle",
    items: [
      {
        id: "pflege-dauer",
        question: "Wie lange bleibt ein Pflegehund bei mir?",
        answer: [
          "Meist 4 bis 6 Wochen, bis wir die passende Familie gefunden haben. Manchmal geht es schneller, manchmal dauert es etwas länger – allein lassen wir dich in keinem Fall.",
        ],
      },
      {
        id: "pflege-kosten",
        question: "Welche Kosten kommen auf mich zu?",
        answer: [
          "Die Tierarztkosten übernimmt der Verein. Für Futter und den Alltagsbedarf kommst du in der Regel selbst auf. Wenn das für dich schwierig ist, sprich uns an – wir finden eine Lösung.",
        ],
      },
      {
        id: "pflege-voraussetzungen",
        question: "Welche Voraussetzungen sollte ich mitbringen?",
        answer: [
          "Zeit, Geduld und ein Zuhause, in dem alle mit dem Pflegehund einverstanden sind. Wohnst du zur Miete, brauchen wir die Erlaubnis deiner Vermieterin oder deines Vermieters. Erfahrung mit Hunden hilft, ist aber keine Pflicht.",
        ],
      },
      {
        id: "pflege-alltag",
        question: "Kann ich auch mit Job oder anderen Tieren Pflegestelle sein?",
        answer: [
          "Ja, oft sogar gut: Ein souveräner Ersthund zeigt dem Neuankömmling, wie das Leben im Haus funktioniert. Wichtig ist, dass der Pflegehund in den ersten Tagen nicht lange allein bleibt. Beim Matching achten wir darauf, dass Hund und Alltag zusammenpassen.",
        ],
      },
      {
        id: "pflege-probleme",
        question: "Was passiert, wenn es nicht klappt?",
        answer: [
          "Dann sprich uns sofort an. Wir helfen mit Tipps und Kontakten zu Hundetrainerinnen und -trainern. Passt es trotzdem nicht, finden wir einen anderen Platz für den Hund. Niemand muss durchhalten, wenn es für Mensch oder Hund nicht gut ist.",
        ],
      },
      {
        id: "pflege-adoptieren",
        question: "Darf ich meinen Pflegehund selbst adoptieren?",
        answer: [
          "Ja. Wenn du merkst, dass ihr zusammengehört, kannst du deinen Pflegehund adoptieren – ganz regulär mit Schutzvertrag und Schutzgebühr. Das kommt gar nicht so selten vor.",
        ],
      },
      {
        id: "pflege-vermittlung",
        question: "Wie läuft die Vermittlung aus der Pflegestelle ab?",
        answer: [
          [
            "Wir stellen deinen Pflegehund ",
            { text: "bei unseren Hunden", to: { route: "dogs" } },
            " auf der Website vor; deine Beobachtungen aus dem Alltag helfen dabei sehr. Interessierte lernen den Hund bei dir kennen, und die Entscheidung treffen wir gemeinsam mit dir.",
          ],
        ],
      },
    ],
  },
};

const es: FosterHomeContent = {
  heroFacts: [
    { value: "4–6 semanas", label: "dura normalmente una acogida" },
    { value: "5 pasos", label: "de la solicitud a la llegada" },
    { value: "2.900+", label: "perros rescatados desde 2013" },
  ],
  benefits: {
    heading: "¿Por qué ser casa de acogida?",
    intro:
      "Para muchos perros, una casa de acogida es el puente entre la vida en la calle y su nueva familia.",
    items: [
      {
        icon: "heart",
        title: "Salvas una vida",
        text: "Cada acogida deja sitio en nuestras instalaciones para el siguiente perro que lo necesita. Así ayudas dos veces.",
      },
      {
        icon: "home",
        title: "Un hogar temporal",
        text: "Durante unas 4 a 6 semanas, tu perro de acogida descubre contigo la vida en casa: poco tiempo con un gran efecto.",
      },
      {
        icon: "users",
        title: "Con todo nuestro apoyo",
        text: "Cubrimos los gastos veterinarios y tienes una persona de contacto fija desde el primer día hasta la adopción.",
      },
    ],
  },
  steps: {
    heading: "Así te conviertes en casa de acogida",
    intro: "En cinco pasos, desde el primer interés hasta la llegada de tu perro de acogida.",
    stepLabel: "Paso",
    idPrefix: "paso",
    items: [
      {
        title: "Solicitud",
        text: [
          [
            "Rellena más abajo el ",
            { text: "formulario de solicitud", to: { href: "#solicitud" } },
            " y cuéntanos sobre ti, tu hogar y tu día a día.",
          ],
        ],
      },
      {
        title: "Conversación para conocernos",
        text: [
          "Te llamamos o hacemos una videollamada. Nos conoces y nos preguntas todo lo que quieras, y nosotros vemos qué perro podría encajar contigo.",
        ],
      },
      {
        title: "Control previo",
        text: [
          [
            "Una persona de nuestro equipo te visita en casa y comprueba contigo que todo está listo para recibir a un perro. ",
            { text: "Más sobre el control previo", to: faqAnchor("control-previo") },
          ],
        ],
      },
      {
        title: "Elección del perro",
        text: [
          "Elegimos un perro que encaje contigo, con tu familia y con tus animales, con todo lo que sabemos de su carácter.",
        ],
      },
      {
        title: "Llegada y acompañamiento",
        text: [
          "Tu perro de acogida llega a casa. Te acompañamos con consejos, cubrimos los gastos veterinarios y buscamos contigo la familia adecuada.",
        ],
      },
    ],
  },
  form: {
    heading: "Solicita ser casa de acogida",
    intro: "Cuéntanos sobre ti y te contactaremos para una primera conversación.",
    fallback: "Escríbenos un correo, llámanos o envíanos un WhatsApp: te responderemos lo antes posible.",
  },
  faq: {
    heading: "Preguntas frecuentes sobre la acogida",
    items: [
      {
        id: "acogida-duracion",
        question: "¿Cuánto tiempo se queda un perro de acogida?",
        answer: [
          "Normalmente de 4 a 6 semanas, hasta que encontramos a la familia adecuada. A veces va más rápido y a veces tarda un poco más; en cualquier caso, seguimos a tu lado.",
        ],
      },
      {
        id: "acogida-gastos",
        question: "¿Qué gastos tendré?",
        answer: [
          "La asociación cubre los gastos veterinarios. La comida y lo necesario para el día a día suelen correr de tu cuenta. Si eso te supone un problema, háblalo con nosotros y buscaremos una solución.",
        ],
      },
      {
        id: "acogida-requisitos",
        question: "¿Qué requisitos necesito?",
        answer: [
          "Tiempo, paciencia y un hogar en el que todos estén de acuerdo con la acogida. Si vives de alquiler, necesitamos el permiso de la propiedad. La experiencia con perros ayuda, pero no es imprescindible.",
        ],
      },
      {
        id: "acogida-rutina",
        question: "¿Puedo acoger si trabajo o tengo otros animales?",
        answer: [
          "Sí, y a menudo es una ventaja: un perro equilibrado en casa enseña al recién llegado cómo funciona la vida en familia. Lo importante es que el perro no pase mucho tiempo solo los primeros días. Al elegir el perro nos aseguramos de que encaje con tu rutina.",
        ],
      },
      {
        id: "acogida-problemas",
        question: "¿Qué pasa si no funciona?",
        answer: [
          "Avísanos enseguida. Te ayudamos con consejos y contactos de educadores caninos. Si aun así no encaja, buscamos otro lugar para el perro. Nadie tiene que aguantar si la situación no es buena para la persona o para el perro.",
        ],
      },
      {
        id: "acogida-adoptar",
        question: "¿Puedo adoptar a mi perro de acogida?",
        answer: [
          "Sí. Si descubrís que estáis hechos el uno para el otro, puedes adoptarlo por la vía habitual, con contrato y cuota de adopción. Pasa más a menudo de lo que crees.",
        ],
      },
      {
        id: "acogida-adopcion",
        question: "¿Cómo se busca familia desde la casa de acogida?",
        answer: [
          [
            "Presentamos a tu perro de acogida ",
            { text: "junto a nuestros perros", to: { route: "dogs" } },
            " en la web, y tus observaciones del día a día nos ayudan mucho. Las personas interesadas lo conocen en tu casa y tomamos la decisión junto contigo.",
          ],
        ],
      },
    ],
  },
};

export const fosterHomeContent = { de, es } satisfies Record<Locale, FosterHomeContent>;
