import {
  adoptionWeeks,
  association,
  fosterStayWeeks,
  generalProjectsSharePercent,
  handOverList,
  liabilityInsuranceEuroPerYear as insurance,
  simplifiedDonationReceiptLimit,
  transportDays,
  youngDogMonths,
} from "~/content/facts";
import { formatNumber } from "~/domain/numbers";
import type { FaqText } from "~/content/types/faq";
import { formatEuro, formattedAdoptionFee, membershipMinimumMonthly, sponsorshipAmount } from "~/domain/fees";
import { handOverCityNames } from "./places";

const euro = (amount: number) => formatEuro(amount, "de");
const handOverPoints = handOverList(handOverCityNames, "de");
const transportTime = `${transportDays.min} bis ${formatNumber(transportDays.max, "de")} Tage`;

/**
 * Every FAQ answer of the German site: the FAQ page's 24 (layout: app/content/faq.ts) and the
 * adoption page's further questions. Figures come from app/content/facts.ts and app/domain/fees.ts.
 */
export const faq: FaqText = {
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
        `Ein deutscher und ein spanischer Tierschutzverein, die seit ${association.foundedYear} Hand in Hand arbeiten. Seitdem haben wir mehr als ${formatNumber(association.dogsRescued, "de")} Hunde gerettet und vermittelt, über ${association.rescues.count} allein im Jahr ${association.rescues.year}.`,
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
        `Die Schutzgebühr beträgt ${formattedAdoptionFee("de")}. Sie deckt den Transport nach Deutschland, die Ausreisepapiere und die tierärztliche Versorgung: Impfungen nach EU-Standard, Mikrochip, EU-Heimtierausweis, den Test auf Mittelmeerkrankheiten und bei Hunden ab etwa einem Jahr die Kastration.`,
        "Danach kommen die üblichen Kosten auf dich zu: Futter, Tierarzt, Hundesteuer und eine Hundehaftpflichtversicherung.",
      ],
    },
    wartezeit: {
      id: "wartezeit",
      question: "Wie lange dauert es, bis mein Hund bei mir ist?",
      answer: [
        `Zwischen der Zusage und der Ankunft vergehen meist ${adoptionWeeks.germany.min} bis ${adoptionWeeks.germany.max} Wochen. In dieser Zeit bereiten wir die Ausreise vor und planen den nächsten Transport.`,
      ],
    },
    transport: {
      id: "transport",
      question: "Wie kommt der Hund nach Deutschland?",
      answer: [
        `Mit einem tierschutzgerechten Transport in gesicherten Boxen, mit Pausen, Wasser und erfahrenen Fahrerinnen und Fahrern. Die Fahrt dauert etwa ${transportTime}.`,
        `Übergeben werden die Hunde in ${handOverPoints}. Bring bitte ein Sicherheitsgeschirr und eine Leine mit.`,
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
        `Ja. Welpen brauchen aber viel Zeit, Erziehung und Geduld, und sie sind bei der Ausreise noch nicht kastriert. Wenn du dir einen jungen Hund wünschst, ist ein Hund zwischen ${youngDogMonths.min} und ${youngDogMonths.max} Monaten oft eine gute Alternative: noch verspielt, aber schon etwas gefestigter.`,
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
        `Eine Hundehaftpflichtversicherung ist in mehreren Bundesländern Pflicht und in jedem Fall sinnvoll. Sie kostet meist ${insurance.min} bis ${euro(insurance.max)} im Jahr. Eine OP- oder Krankenversicherung ist freiwillig; achte auf Ausschlüsse bei Vorerkrankungen.`,
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
        `Eine Pflegestelle nimmt einen Hund auf Zeit auf, meist für ${fosterStayWeeks.min} bis ${fosterStayWeeks.max} Wochen, bis er seine endgültige Familie findet. Die Tierarztkosten tragen wir, und du hast immer eine feste Ansprechperson.`,
        [{ text: "Pflegestelle werden", to: { route: "fosterHome" } }],
      ],
    },
    patenschaft: {
      id: "patenschaft",
      question: "Wie funktioniert eine Patenschaft?",
      answer: [
        `Mit einer Patenschaft unterstützt du einen bestimmten Hund, der noch auf sein Zuhause wartet oder im Hospiz lebt, ab ${euro(sponsorshipAmount.min)} im Monat und ohne Obergrenze. Du erfährst regelmäßig, wie es deinem Patenhund geht.`,
        [{ text: "Hunde mit Patenschaft ansehen", to: { route: "dogs" } }],
      ],
    },
    mitgliedschaft: {
      id: "mitgliedschaft",
      question: "Wie kann ich Mitglied werden?",
      answer: [
        `Aktiv oder fördernd, ab ${euro(membershipMinimumMonthly)} im Monat. Aktive Mitglieder haben Stimmrecht in der Mitgliederversammlung und übernehmen eine Aufgabe, etwa als Pflegestelle oder in der Transportorganisation; Fördermitglieder helfen finanziell. Du kannst jederzeit zum Monatsende kündigen.`,
        [{ text: "Mitglied werden", to: { route: "membership" } }],
      ],
    },
    "spenden-steuer": {
      id: "spenden-steuer",
      question: "Bekomme ich eine Spendenquittung?",
      answer: [
        `Ja. Für Spenden an unseren deutschen Verein stellen wir dir eine Zuwendungsbestätigung aus, die du steuerlich absetzen kannst. Bis ${euro(simplifiedDonationReceiptLimit)} brauchst du keine: Dem Finanzamt genügt dein Kontoauszug.`,
        [{ text: "Jetzt spenden", to: { route: "donations" } }],
      ],
    },
    hospiz: {
      id: "hospiz",
      question: "Was ist euer Hospiz?",
      answer: [
        `Im Hospiz leben alte und kranke Hunde, für die eine Reise oder Vermittlung nicht mehr in Frage kommt. Sie bekommen dort Pflege, Medikamente und Zuwendung bis zum Schluss. ${generalProjectsSharePercent} % der Spenden für das Hospiz fließen in unsere allgemeinen Projekte.`,
        [{ text: "Unser Hospiz", to: { route: "hospice" } }],
      ],
    },
    uebergabe: {
      id: "uebergabe",
      question: "Wo nehme ich meinen Hund in Empfang?",
      answer: [
        `An einem unserer Übergabepunkte in Deutschland: ${handOverPoints}. Uhrzeit und genauen Treffpunkt erfährst du rechtzeitig vor dem Transport.`,
      ],
    },
    kennenlernen: {
      id: "kennenlernen",
      question: "Kann ich den Hund vorher kennenlernen?",
      answer: [
        [
          "Die meisten unserer Hunde leben bis zur Ausreise in Spanien, zum Beispiel auf der ",
          { text: "Finca Chaos", to: { route: "fincaChaos" } },
          " bei Benicarló. Du bist dort herzlich willkommen. Ist ein Besuch nicht möglich, schicken wir dir aktuelle Fotos und Videos und erzählen dir ausführlich, was unser Team über den Hund weiß.",
        ],
      ],
    },
    gesundheit: {
      id: "gesundheit",
      question: "Sind die Hunde geimpft, gechippt und kastriert?",
      answer: [
        "Ja. Jeder Hund ist nach EU-Standard geimpft, gechippt und registriert. Hunde ab etwa einem Jahr werden vor der Ausreise auf Mittelmeerkrankheiten getestet und in der Regel kastriert. Welpen sind noch nicht kastriert; das übernimmst du später in Absprache mit deiner Tierarztpraxis.",
      ],
    },
    folgekosten: {
      id: "folgekosten",
      question: "Mit welchen laufenden Kosten muss ich rechnen?",
      answer: [
        `Neben Futter, Zubehör und Tierarztbesuchen solltest du eine Hundehaftpflichtversicherung abschließen. Sie kostet etwa ${insurance.min} bis ${euro(insurance.max)} im Jahr und ist in mehreren Bundesländern Pflicht. Hinzu kommt die Hundesteuer deiner Gemeinde. Eine Krankenversicherung für Hunde ist freiwillig, kann aber sinnvoll sein.`,
      ],
    },
  },
};
