import type { FormType } from "~/domain/forms/form-types";
import type { StatusMailText, StatusMailValues } from "~/content/types/status-mails";

/** The request, e.g. 'tu solicitud de adopción de Luna'. */
const requestPhrase: Record<FormType, (dog: string | null) => string> = {
  adoption: (dog) => (dog ? `tu solicitud de adopción de ${dog}` : "tu solicitud de adopción"),
  sponsorship: (dog) => (dog ? `tu solicitud de apadrinamiento de ${dog}` : "tu solicitud de apadrinamiento"),
  foster_home: () => "tu solicitud como casa de acogida",
  contact: () => "tu mensaje",
  membership: () => "tu solicitud para formar parte de la asociación",
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const request = (values: StatusMailValues) => requestPhrase[values.formType](values.dogName);

const interval: Record<NonNullable<StatusMailValues["contribution"]>["interval"], string> = {
  monthly: "al mes",
  quarterly: "al trimestre",
  biannual: "al semestre",
  annual: "al año",
};

const account = ({ bank }: StatusMailValues, purpose: string) =>
  [`Titular: ${bank.recipient}`, `IBAN: ${bank.iban}`, `BIC: ${bank.bic}`, `Concepto: ${purpose}`].join("\n");

export const statusMails: StatusMailText = {
  greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
  signature: (organisation, signer) =>
    signer
      ? `Un abrazo,\n${signer}\nen nombre del equipo de ${organisation}`
      : `Un abrazo,\nel equipo de ${organisation}`,
  templates: {
    in_review: {
      subject: (values) => `${capitalised(request(values))}: ya estamos en ello`,
      body: (values) =>
        [
          `¡Gracias por tu confianza! Hemos recibido ${request(values)} y ahora nos tomamos el tiempo de revisarlo todo con calma. Como todo nuestro trabajo es voluntario, puede que tardemos unos días, pero te escribiremos en cuanto tengamos novedades.`,
          "Si mientras tanto se te ocurre algo más o tienes alguna pregunta, responde sin más a este correo.",
        ].join("\n\n"),
    },
    precheck: {
      subject: (values) => `${capitalised(request(values))}: el siguiente paso es la visita previa`,
      body: (values) =>
        [
          `¡Qué bien que sigamos adelante con ${request(values)}! Como siguiente paso nos gustaría conocerte en una visita previa: alguien de nuestro equipo, o un voluntario o voluntaria de tu zona, pasará por tu casa, echará un vistazo con calma y responderá a tus preguntas. No es un examen, sino una charla tranquila para ver si el perro y el hogar encajan bien.`,
          "Esa persona se pondrá en contacto contigo en los próximos días para acordar una cita. Si hay días u horas que te vienen especialmente bien o mal, cuéntanoslo respondiendo a este correo.",
        ].join("\n\n"),
    },
    approved: {
      subject: (values) => `Buenas noticias sobre ${request(values)}`,
      body: (values) =>
        [
          `Nos alegra muchísimo poder decírtelo: ¡hemos aceptado ${request(values)}!`,
          "En los próximos días nos pondremos en contacto contigo para hablar de los siguientes pasos y de todo lo organizativo. Si hasta entonces tienes alguna pregunta, responde sin más a este correo.",
          "¡Gracias por darle una oportunidad a uno de nuestros perros!",
        ].join("\n\n"),
    },
    dog_unavailable: {
      subject: ({ dogName }) => (dogName ? `Novedades sobre ${dogName}` : "Novedades sobre tu solicitud"),
      body: ({ dogName, dogsUrl }) =>
        [
          dogName
            ? `¡Muchas gracias por tu interés en ${dogName}! Lamentamos contarte que ${dogName} ya no está disponible: ha encontrado un hogar o ya tiene una reserva de otra familia. Sabemos que es una decepción y lo sentimos de verdad.`
            : "¡Muchas gracias por tu interés! Lamentamos contarte que el perro por el que preguntaste ya no está disponible: ha encontrado un hogar o ya está reservado para otra familia. Sabemos que es una decepción y lo sentimos de verdad.",
          `Nuestros otros perros esperan con la misma ilusión a personas como tú. Quizá alguno de ellos encaje contigo:\n${dogsUrl}`,
          "Con esto cerramos tu solicitud. Si te interesa otro perro, responde a este correo o envíanos una nueva solicitud: ¡nos encantará saber de ti!",
        ].join("\n\n"),
    },
    declined: {
      subject: (values) => `Nuestra respuesta a ${request(values)}`,
      body: (values) =>
        [
          `Muchas gracias por tu interés y tu confianza. Hemos revisado ${request(values)} con cuidado y le hemos dado muchas vueltas, pero esta vez, por desgracia, no podemos darte una respuesta positiva.`,
          "No tiene nada que ver contigo como persona: a menudo son detalles (la vivienda, el día a día o las necesidades concretas de un perro) que simplemente no acaban de encajar.",
          `¡Por favor, no te desanimes! Muchos de nuestros perros siguen buscando hogar, y quizá alguno encaje mejor contigo:\n${values.dogsUrl}`,
          "Si quieres, responde a este correo: también te explicamos nuestra decisión en persona.",
        ].join("\n\n"),
    },
    welcome: {
      subject: ({ organisation }) => `Te damos la bienvenida a ${organisation}`,
      body: (values) =>
        [
          `¡Qué alegría! Hemos aceptado tu solicitud y te damos la bienvenida a la asociación.${values.entryDate ? ` Tu alta es efectiva a partir del ${values.entryDate}.` : ""}`,
          values.contribution
            ? `Tu cuota es de al menos ${values.contribution.amount} ${interval[values.contribution.interval]}; si quieres, puedes aportar más y cambiar la cantidad cuando quieras. Lo más sencillo es programar en tu banco una transferencia periódica a nuestra cuenta:`
            : "Para tu cuota, lo más sencillo es programar en tu banco una transferencia periódica a nuestra cuenta:",
          account(values, `Cuota ${values.fullName || "y tu nombre"}`),
          "Puedes darte de baja cuando quieras, con efecto a final de mes; basta con un correo. Si tienes alguna pregunta, responde sin más a este correo.",
          "¡Gracias por apoyar a nuestros perros!",
        ].join("\n\n"),
    },
    confirmed: {
      subject: ({ dogName }) => `Tu apadrinamiento${dogName ? ` de ${dogName}` : ""} está confirmado`,
      body: (values) =>
        [
          `¡Qué buena noticia! Tu apadrinamiento${values.dogName ? ` de ${values.dogName}` : ""} está confirmado. Gracias de corazón por ayudar a ${values.dogName ?? "este perro"}.`,
          `${values.amount ? `Tu aportación: ${values.amount} al mes. ` : ""}Lo más sencillo es programar en tu banco una transferencia mensual periódica a nuestra cuenta:`,
          account(
            values,
            `Apadrinamiento${values.dogName ? ` ${values.dogName}` : " y el nombre del perro"}${values.fullName ? `, ${values.fullName}` : ", y tu nombre"}`,
          ),
          "Te iremos contando cómo le va. Si tienes alguna pregunta, responde sin más a este correo.",
        ].join("\n\n"),
    },
    reply: {
      subject: () => "Respuesta a tu mensaje",
      body: ({ quotedMessage }) =>
        [`¡Gracias por tu mensaje!${quotedMessage ? ` Nos escribiste:\n\n${quotedMessage}` : ""}`, ""].join(
          "\n\n",
        ),
    },
    free: {
      subject: (values) => capitalised(request(values)),
      body: () => "",
    },
  },
};
