import { faqAnchor } from "~/content/shapes";
import { formattedAdoptionFee } from "~/domain/fees";
import type { AdoptionContent } from "../types/adoption";

const fee = formattedAdoptionFee("de");

export const adoption: AdoptionContent = {
  heroFacts: [
    { value: "7", label: "Schritte bis zu deinem Hund" },
    { value: "ca. 2–4 Wochen", label: "von der Zusage bis zur Ankunft" },
    { value: fee, label: "Schutzgebühr inkl. Transport" },
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
            `Danach schließen wir mit dir einen Schutzvertrag, der die Rechte des Hundes und unsere gegenseitigen Pflichten festhält. Die Schutzgebühr von ${fee} deckt den Transport nach Deutschland, die Ausreisepapiere und die tierärztliche Versorgung. Mehr zum `,
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
      amount: fee,
      intro: `Die Schutzgebühr beträgt einmalig ${fee}. Sie deckt:`,
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
          `Die Schutzgebühr beträgt ${fee}. Darin enthalten sind der Transport nach Deutschland, die Ausreisegenehmigung sowie die tierärztliche Versorgung mit Impfungen, Chip, Tests und – bei Hunden ab etwa einem Jahr – der Kastration. Weitere Vermittlungskosten entstehen dir nicht.`,
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
