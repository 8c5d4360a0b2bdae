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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const request = (values: StatusMailValues) => requestPhrase[values.formType](values.dogName);

export const statusMails: StatusMailText = {
  greeting: (firstName) => (firstName ? `Hallo ${firstName},` : "Hallo,"),
  signature: (organisation) => `Herzliche Grüße\ndein Team von ${organisation}`,
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
      subject: () => "Der nächste Schritt: die Vorkontrolle",
      body: () =>
        [
          "schön, dass es weitergeht! Als nächsten Schritt möchten wir dich bei einer Vorkontrolle kennenlernen: Jemand aus unserem Team oder eine Helferin bzw. ein Helfer aus deiner Nähe kommt dafür bei dir vorbei, schaut sich in Ruhe um und beantwortet deine Fragen. Das ist keine Prüfung, sondern ein entspanntes Gespräch – es geht darum, dass Hund und Zuhause gut zusammenpassen.",
          "Die Person meldet sich in den nächsten Tagen bei dir, um einen Termin zu vereinbaren. Wenn bestimmte Tage oder Uhrzeiten bei dir gut oder gar nicht passen, schreib es uns gerne als Antwort auf diese Mail.",
        ].join("\n\n"),
    },
    approved: {
      subject: () => "Gute Nachrichten für dich!",
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
      subject: () => "Unsere Rückmeldung zu deiner Anfrage",
      body: ({ dogsUrl }) =>
        [
          "vielen Dank für dein Interesse und dein Vertrauen. Wir haben uns alles sorgfältig angeschaut und lange überlegt, können dir diesmal aber leider keine Zusage geben.",
          "Das hat nichts mit dir als Mensch zu tun: Oft sind es Kleinigkeiten – die Wohnsituation, der Alltag oder die besonderen Bedürfnisse eines Hundes –, die einfach nicht ganz zusammenpassen.",
          `Bitte lass dich davon nicht entmutigen! Viele unserer Hunde suchen noch ein Zuhause, und vielleicht ist einer dabei, der besser zu dir passt:\n${dogsUrl}`,
          "Wenn du magst, antworte gerne auf diese Mail – wir erklären dir unsere Entscheidung auch persönlich.",
        ].join("\n\n"),
    },
    free: {
      subject: (values) => capitalised(request(values)),
      body: () => "",
    },
  },
};
