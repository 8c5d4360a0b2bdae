import {
  formatEuro,
  membershipMinimumPerPayment,
  sponsorshipAmount,
  type MembershipPaymentInterval,
} from "~/domain/fees";
import { formatNumber } from "~/domain/numbers";
import type { FormsText } from "~/content/types/forms";
import { validation } from "./validation";

/** The least a member pays at a time in an interval, in this language ("15 €"). */
const minimumFee = (interval: MembershipPaymentInterval, locale: "de" | "es") =>
  formatEuro(membershipMinimumPerPayment(interval), locale);

export const forms: FormsText = {
  kit: {
    requiredNote: "Los campos obligatorios están marcados con *.",
    optional: "(opcional)",
    sending: "Enviando …",
    errorHeading: "Error al enviar",
    retry: "Intentar de nuevo",
    rateLimited: "Demasiadas solicitudes en poco tiempo. Por favor, inténtalo de nuevo en unos minutos.",
    honeypotToast: validation.honeypot,
    honeypotLabel: "Sitio web (déjalo vacío)",
    privacy: {
      before: "He leído la ",
      link: "política de privacidad",
      after: " y acepto el tratamiento de mis datos.",
      newTab: "(se abre en una pestaña nueva)",
    },
    privacyNote: {
      before: "Cómo tratamos tus datos lo explica nuestra ",
      link: "política de privacidad",
      after: ".",
    },
  },
  contact: {
    dogQuery: "perro",
    labels: { name: "Nombre", email: "Correo electrónico", phone: "Teléfono", message: "Mensaje" },
    dogChip: "Perro: {name}",
    removeDog: "Quitar a {name} del mensaje",
    interest: "Te interesa {name}",
    interestText: "Tu mensaje nos llegará con la referencia a {name}.",
    submit: "Enviar mensaje",
    success: {
      heading: "¡Mensaje enviado!",
      text: "Gracias por tu mensaje. Te responderemos lo antes posible.",
      again: "Enviar otro mensaje",
    },
    error: "Hubo un problema al enviar tu mensaje. Por favor, inténtalo de nuevo.",
  },
  dog: {
    dogRequest: {
      heading: "Solicitud para {name}",
      intro: "Envíanos tu solicitud y nos pondremos en contacto contigo lo antes posible.",
      choiceLabel: "¿Qué te gustaría hacer?",
      choice: { adoption: "Adoptar", sponsorship: "Apadrinar" },
      query: { name: "solicitud", adoption: "adopcion", sponsorship: "apadrinamiento" },
      processText: "¿Cómo funciona una adopción?",
      processLink: "Más sobre el proceso de adopción",
      dogQuery: "perro",
      reserved:
        "{name} ya tiene una reserva. Aun así, puedes enviarnos tu solicitud: te avisaremos si la reserva no sigue adelante y, si no, con gusto te propondremos otro perro.",
    },
    adoption: {
      labels: {
        dog: "Perro",
        name: "Tu nombre",
        email: "Correo electrónico",
        phone: "Teléfono",
        livingSituation: "Situación de vivienda",
        experience: "Experiencia con perros",
        message: "Mensaje",
      },
      hints: {
        livingSituation: "Piso o casa, jardín, con quién vives, ¿hay otros animales?",
        experience: "¿Has tenido perros antes? ¿Conoces perros de protectora?",
        message: "¿Por qué encaja este perro contigo? Al menos 20 caracteres.",
      },
      submit: "Enviar solicitud de adopción",
      success: {
        heading: "¡Solicitud enviada!",
        text: "Tu solicitud de adopción se ha enviado correctamente. Nos pondremos en contacto contigo lo antes posible.",
        again: "Enviar otra solicitud",
      },
      error: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo.",
    },
    sponsorship: {
      intro: "Con un apadrinamiento cubres cada mes una parte de los gastos de comida y veterinario.",
      labels: {
        dogName: "Perro",
        yourName: "Tu nombre",
        email: "Correo electrónico",
        amount: "Cantidad mensual",
        custom: `Otra cantidad (desde ${sponsorshipAmount.min} €)`,
        publishName: "Publicar mi nombre como padrino o madrina en la web",
      },
      amountHint: "Elige una cantidad o introduce la tuya.",
      perMonth: "{amount} al mes",
      customHint: `Euros enteros, de ${sponsorshipAmount.min} € a ${formatNumber(sponsorshipAmount.max, "es")} €.`,
      submit: "Solicitar apadrinamiento",
      success: {
        heading: "¡Solicitud enviada!",
        text: "¡Muchas gracias! Hemos recibido tu solicitud y nos pondremos en contacto contigo.",
        again: "Enviar otra solicitud",
      },
      error: "Error al enviar. Por favor, inténtalo de nuevo más tarde.",
    },
  },
  foster: {
    cardId: "formulario-de-solicitud",
    fields: {
      name: { label: "Nombre", placeholder: "Nombre y apellidos" },
      email: { label: "Correo electrónico" },
      phone: { label: "Teléfono" },
      address: { label: "Dirección", placeholder: "Calle, número, localidad" },
      zipCode: { label: "Código postal" },
      experience: {
        label: "Tu experiencia con perros",
        hint: "¿Has tenido perros antes, quizá también perros rescatados o de acogida?",
      },
      existingPets: {
        label: "Animales en tu hogar",
        hint: "¿Qué animales viven contigo y cómo se llevan con los perros?",
      },
      livingSituation: {
        label: "Tu situación de vivienda",
        hint: "Casa o piso, jardín, con quién vives, cuánto tiempo se quedaría solo el perro.",
      },
      availability: {
        label: "Tu disponibilidad",
        hint: "¿Desde cuándo y durante cuánto tiempo puedes acoger a un perro? Una acogida suele durar de 4 a 6 semanas.",
      },
      message: {
        label: "¿Por qué quieres ser casa de acogida?",
        hint: "Cuéntanos un poco sobre ti (al menos 20 caracteres).",
      },
    },
    submit: "Enviar solicitud",
    success: {
      heading: "¡Solicitud enviada!",
      text: "Muchas gracias por tu solicitud como casa de acogida. Nos pondremos en contacto contigo en los próximos días para una primera conversación.",
      again: "Volver al formulario",
    },
    error: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo.",
  },
  membership: {
    cardId: "solicitud-de-socio",
    stepOf: "Paso {step} de {count}",
    steps: { 1: "Tipo de membresía", 2: "Datos personales", 3: "Dirección y contacto", 4: "Forma de pago" },
    progress: "Progreso de la solicitud",
    membershipType: {
      legend: "¿Cómo quieres hacerte socio?",
      options: {
        active: {
          label: "Socio activo",
          text: "Tienes derecho a voto en la asamblea de socios y asumes una tarea en la asociación, por ejemplo como casa de acogida o en la organización de traslados.",
        },
        supporting: {
          label: "Socio colaborador",
          text: "Ayudas a nuestros perros con tu cuota periódica, sin derecho a voto y sin más compromisos.",
        },
      },
    },
    salutation: { legend: "Tratamiento", options: { female: "Sra.", male: "Sr." } },
    firstName: { label: "Nombre" },
    lastName: { label: "Apellidos" },
    birthday: { label: "Fecha de nacimiento", hint: "Para hacerte socio debes tener al menos 18 años." },
    facebookUsername: { label: "Nombre en Facebook", hint: "Para encontrarte en nuestro grupo de Facebook." },
    street: { label: "Calle y número" },
    addressAddition: { label: "Información adicional", hint: "Por ejemplo piso, puerta o escalera." },
    postalCode: { label: "Código postal" },
    city: { label: "Localidad" },
    country: { label: "País", choose: "Selecciona un país", others: "Otros países" },
    email: { label: "Correo electrónico" },
    phone: { label: "Teléfono" },
    mobile: { label: "Móvil" },
    phones:
      "Indica al menos un número de teléfono, con prefijo internacional y al menos 10 cifras, por ejemplo +34 600 123 456.",
    entryDate: {
      label: "Fecha de alta",
      hint: "Tu membresía empieza el día 1 del mes elegido, como pronto el mes que viene (formato AAAA-MM).",
    },
    paymentInterval: {
      legend: "Forma de pago",
      hint: `La cuota es desde ${minimumFee("monthly", "es")} al mes; si quieres, puedes aportar más. La pagas por transferencia, periódica o puntual, a la cuenta de la asociación: te enviamos los datos bancarios al confirmarte el alta.`,
      options: {
        monthly: `mensual (desde ${minimumFee("monthly", "es")})`,
        quarterly: `trimestral (desde ${minimumFee("quarterly", "es")})`,
        biannual: `semestral (desde ${minimumFee("biannual", "es")})`,
        annual: `anual (desde ${minimumFee("annual", "es")})`,
      },
    },
    summary: { heading: "Tus datos", type: "Tipo de membresía", name: "Nombre", email: "Correo electrónico" },
    next: "Siguiente",
    back: "Atrás",
    submit: "Enviar solicitud",
    problems: {
      membershipType: { title: "Faltan datos", text: validation.membership.membershipType },
      missing: {
        title: "Faltan datos",
        text: "Por favor, rellena todos los campos obligatorios antes de continuar.",
      },
      birthday: { title: "Fecha de nacimiento no válida" },
      phoneMissing: { title: "Falta el número de teléfono" },
      phoneInvalid: { title: "Número de teléfono no válido" },
      mobileInvalid: { title: "Número de móvil no válido" },
      emailInvalid: { title: "Correo electrónico no válido" },
      invalid: { title: "Datos no válidos" },
    },
    submitProblem: "Error",
    submitMissing: validation.membership.required,
    success: {
      heading: "¡Solicitud de membresía enviada!",
      text: "¡Muchas gracias por tu solicitud! La revisaremos y te escribiremos por correo electrónico. Gracias por apoyar a nuestros perros.",
      again: "Nueva solicitud",
    },
    error: "Hubo un problema al enviar tu solicitud. Por favor, inténtalo de nuevo más tarde.",
  },
};
