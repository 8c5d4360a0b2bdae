import {
  faqAnchor,
  type Card,
  type FaqEntry,
  type FormSectionText,
  type Paragraph,
  type Step,
  type Tuple,
} from "~/components/pages/content";
import type { HeroFact } from "~/components/pages/hero-facts";
import { formattedAdoptionFee } from "~/domain/fees";
import type { Locale } from "~/i18n/locale";

/** The adoption page (spec 1 section 2.8): seven steps, transparency and fee, 12 FAQ, contact. */
export type AdoptionContent = {
  heroFacts: readonly HeroFact[];
  steps: { heading: string; intro: string; stepLabel: string; idPrefix: string; items: Tuple<Step, 7> };
  transparency: {
    heading: string;
    intro: string;
    items: readonly Card[];
    fee: { heading: string; amount: string; intro: string; covers: readonly string[]; note: string };
  };
  faq: { heading: string; intro: Paragraph; items: Tuple<FaqEntry, 12> };
  contact: FormSectionText & { privacy: { before: string; link: string; newTab: string; after: string } };
};

const fee = { de: formattedAdoptionFee("de"), es: formattedAdoptionFee("es") };

const de: AdoptionContent = {
  heroFacts: [
    { value: "7", label: "Schritte bis zu deinem Hund" },
    { value: "ca. 2–4 Wochen", label: "von der Zusage bis zur Ankunft" },
    { value: fee.de, label: "Schutzgebühr inkl. Transport" },
  ],
  steps: {
    heading: "Schritt für Schritt zu deinem Hund",
    intro: "So begleiten wir dich – vom ersten Verlieben bis weit nach dem Einzug.",
    stepLabel: "Schritt",
    idPrefix: "schritt",
    items: [
      {
        title: "Hund finden",
        text: [
          [
            "Schau dir in Ruhe ",
            { text: "unsere Hunde", to: { route: "dogs" } },
            " an. Jedes Profil verrät dir, wie der Hund tickt, wie er sich mit Artgenossen, Katzen und Kindern versteht und wo er gerade lebt.",
          ],
        ],
      },
      {
        title: "Erster Kontakt",
        text: [
          "Schreib uns per E-Mail oder WhatsApp, welcher Hund dich interessiert, und erzähl uns ein wenig von dir: Wohnsituation, Alltag, Erfahrung mit Hunden. Wir beantworten deine Fragen und sagen dir ehrlich, ob der Hund zu deinem Leben passt.",
        ],
      },
      {
        title: "Vorkontrolle und Kennenlernen",
        text: [
          [
            "Passt es von beiden Seiten, besucht dich eine Person aus unserem Team zu Hause. Bei dieser Vorkontrolle lernen wir uns persönlich kennen und schauen gemeinsam, ob Hund und Zuhause zusammenpassen. ",
            { text: "So läuft die Vorkontrolle ab", to: faqAnchor("vorkontrolle") },
          ],
        ],
      },
      {
        title: "Schutzvertrag und Schutzgebühr",
        text: [
          [
            `Danach schließen wir mit dir einen Schutzvertrag, der die Rechte des Hundes und unsere gegenseitigen Pflichten festhält. Die Schutzgebühr von ${fee.de} deckt den Transport nach Deutschland, die Ausreisepapiere und die tierärztliche Versorgung. Mehr zum `,
            { text: "Schutzvertrag", to: faqAnchor("schutzvertrag") },
            " und zu den ",
            { text: "Kosten", to: faqAnchor("kosten") },
            ".",
          ],
        ],
      },
      {
        title: "Ausreise vorbereiten, Transporttag und Ankunft",
        text: [
          "Wir bereiten die Ausreise vor: letzter Tierarzt-Check, EU-Heimtierausweis und Ausreisepapiere. Am Transporttag halten wir dich auf dem Laufenden; die Fahrt nach Deutschland dauert etwa 1 bis 1,5 Tage.",
          "Übergabepunkte sind Freiburg, Karlsruhe, Frankfurt, Köln, Dortmund, Hannover, Seevetal bei Hamburg und Berlin.",
        ],
      },
      {
        title: "Übergabe mit EU-Heimtierausweis",
        text: [
          "Du nimmst deinen Hund zusammen mit seinem EU-Heimtierausweis in Empfang. Darin sind seine Chipnummer, die Impfungen und alle Behandlungen eingetragen. Dazu bekommst du Tipps für die ersten Tage im neuen Zuhause.",
        ],
      },
      {
        title: "Nachbetreuung und Halterwechsel melden",
        text: [
          [
            "Melde den Halterwechsel bei einem Haustierregister wie TASSO oder FINDEFIX, damit dein Hund über seinen Chip immer zu dir zurückfindet. Auch nach der Adoption sind wir für dich da und melden uns nach einigen Wochen zur ",
            { text: "Nachkontrolle", to: faqAnchor("nachkontrolle") },
            ".",
          ],
        ],
      },
    ],
  },
  transparency: {
    heading: "Transparenz: So ist dein Hund versorgt",
    intro: "Jeder Hund verlässt Spanien gesund versorgt und mit allen nötigen Papieren.",
    items: [
      {
        icon: "medical",
        title: "Geimpft nach EU-Standard",
        text: "Tollwut und die üblichen Grundimpfungen – alles eingetragen im EU-Heimtierausweis.",
      },
      {
        icon: "chip",
        title: "Gechippt und registriert",
        text: "Jeder Hund trägt einen Mikrochip und ist registriert, damit er jederzeit eindeutig zugeordnet werden kann.",
      },
      {
        icon: "shield",
        title: "Getestet und kastriert ab ca. 1 Jahr",
        text: "Hunde ab etwa einem Jahr werden auf Mittelmeerkrankheiten getestet und in der Regel kastriert. Welpen sind noch nicht kastriert.",
      },
      {
        icon: "truck",
        title: "Tierschutzgerechter Transport",
        text: "Mit einem zugelassenen Transportunternehmen, mit Pausen, Wasser und Betreuung – in etwa 1 bis 1,5 Tagen nach Deutschland.",
      },
    ],
    fee: {
      heading: "Die Schutzgebühr",
      amount: fee.de,
      intro: `Die Schutzgebühr beträgt einmalig ${fee.de}. Sie deckt:`,
      covers: [
        "den Transport nach Deutschland",
        "die Ausreisegenehmigung und alle Papiere",
        "die tierärztliche Versorgung: Impfungen, Chip, Tests und ab etwa einem Jahr die Kastration",
      ],
      note: "Die Schutzgebühr ist kein Kaufpreis: Sie deckt einen Teil unserer Kosten und schützt die Hunde vor unüberlegten Adoptionen.",
    },
  },
  faq: {
    heading: "Häufige Fragen zur Adoption",
    intro: [
      "Die wichtigsten Antworten auf einen Blick. Noch mehr findest du auf unserer Seite mit ",
      { text: "häufigen Fragen", to: { route: "faq" } },
      ".",
    ],
    items: [
      {
        id: "faq-dauer",
        question: "Wie lange dauert eine Adoption?",
        answer: [
          "Von der Zusage bis zur Ankunft deines Hundes vergehen meist etwa 2 bis 4 Wochen. Diese Zeit brauchen wir für Vorkontrolle, Schutzvertrag, die tierärztliche Vorbereitung und die Ausreisepapiere. Der Transport selbst dauert dann nur etwa 1 bis 1,5 Tage.",
        ],
      },
      {
        id: "faq-kosten",
        question: "Was kostet eine Adoption?",
        answer: [
          `Die Schutzgebühr beträgt ${fee.de}. Darin enthalten sind der Transport nach Deutschland, die Ausreisegenehmigung sowie die tierärztliche Versorgung mit Impfungen, Chip, Tests und – bei Hunden ab etwa einem Jahr – der Kastration. Weitere Vermittlungskosten entstehen dir nicht.`,
        ],
      },
      {
        id: "faq-vorkontrolle",
        question: "Was passiert bei der Vorkontrolle?",
        answer: [
          "Eine ehrenamtliche Person aus unserem Netzwerk besucht dich nach Absprache zu Hause. Ihr sprecht über deinen Alltag, deine Erfahrung und den Hund, der dich interessiert, und schaut euch gemeinsam Wohnung, Garten und Umgebung an.",
          "Das ist keine Prüfung: Wir möchten sicher sein, dass Hund und Mensch gut zueinander passen.",
        ],
      },
      {
        id: "faq-schutzvertrag",
        question: "Was steht im Schutzvertrag?",
        answer: [
          "Du verpflichtest dich, den Hund artgerecht zu halten, ihn tierärztlich versorgen zu lassen und ihn nicht ohne Absprache mit uns abzugeben. Wir verpflichten uns, dich auch nach der Adoption zu begleiten und einen neuen Platz für den Hund zu finden, falls es trotz allem nicht klappt. So gibt der Vertrag dir und dem Hund Sicherheit.",
        ],
      },
      {
        id: "faq-transport",
        question: "Wie kommt der Hund nach Deutschland?",
        answer: [
          "Mit einem tierschutzgerechten Transport: Ein zugelassenes Transportunternehmen bringt die Hunde in gut belüfteten Fahrzeugen mit regelmäßigen Pausen, Wasser und Betreuung nach Deutschland. Die Fahrt dauert etwa 1 bis 1,5 Tage. Jeder Hund reist mit EU-Heimtierausweis und allen nötigen Papieren.",
        ],
      },
      {
        id: "faq-uebergabe",
        question: "Wo nehme ich meinen Hund in Empfang?",
        answer: [
          "An einem unserer Übergabepunkte in Deutschland: Freiburg, Karlsruhe, Frankfurt, Köln, Dortmund, Hannover, Seevetal bei Hamburg und Berlin. Uhrzeit und genauen Treffpunkt erfährst du rechtzeitig vor dem Transport.",
        ],
      },
      {
        id: "faq-kennenlernen",
        question: "Kann ich den Hund vorher kennenlernen?",
        answer: [
          [
            "Die meisten unserer Hunde leben bis zur Ausreise in Spanien, zum Beispiel auf der ",
            { text: "Finca Chaos", to: { route: "fincaChaos" } },
            " bei Benicarló. Du bist dort herzlich willkommen. Ist ein Besuch nicht möglich, schicken wir dir aktuelle Fotos und Videos und erzählen dir ausführlich, was unser Team über den Hund weiß.",
          ],
        ],
      },
      {
        id: "faq-gesundheit",
        question: "Sind die Hunde geimpft, gechippt und kastriert?",
        answer: [
          "Ja. Jeder Hund ist nach EU-Standard geimpft, gechippt und registriert. Hunde ab etwa einem Jahr werden vor der Ausreise auf Mittelmeerkrankheiten getestet und in der Regel kastriert. Welpen sind noch nicht kastriert; das übernimmst du später in Absprache mit deiner Tierarztpraxis.",
        ],
      },
      {
        id: "faq-mittelmeer",
        question: "Was hat es mit dem Mittelmeer-Check auf sich?",
        answer: [
          "In Südeuropa übertragen Mücken und Zecken Krankheiten wie Leishmaniose, Ehrlichiose, Babesiose, Anaplasmose oder Herzwurm (Dirofilariose). Wir lassen Hunde ab etwa einem Jahr darauf testen und teilen dir jedes Ergebnis offen mit.",
          "Ein positiver Befund ist kein Ausschlussgrund: Mit der richtigen Behandlung führen viele betroffene Hunde ein ganz normales Leben. Wir beraten dich dazu ehrlich.",
        ],
      },
      {
        id: "faq-welpen",
        question: "Kann ich einen Welpen adoptieren?",
        answer: [
          "Ja, auch Welpen suchen ein Zuhause. Bedenke aber: Welpen sind noch nicht kastriert, manche Tests sind erst ab etwa einem Jahr aussagekräftig, und sie brauchen viel Zeit, Geduld und Erziehung.",
          "Eine gute Alternative sind junge Hunde zwischen 6 und 12 Monaten: noch verspielt, aber schon etwas gefestigter.",
        ],
      },
      {
        id: "faq-rueckgabe",
        question: "Was passiert, wenn es nicht klappt?",
        answer: [
          "Manchmal passt es trotz guter Vorbereitung nicht. Sprich uns dann bitte sofort an: Oft helfen schon ein paar Tipps oder eine Trainerin aus unserem Netzwerk. Ist eine Trennung unvermeidlich, suchen wir gemeinsam mit dir einen neuen Platz für den Hund, zum Beispiel in einer Pflegestelle. Deshalb gibst du den Hund laut Schutzvertrag nur in Absprache mit uns ab.",
        ],
      },
      {
        id: "faq-folgekosten",
        question: "Mit welchen laufenden Kosten muss ich rechnen?",
        answer: [
          "Neben Futter, Zubehör und Tierarztbesuchen solltest du eine Hundehaftpflichtversicherung abschließen. Sie kostet etwa 50 bis 100 € im Jahr und ist in mehreren Bundesländern Pflicht. Hinzu kommt die Hundesteuer deiner Gemeinde. Eine Krankenversicherung für Hunde ist freiwillig, kann aber sinnvoll sein.",
        ],
      },
    ],
  },
  contact: {
    heading: "Fragen zur Adoption? Schreib uns",
    intro:
      "Du hast dich in einen Hund verliebt oder möchtest erst einmal mehr wissen? Schick uns eine Nachricht – wir melden uns persönlich bei dir.",
    fallback:
      "Schreib uns eine E-Mail, ruf an oder schick uns eine WhatsApp-Nachricht – wir melden uns so schnell wie möglich.",
    privacy: {
      before: "Wie wir mit deinen Angaben umgehen, erklären wir in unserer ",
      link: "Datenschutzerklärung",
      newTab: "(öffnet in neuem Tab)",
      after: ".",
    },
  },
};

const es: AdoptionContent = {
  heroFacts: [
    { value: "7", label: "pasos hasta tu perro" },
    { value: "1–2 semanas", label: "desde el primer contacto hasta la recogida" },
    { value: fee.es, label: "cuota de adopción" },
  ],
  steps: {
    heading: "Paso a paso hasta tu perro",
    intro: "Así te acompañamos, desde el primer flechazo hasta mucho después de la llegada a casa.",
    stepLabel: "Paso",
    idPrefix: "paso",
    items: [
      {
        title: "Encuentra a tu perro",
        text: [
          [
            "Echa un vistazo con calma a ",
            { text: "nuestros perros", to: { route: "dogs" } },
            ". Cada ficha te cuenta cómo es el perro, cómo se lleva con otros perros, con gatos y con niños, y dónde vive ahora.",
          ],
        ],
      },
      {
        title: "Primer contacto",
        text: [
          "Escríbenos por correo electrónico o por WhatsApp qué perro te interesa y cuéntanos un poco sobre ti: tu vivienda, tu día a día, tu experiencia con perros. Respondemos a tus preguntas y te decimos con sinceridad si el perro encaja en tu vida.",
        ],
      },
      {
        title: "Control previo y primer encuentro",
        text: [
          [
            "Si todo encaja por ambas partes, una persona de nuestro equipo te visita en casa. En este control previo nos conocemos en persona y vemos juntos si el perro y tu hogar están hechos el uno para el otro. ",
            { text: "Así es el control previo", to: faqAnchor("control-previo") },
          ],
        ],
      },
      {
        title: "Contrato de adopción y cuota",
        text: [
          [
            `Después firmamos contigo un contrato de adopción que recoge los derechos del perro y nuestros compromisos mutuos. La cuota de adopción de ${fee.es} cubre la recogida en nuestras instalaciones de Benicarló y la atención veterinaria. Más sobre el `,
            { text: "contrato", to: faqAnchor("schutzvertrag") },
            " y los ",
            { text: "costes", to: faqAnchor("kosten") },
            ".",
          ],
        ],
      },
      {
        title: "Visita y recogida en Benicarló: el gran día",
        text: [
          "Acordamos contigo el día de la visita en nuestras instalaciones de Benicarló. Allí conoces a tu perro en persona, dais un paseo juntos y resolvemos tus últimas dudas.",
          "Si todo encaja, llega el gran día: tu perro se va contigo a casa.",
        ],
      },
      {
        title: "Entrega con pasaporte europeo",
        text: [
          "Te entregamos a tu perro con su pasaporte europeo para animales de compañía, en el que constan su número de microchip, sus vacunas y todos sus tratamientos. Además, te damos consejos para los primeros días en casa.",
        ],
      },
      {
        title: "Seguimiento y cambio de titular",
        text: [
          [
            "Comunica el cambio de titular en el registro de animales de compañía de tu comunidad autónoma (en la Comunitat Valenciana, el RIVIA) para que tu perro siempre pueda volver a ti gracias a su microchip. Después de la adopción seguimos a tu lado y, pasadas unas semanas, te contactamos para el ",
            { text: "seguimiento", to: faqAnchor("nachkontrolle") },
            ".",
          ],
        ],
      },
    ],
  },
  transparency: {
    heading: "Transparencia: así está atendido tu perro",
    intro: "Cada perro llega a su nueva familia sano, bien atendido y con toda la documentación en regla.",
    items: [
      {
        icon: "medical",
        title: "Vacunado según la normativa europea",
        text: "La rabia y las vacunas básicas habituales, todo anotado en su pasaporte europeo.",
      },
      {
        icon: "chip",
        title: "Con microchip y registrado",
        text: "Cada perro lleva microchip y está registrado, para que siempre se pueda identificar sin lugar a dudas.",
      },
      {
        icon: "shield",
        title: "Con pruebas y esterilizado a partir de 1 año",
        text: "A partir de un año aproximadamente, los perros se someten a las pruebas de enfermedades mediterráneas y, por lo general, se esterilizan. Los cachorros aún no están esterilizados.",
      },
    ],
    fee: {
      heading: "La cuota de adopción",
      amount: fee.es,
      intro: `La cuota de adopción es de ${fee.es}, en un único pago. Cubre:`,
      covers: [
        "la recogida en nuestras instalaciones de Benicarló",
        "la atención veterinaria: vacunas, microchip, pruebas y, a partir de un año aproximadamente, la esterilización",
        "el pasaporte europeo y toda la documentación",
      ],
      note: "La cuota no es un precio de venta: cubre parte de nuestros gastos y protege a los perros de adopciones impulsivas.",
    },
  },
  faq: {
    heading: "Preguntas frecuentes sobre la adopción",
    intro: [
      "Las respuestas más importantes de un vistazo. Encontrarás muchas más en nuestras ",
      { text: "preguntas frecuentes", to: { route: "faq" } },
      ".",
    ],
    items: [
      {
        id: "faq-duracion",
        question: "¿Cuánto tarda una adopción?",
        answer: [
          "Normalmente pasan entre 1 y 2 semanas desde que nos escribes hasta que te llevas a tu perro a casa. En ese tiempo hacemos el control previo, firmamos el contrato de adopción y preparamos al perro para su nueva vida.",
        ],
      },
      {
        id: "faq-coste",
        question: "¿Cuánto cuesta adoptar?",
        answer: [
          `La cuota de adopción es de ${fee.es}. Incluye la recogida en nuestras instalaciones de Benicarló, la atención veterinaria (vacunas, microchip, pruebas y, a partir de un año aproximadamente, la esterilización) y el pasaporte europeo. No hay más gastos de adopción.`,
        ],
      },
      {
        id: "faq-control-previo",
        question: "¿En qué consiste el control previo?",
        answer: [
          "Una persona voluntaria de nuestro equipo te visita en casa el día que acordemos. Habláis de tu día a día, de tu experiencia con perros y del perro que te interesa, y veis juntos la vivienda y el entorno.",
          "No es un examen: solo queremos asegurarnos de que el perro y la familia encajan.",
        ],
      },
      {
        id: "faq-contrato",
        question: "¿Qué es el contrato de adopción?",
        answer: [
          "Con el contrato te comprometes a cuidar del perro de forma responsable, a darle atención veterinaria y a no cederlo a nadie sin hablarlo antes con nosotros. Nosotros nos comprometemos a acompañarte también después de la adopción y a buscarle un nuevo hogar si, a pesar de todo, no sale bien. Así, el contrato os da seguridad a ti y al perro.",
        ],
      },
      {
        id: "faq-visita",
        question: "¿Cómo es la visita en Benicarló?",
        answer: [
          "Quedamos contigo en nuestras instalaciones de Benicarló. Allí conoces a tu perro con calma, dais un paseo juntos y te contamos todo lo que sabemos de él: su carácter, sus costumbres y su salud. Si ya tienes perro, puede venir contigo para que se conozcan en terreno neutral.",
        ],
      },
      {
        id: "faq-recogida",
        question: "¿Qué tengo que llevar el día de la recogida?",
        answer: [
          "Trae un collar o un arnés bien ajustado, una correa y, si vienes en coche, un transportín o un cinturón de seguridad para perros. No olvides tu DNI o NIE para el contrato. Nosotros te damos el pasaporte europeo y consejos para los primeros días.",
        ],
      },
      {
        id: "faq-distancia",
        question: "¿Puedo adoptar si no vivo cerca de Benicarló?",
        answer: [
          "Sí, damos perros en adopción en toda España. La recogida, eso sí, se hace siempre en persona en Benicarló: así conoces a tu perro antes de llevártelo y te lo entregamos con toda la información. Buscamos juntos una fecha que te venga bien para el viaje.",
        ],
      },
      {
        id: "faq-salud",
        question: "¿Los perros están vacunados, con microchip y esterilizados?",
        answer: [
          "Sí. Todos los perros están vacunados según la normativa europea, llevan microchip y están registrados. A partir de un año aproximadamente se les hacen las pruebas de enfermedades mediterráneas y, por lo general, se esterilizan. Los cachorros aún no están esterilizados; en su caso, lo harás más adelante con tu veterinario.",
        ],
      },
      {
        id: "faq-mediterraneas",
        question: "¿Qué son las enfermedades mediterráneas?",
        answer: [
          "Son enfermedades que transmiten mosquitos y garrapatas en el sur de Europa, como la leishmaniosis, la ehrlichiosis, la babesiosis, la anaplasmosis o la dirofilariosis (gusano del corazón). Hacemos las pruebas a los perros a partir de un año aproximadamente y te informamos de cada resultado con total transparencia.",
          "Un resultado positivo no es motivo para descartar a un perro: con el tratamiento adecuado, muchos llevan una vida completamente normal.",
        ],
      },
      {
        id: "faq-cachorros",
        question: "¿Puedo adoptar un cachorro?",
        answer: [
          "Sí, también buscamos familia para cachorros. Ten en cuenta que todavía no están esterilizados, que algunas pruebas solo son fiables a partir de un año y que necesitan mucho tiempo, paciencia y educación.",
          "Una buena alternativa son los perros jóvenes de 6 a 12 meses: siguen siendo juguetones, pero ya son algo más estables.",
        ],
      },
      {
        id: "faq-devolucion",
        question: "¿Qué pasa si la adopción no sale bien?",
        answer: [
          "A veces, pese a una buena preparación, no encaja. Avísanos cuanto antes: muchas veces bastan unos consejos o la ayuda de una educadora canina de nuestra red. Si la separación es inevitable, buscamos contigo un nuevo lugar para el perro, por ejemplo una casa de acogida. Por eso el contrato establece que solo puedes ceder al perro de acuerdo con nosotros.",
        ],
      },
      {
        id: "faq-gastos",
        question: "¿Qué gastos tendré después de la adopción?",
        answer: [
          "Además de la comida, los accesorios y el veterinario, necesitarás un seguro de responsabilidad civil para tu perro. Cuesta unos 50–100 € al año y la Ley de Bienestar Animal lo prevé como obligatorio para quienes tienen perro. Algunos ayuntamientos cobran además una tasa o piden inscribir al perro en el censo municipal.",
        ],
      },
    ],
  },
  contact: {
    heading: "¿Tienes preguntas sobre la adopción? Escríbenos",
    intro:
      "¿Te has enamorado de un perro o primero quieres saber más? Envíanos un mensaje y te responderemos personalmente.",
    fallback: "Escríbenos un correo, llámanos o envíanos un WhatsApp: te responderemos lo antes posible.",
    privacy: {
      before: "Te explicamos cómo tratamos tus datos en nuestra ",
      link: "política de privacidad",
      newTab: "(se abre en una pestaña nueva)",
      after: ".",
    },
  },
};

export const adoptionContent = { de, es } satisfies Record<Locale, AdoptionContent>;
