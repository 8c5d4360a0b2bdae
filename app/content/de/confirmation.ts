import { adoptionWeeks } from "~/content/facts";
import type { ConfirmationText } from "~/content/types/confirmation";

export const confirmation: ConfirmationText = {
  subject: {
    adoption: "Deine Adoptionsanfrage ist bei uns angekommen",
    sponsorship: "Deine Patenschaftsanfrage ist bei uns angekommen",
    foster_home: "Deine Bewerbung als Pflegestelle ist bei uns angekommen",
    contact: "Deine Nachricht ist bei uns angekommen",
    membership: "Dein Mitgliedsantrag ist bei uns angekommen",
  },
  greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
  received: {
    adoption: (dog) =>
      `vielen Dank für deine ${dog ? `Anfrage für ${dog}` : "Adoptionsanfrage"}! Sie ist gut bei uns angekommen.`,
    sponsorship: (dog) =>
      `vielen Dank, dass du eine Patenschaft${dog ? ` für ${dog}` : ""} übernehmen möchtest! Deine Anfrage ist gut bei uns angekommen.`,
    foster_home: () =>
      "vielen Dank, dass du Pflegestelle werden möchtest! Deine Bewerbung ist gut bei uns angekommen.",
    contact: (dog) =>
      `vielen Dank für deine Nachricht${dog ? ` zu ${dog}` : ""}! Sie ist gut bei uns angekommen.`,
    membership: () => "vielen Dank für deinen Mitgliedsantrag! Er ist gut bei uns angekommen.",
  },
  nextHeading: "So geht es weiter",
  adoptionIntro: (stepCount, dog) =>
    `Eine Adoption läuft bei uns in ${stepCount} Schritten ab. Die ersten beiden hast du schon geschafft: Du hast ${dog ?? "einen Hund"} gefunden und uns geschrieben. Als Nächstes lesen wir deine Anfrage und melden uns in den nächsten Tagen bei dir; passt es von beiden Seiten, folgt die Vorkontrolle (Schritt 3). Von der Zusage bis zur Ankunft deines Hundes vergehen meist ${adoptionWeeks.germany.min}–${adoptionWeeks.germany.max} Wochen.`,
  next: {
    sponsorship: [
      "Wir melden uns in den nächsten Tagen bei dir und besprechen alles Weitere zur Patenschaft.",
      "Danach halten wir dich auf dem Laufenden, wie es deinem Patenhund geht.",
    ],
    foster_home: [
      "Wir melden uns in den nächsten Tagen bei dir und lernen dich am Telefon kennen.",
      "Danach besucht dich eine Person aus unserem Team zu Hause, und wir schauen gemeinsam, welcher Hund zu dir passt.",
      "Während der ganzen Pflegezeit sind wir für dich da, und die Tierarztkosten übernehmen wir.",
    ],
    contact: [
      "Wir lesen jede Nachricht und antworten dir so bald wie möglich, meist innerhalb weniger Tage.",
    ],
    membership: [
      "Wir prüfen deinen Antrag und bestätigen dir deine Mitgliedschaft per E-Mail.",
      "Mit der Bestätigung erfährst du auch alles Weitere zu deinem Beitrag.",
    ],
  },
  sponsorshipPayment: {
    heading: "So zahlst du deine Patenschaft",
    lines: ({ amount, dog, bank }) => [
      `Deine Patenschaft${dog ? ` für ${dog}` : ""}: ${amount} im Monat.`,
      "Am einfachsten richtest du bei deiner Bank einen Dauerauftrag ein, der den Betrag jeden Monat auf unser Konto überweist – bitte erst, wenn wir dir die Patenschaft bestätigt haben:",
      `Empfänger: ${bank.recipient}`,
      `IBAN: ${bank.iban}`,
      `BIC: ${bank.bic}`,
      `Verwendungszweck: ${dog ? `Patenschaft ${dog}` : "Patenschaft und der Name deines Patenhundes"}`,
    ],
  },
  contactHeading: "So erreichst du uns",
  contactLines: (contact) => [
    `E-Mail: ${contact.email} (oder antworte einfach auf diese Mail)`,
    `Telefon: ${contact.phone}`,
    ...(contact.whatsapp ? [`WhatsApp: ${contact.whatsapp}`] : []),
  ],
  closing: "Liebe Grüße und bis bald",
  signature: (organisationName) => `dein Team von ${organisationName}`,
  footer:
    "Diese Mail wurde automatisch verschickt, weil über unsere Website eine Anfrage mit dieser E-Mail-Adresse gestellt wurde. Warst du das nicht? Dann kannst du diese Mail einfach ignorieren oder uns kurz Bescheid geben.",
};
