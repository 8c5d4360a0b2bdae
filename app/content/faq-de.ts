import type { FaqContent } from "./faq";

/** The German FAQ page (ids and order: app/content/faq.ts). Fee: 490 € (app/domain/fees.ts). */
export const faqDe = {
  sections: {
    adoption: "Adoption und Ablauf",
    health: "Gesundheit",
    afterwards: "Nach der Adoption",
    help: "Helfen und unterstützen",
  },
  entries: {
    verein: {
      id: "verein",
      question: "Wer steht hinter dem Verein?",
      answer: [
        "Ein deutscher und ein spanischer Tierschutzverein, die seit 2013 Hand in Hand arbeiten. Seitdem haben wir mehr als 2.900 Hunde gerettet und vermittelt, über 150 allein im Jahr 2024.",
        [
          "In Spanien leben unsere Hunde auf der Finca Chaos bei Benicarló, in Pflegestellen und in der Residencia Monika bei Amposta, mit der wir eng zusammenarbeiten. ",
          { text: "Mehr über uns", to: { route: "about" } },
        ],
      ],
    },
    perrera: {
      id: "perrera",
      question: "Was ist eine Perrera?",
      answer: [
        "Eine Perrera ist eine kommunale Auffangstation für Hunde in Spanien. Viele Perreras sind überfüllt, die Hunde leben auf engem Raum und bekommen kaum Zuwendung oder Auslauf.",
        "Früher wurden dort Hunde, die niemand abholte, nach kurzer Frist getötet. Das spanische Tierschutzgesetz von 2023 verbietet das inzwischen, doch an der Überfüllung hat sich vielerorts wenig geändert. Wir holen Hunde aus Perreras, von der Straße und aus schlechter Haltung.",
      ],
    },
    ablauf: {
      id: "ablauf",
      question: "Wie läuft eine Adoption ab?",
      answer: [
        "In sieben Schritten: Du suchst dir einen Hund aus und schreibst uns per E-Mail oder WhatsApp. Wir machen eine Vorkontrolle und lernen uns kennen. Du unterschreibst den Schutzvertrag und zahlst die Schutzgebühr. Wir bereiten Ausreise und Transport vor, du nimmst deinen Hund mit seinem EU-Heimtierausweis in Empfang, und wir begleiten euch auch danach.",
        [{ text: "Der Adoptionsablauf Schritt für Schritt", to: { route: "adoption" } }],
      ],
    },
    vorkontrolle: {
      id: "vorkontrolle",
      question: "Was ist eine Vorkontrolle?",
      answer: [
        "Bevor ein Hund bei dir einzieht, besucht dich jemand aus unserem Team oder aus unserem Netzwerk zu Hause. Es geht nicht um Perfektion, sondern darum, ob Hund und Zuhause zusammenpassen: Wohnsituation, Garten oder Balkon, Alltag und andere Tiere.",
        "Beim Besuch kannst du alle deine Fragen stellen. Für Pflegestellen machen wir die Vorkontrolle genauso.",
      ],
    },
    schutzvertrag: {
      id: "schutzvertrag",
      question: "Was ist der Schutzvertrag?",
      answer: [
        "Mit dem Schutzvertrag übernimmst du den Hund. Du verpflichtest dich, ihn artgerecht zu halten, tierärztlich zu versorgen und ihn weder zu verkaufen noch weiterzugeben oder in ein Tierheim zu bringen. Welpen lässt du kastrieren, sobald sie alt genug sind.",
        "Der Vertrag schützt den Hund, aber auch dich: Du weißt genau, worauf du dich einlässt, und wir bleiben für dich da.",
      ],
    },
    kosten: {
      id: "kosten",
      question: "Was kostet eine Adoption?",
      answer: [
        "Die Schutzgebühr beträgt 490 €. Sie deckt den Transport nach Deutschland, die Ausreisepapiere und die tierärztliche Versorgung: Impfungen nach EU-Standard, Mikrochip, EU-Heimtierausweis, den Test auf Mittelmeerkrankheiten und bei Hunden ab etwa einem Jahr die Kastration.",
        "Danach kommen die üblichen Kosten auf dich zu: Futter, Tierarzt, Hundesteuer und eine Hundehaftpflichtversicherung.",
      ],
    },
    wartezeit: {
      id: "wartezeit",
      question: "Wie lange dauert es, bis mein Hund bei mir ist?",
      answer: [
        "Zwischen der Zusage und der Ankunft vergehen meist zwei bis vier Wochen. In dieser Zeit bereiten wir die Ausreise vor und planen den nächsten Transport.",
      ],
    },
    transport: {
      id: "transport",
      question: "Wie kommt der Hund nach Deutschland?",
      answer: [
        "Mit einem tierschutzgerechten Transport in gesicherten Boxen, mit Pausen, Wasser und erfahrenen Fahrerinnen und Fahrern. Die Fahrt dauert etwa 1 bis 1,5 Tage.",
        "Übergeben werden die Hunde in Freiburg, Karlsruhe, Frankfurt, Köln, Dortmund, Hannover, Seevetal bei Hamburg und Berlin. Bring bitte ein Sicherheitsgeschirr und eine Leine mit.",
      ],
    },
    impfungen: {
      id: "impfungen",
      question: "Sind die Hunde geimpft und gechippt?",
      answer: [
        "Ja. Jeder Hund ist nach EU-Standard geimpft, auch gegen Tollwut, gechippt, registriert und hat einen EU-Heimtierausweis. Nach der Übergabe meldest du den Halterwechsel bei einem Haustierregister, damit dein Hund über seinen Chip zu dir zurückfindet.",
      ],
    },
    mittelmeercheck: {
      id: "mittelmeercheck",
      question: "Werden die Hunde auf Mittelmeerkrankheiten getestet?",
      answer: [
        "Ja. Wir testen auf Leishmaniose, Ehrlichiose, Babesiose, Anaplasmose und Herzwurm und teilen dir das Ergebnis vor der Adoption offen mit. Ein positiver Befund heißt nicht, dass ein Hund nicht vermittelbar ist; viele dieser Krankheiten lassen sich gut behandeln.",
        [
          "Weil manche Erreger erst nach Monaten nachweisbar sind, empfehlen wir etwa sechs Monate nach der Ankunft einen Nachtest. Mehr dazu in unserem ",
          { text: "Ratgeber", to: { route: "guides" } },
          ".",
        ],
      ],
    },
    kastration: {
      id: "kastration",
      question: "Sind die Hunde kastriert?",
      answer: [
        "Hunde, die bei der Ausreise etwa ein Jahr oder älter sind, werden in der Regel vorher kastriert. Jüngere Hunde und Welpen noch nicht; das holst du später nach, wenn deine Tierärztin oder dein Tierarzt den richtigen Zeitpunkt sieht.",
      ],
    },
    welpen: {
      id: "welpen",
      question: "Vermittelt ihr auch Welpen?",
      answer: [
        "Ja. Welpen brauchen aber viel Zeit, Erziehung und Geduld, und sie sind bei der Ausreise noch nicht kastriert. Wenn du dir einen jungen Hund wünschst, ist ein Hund zwischen 6 und 12 Monaten oft eine gute Alternative: noch verspielt, aber schon etwas gefestigter.",
      ],
    },
    vertraeglichkeit: {
      id: "vertraeglichkeit",
      question: "Passt der Hund zu Kindern, Katzen oder anderen Hunden?",
      answer: [
        "Wir beobachten unsere Hunde auf der Finca und in den Pflegestellen genau und beschreiben ehrlich, was wir wissen. Viele Hunde leben dort in Gruppen und kennen Artgenossen gut. Sag uns, wie dein Haushalt aussieht; wir beraten dich, welcher Hund passt.",
      ],
    },
    "erste-tage": {
      id: "erste-tage",
      question: "Wie verhalten sich die Hunde in den ersten Tagen?",
      answer: [
        "Sehr unterschiedlich. Manche sind sofort neugierig, andere brauchen Tage oder Wochen, um Vertrauen zu fassen. Gib deinem Hund Ruhe, feste Abläufe und einen Rückzugsort, und lass ihn in den ersten Wochen nie ohne Leine und Sicherheitsgeschirr laufen.",
        [{ text: "Unser Ratgeber zur Eingewöhnung", to: { route: "guides" } }],
      ],
    },
    berufstaetig: {
      id: "berufstaetig",
      question: "Kann ich einen Hund adoptieren, wenn ich berufstätig bin?",
      answer: [
        "Ja, wenn der Hund nicht zu lange allein ist. Viele Hunde können später einige Stunden allein bleiben, müssen das aber erst in kleinen Schritten lernen. Plane für die Eingewöhnung Urlaub ein und überlege, wer im Alltag einspringen kann.",
      ],
    },
    versicherung: {
      id: "versicherung",
      question: "Brauche ich eine Versicherung?",
      answer: [
        "Eine Hundehaftpflichtversicherung ist in mehreren Bundesländern Pflicht und in jedem Fall sinnvoll. Sie kostet meist 50 bis 100 € im Jahr. Eine OP- oder Krankenversicherung ist freiwillig; achte auf Ausschlüsse bei Vorerkrankungen.",
      ],
    },
    nachkontrolle: {
      id: "nachkontrolle",
      question: "Gibt es eine Nachkontrolle?",
      answer: [
        "Ja. Einige Wochen nach dem Einzug melden wir uns und besuchen dich, wenn möglich, noch einmal. Wir möchten wissen, wie es deinem Hund geht, und dir bei Fragen helfen. Fotos und Neuigkeiten freuen uns auch danach jederzeit.",
      ],
    },
    rueckgabe: {
      id: "rueckgabe",
      question: "Was passiert, wenn es nicht klappt?",
      answer: [
        "Sprich uns bitte früh an: Viele Schwierigkeiten lassen sich mit Rat und etwas Zeit lösen. Wenn es wirklich nicht geht, nehmen wir den Hund zurück und suchen eine Pflegestelle oder eine neue Familie. Ein Hund aus unserer Vermittlung kommt nie ins Tierheim und wird nie verkauft.",
      ],
    },
    besuch: {
      id: "besuch",
      question: "Kann ich die Hunde in Spanien besuchen?",
      answer: [
        "Ja, nach Absprache auf der Finca Chaos bei Benicarló. Auch Helferinnen und Helfer, die ein paar Tage mit anpacken möchten, sind willkommen. Melde dich vorher bei uns, damit jemand Zeit für dich hat.",
        [{ text: "Zur Finca Chaos", to: { route: "fincaChaos" } }],
      ],
    },
    pflegestelle: {
      id: "pflegestelle",
      question: "Was macht eine Pflegestelle?",
      answer: [
        "Eine Pflegestelle nimmt einen Hund auf Zeit auf, meist für vier bis sechs Wochen, bis er seine endgültige Familie findet. Die Tierarztkosten tragen wir, und du hast immer eine feste Ansprechperson.",
        [{ text: "Pflegestelle werden", to: { route: "fosterHome" } }],
      ],
    },
    patenschaft: {
      id: "patenschaft",
      question: "Wie funktioniert eine Patenschaft?",
      answer: [
        "Mit einer Patenschaft unterstützt du einen bestimmten Hund, der noch auf sein Zuhause wartet oder im Hospiz lebt, ab 10 € im Monat und ohne Obergrenze. Du erfährst regelmäßig, wie es deinem Patenhund geht.",
        [{ text: "Hunde mit Patenschaft ansehen", to: { route: "dogs" } }],
      ],
    },
    mitgliedschaft: {
      id: "mitgliedschaft",
      question: "Wie kann ich Mitglied werden?",
      answer: [
        "Aktiv oder fördernd, ab 5 € im Monat. Aktive Mitglieder haben Stimmrecht in der Mitgliederversammlung und übernehmen eine Aufgabe, etwa als Pflegestelle oder in der Transportorganisation; Fördermitglieder helfen finanziell. Du kannst jederzeit zum Monatsende kündigen.",
        [{ text: "Mitglied werden", to: { route: "membership" } }],
      ],
    },
    "spenden-steuer": {
      id: "spenden-steuer",
      question: "Bekomme ich eine Spendenquittung?",
      answer: [
        "Ja. Für Spenden an unseren deutschen Verein stellen wir dir eine Zuwendungsbestätigung aus, die du steuerlich absetzen kannst. Bis 300 € brauchst du keine: Dem Finanzamt genügt dein Kontoauszug.",
        [{ text: "Jetzt spenden", to: { route: "donations" } }],
      ],
    },
    hospiz: {
      id: "hospiz",
      question: "Was ist euer Hospiz?",
      answer: [
        "Im Hospiz leben alte und kranke Hunde, für die eine Reise oder Vermittlung nicht mehr in Frage kommt. Sie bekommen dort Pflege, Medikamente und Zuwendung bis zum Schluss. 10 % der Spenden für das Hospiz fließen in unsere allgemeinen Projekte.",
        [{ text: "Unser Hospiz", to: { route: "hospice" } }],
      ],
    },
  },
} satisfies FaqContent;
