import type { FormType } from "~/domain/forms/form-types";
import type { StatusMailText, StatusMailValues } from "~/content/types/status-mails";

/** The request in the nominative, e.g. 'deine Anfrage für Luna'. */
const requestPhrase: Record<FormType, (dog: string | null) => string> = {
  adoption: (dog) => (dog ? `deine Anfrage für ${dog}` : "deine Adoptionsanfrage"),
  sponsorship: (dog) => (dog ? `deine Patenschaftsanfrage für ${dog}` : "deine Patenschaftsanfrage"),
  foster_home: () => "deine Bewerbung als Pflegestelle",
  contact: () => "deine Nachricht",
  membership: () => "dein Mitgliedsantrag",
};

/** The request in the dative, e.g. 'deiner Anfrage für Luna'. */
const requestDative: Record<FormType, (dog: string | null) => string> = {
  adoption: (dog) => (dog ? `deiner Anfrage für ${dog}` : "deiner Adoptionsanfrage"),
  sponsorship: (dog) => (dog ? `deiner Patenschaftsanfrage für ${dog}` : "deiner Patenschaftsanfrage"),
  foster_home: () => "deiner Bewerbung als Pflegestelle",
  contact: () => "deiner Nachricht",
  membership: () => "deinem Mitgliedsantrag",
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const request = (values: StatusMailValues) => requestPhrase[values.formType](values.dogName);
const dative = (values: StatusMailValues) => requestDative[values.formType](values.dogName);

/** Where the request names a dog: ' für Luna'. */
const forDog = (values: StatusMailValues) => (values.dogName ? ` für ${values.dogName}` : "");

const interval: Record<NonNullable<StatusMailValues["contribution"]>["interval"], string> = {
  monthly: "im Monat",
  quarterly: "im Vierteljahr",
  biannual: "im Halbjahr",
  annual: "im Jahr",
};

const account = ({ bank }: StatusMailValues, purpose: string) =>
  [
    `Empfänger: ${bank.recipient}`,
    `IBAN: ${bank.iban}`,
    `BIC: ${bank.bic}`,
    `Verwendungszweck: ${purpose}`,
  ].join("\n");

export const statusMails: StatusMailText = {
  greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
  signature: (organisation, signer) =>
    signer
      ? `Herzliche Grüße\n${signer}\nfür das Team von ${organisation}`
      : `Herzliche Grüße\ndein Team von ${organisation}`,
  templates: {
    in_review: {
      subject: (values) => `${capitalised(request(values))}: Wir sind dran`,
      body: (values) =>
        [
          `danke für dein Vertrauen! ${capitalised(request(values))} ist bei uns angekommen, und wir nehmen uns jetzt in Ruhe Zeit dafür. Weil wir alle ehrenamtlich arbeiten, kann das ein paar Tage dauern – wir melden uns auf jeden Fall bei dir, sobald es Neuigkeiten gibt.`,
          "Wenn dir in der Zwischenzeit noch etwas einfällt oder du Fragen hast, antworte einfach auf diese Mail.",
        ].join("\n\n"),
    },
    precheck: {
      subject: (values) => `${capitalised(request(values))}: der nächste Schritt ist die Vorkontrolle`,
      body: (values) =>
        [
          `schön, dass es mit ${dative(values)} weitergeht! Als nächsten Schritt möchten wir dich bei einer Vorkontrolle kennenlernen: Jemand aus unserem Team oder eine Helferin bzw. ein Helfer aus deiner Nähe kommt dafür bei dir vorbei, schaut sich in Ruhe um und beantwortet deine Fragen. Das ist keine Prüfung, sondern ein entspanntes Gespräch – es geht darum, dass Hund und Zuhause gut zusammenpassen.`,
          "Die Person meldet sich in den nächsten Tagen bei dir, um einen Termin zu vereinbaren. Wenn bestimmte Tage oder Uhrzeiten bei dir gut oder gar nicht passen, schreib es uns gerne als Antwort auf diese Mail.",
        ].join("\n\n"),
    },
    approved: {
      subject: (values) => `Gute Nachrichten zu ${dative(values)}`,
      body: (values) =>
        [
          `wir freuen uns sehr, dir sagen zu können: ${capitalised(request(values))} ist angenommen!`,
          "In den nächsten Tagen melden wir uns bei dir und besprechen gemeinsam die nächsten Schritte und alles Organisatorische. Falls du bis dahin Fragen hast, antworte einfach auf diese Mail.",
          "Danke, dass du einem unserer Hunde eine Chance gibst!",
        ].join("\n\n"),
    },
    dog_unavailable: {
      subject: ({ dogName }) => (dogName ? `Neuigkeiten zu ${dogName}` : "Neuigkeiten zu deiner Anfrage"),
      body: ({ dogName, dogsUrl }) =>
        [
          dogName
            ? `vielen Dank für dein Interesse an ${dogName}! Leider müssen wir dir mitteilen, dass ${dogName} nicht mehr zu vergeben ist: ${dogName} hat inzwischen ein Zuhause gefunden oder ist schon für eine andere Familie reserviert. Wir wissen, dass das enttäuschend ist, und es tut uns wirklich leid.`
            : "vielen Dank für dein Interesse! Leider müssen wir dir mitteilen, dass der Hund, nach dem du gefragt hast, nicht mehr zu vergeben ist: Er hat inzwischen ein Zuhause gefunden oder ist schon für eine andere Familie reserviert. Wir wissen, dass das enttäuschend ist, und es tut uns wirklich leid.",
          `Unsere anderen Hunde warten genauso sehnsüchtig auf Menschen wie dich. Vielleicht ist ja einer dabei, der zu dir passt:\n${dogsUrl}`,
          "Deine Anfrage haben wir damit abgeschlossen. Wenn du dich für einen anderen Hund interessierst, antworte einfach auf diese Mail oder schick uns eine neue Anfrage – wir freuen uns auf dich!",
        ].join("\n\n"),
    },
    declined: {
      subject: (values) => `Unsere Rückmeldung zu ${dative(values)}`,
      body: (values) =>
        [
          `vielen Dank für dein Interesse und dein Vertrauen. Wir haben uns alles zu ${dative(values)} sorgfältig angeschaut und lange überlegt, können dir diesmal aber leider keine Zusage geben.`,
          "Das hat nichts mit dir als Mensch zu tun: Oft sind es Kleinigkeiten – die Wohnsituation, der Alltag oder die besonderen Bedürfnisse eines Hundes –, die einfach nicht ganz zusammenpassen.",
          `Bitte lass dich davon nicht entmutigen! Viele unserer Hunde suchen noch ein Zuhause, und vielleicht ist einer dabei, der besser zu dir passt:\n${values.dogsUrl}`,
          "Wenn du magst, antworte gerne auf diese Mail – wir erklären dir unsere Entscheidung auch persönlich.",
        ].join("\n\n"),
    },
    welcome: {
      subject: ({ organisation }) => `Willkommen bei ${organisation}!`,
      body: (values) =>
        [
          `wir freuen uns sehr: Dein Mitgliedsantrag ist angenommen, und wir heißen dich herzlich willkommen!${values.entryDate ? ` Deine Mitgliedschaft beginnt am ${values.entryDate}.` : ""}`,
          values.contribution
            ? `Dein Beitrag beträgt mindestens ${values.contribution.amount} ${interval[values.contribution.interval]}; du kannst gern mehr geben und die Höhe jederzeit ändern. Am einfachsten richtest du bei deiner Bank einen Dauerauftrag auf unser Konto ein:`
            : "Am einfachsten richtest du für deinen Beitrag bei deiner Bank einen Dauerauftrag auf unser Konto ein:",
          account(values, `Mitgliedsbeitrag ${values.fullName || "und dein Name"}`),
          "Kündigen kannst du jederzeit zum Monatsende; eine kurze E-Mail genügt. Wenn du Fragen hast, antworte einfach auf diese Mail.",
          "Danke, dass du unsere Hunde unterstützt!",
        ].join("\n\n"),
    },
    confirmed: {
      subject: (values) => `Deine Patenschaft${forDog(values)} steht`,
      body: (values) =>
        [
          `wie schön: Deine Patenschaft${forDog(values)} ist bestätigt! Von Herzen danke, dass du ${values.dogName ?? "deinem Patenhund"} hilfst.`,
          `${values.amount ? `Dein Beitrag: ${values.amount} im Monat. ` : ""}Am einfachsten richtest du bei deiner Bank einen monatlichen Dauerauftrag auf unser Konto ein:`,
          account(
            values,
            `Patenschaft${values.dogName ? ` ${values.dogName}` : " und der Name deines Patenhundes"}${values.fullName ? `, ${values.fullName}` : ", und dein Name"}`,
          ),
          "Wir halten dich auf dem Laufenden, wie es deinem Patenhund geht. Wenn du Fragen hast, antworte einfach auf diese Mail.",
        ].join("\n\n"),
    },
    reply: {
      subject: () => "Antwort auf deine Nachricht",
      body: ({ quotedMessage }) =>
        [
          `danke für deine Nachricht!${quotedMessage ? ` Du hattest uns geschrieben:\n\n${quotedMessage}` : ""}`,
          "",
        ].join("\n\n"),
    },
    free: {
      subject: (values) => capitalised(request(values)),
      body: () => "",
    },
  },
};
