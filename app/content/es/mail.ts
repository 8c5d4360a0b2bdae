import type { MailText } from "~/content/types/mail";

const contactLabels = { name: "Nombre", email: "Correo electrónico", phone: "Teléfono", message: "Mensaje" };
const privacyAccepted = "Política de privacidad aceptada";

export const mail: MailText = {
  heading: {
    adoption: "Nueva solicitud de adopción",
    sponsorship: "Nueva solicitud de apadrinamiento",
    foster_home: "Nueva solicitud de casa de acogida",
    contact: "Nuevo mensaje de contacto",
    membership: "Nueva solicitud de membresía",
  },
  subject: {
    adoption: (data) => `Solicitud de adopción de ${data.dog} – ${data.name}`,
    sponsorship: (data) => `Solicitud de apadrinamiento de ${data.dogName} – ${data.yourName}`,
    foster_home: (data) => `Solicitud de casa de acogida – ${data.name}`,
    contact: (data) => `Mensaje de contacto – ${data.name}${data.dogName ? ` (sobre ${data.dogName})` : ""}`,
    membership: (data) => `Solicitud de membresía – ${data.firstName} ${data.lastName}`,
  },
  intro: (replyTo) =>
    `Recibido a través de un formulario de la web en español. Si respondes a este correo, la respuesta llega directamente a ${replyTo}.`,
  recorded: {
    by: (name, channel) => `${name} ha registrado esta solicitud en la administración (${channel}).`,
    channels: {
      phone: "teléfono",
      whatsapp: "WhatsApp",
      event: "evento",
      email: "correo electrónico",
      other: "otra vía",
    },
    replyTo: (email) => `Si respondes a este correo, la respuesta llega directamente a ${email}.`,
    noEmail:
      "La persona no ha dejado ningún correo electrónico: si respondes a este correo, la respuesta no le llega.",
    phone: (phone) => `Se le puede llamar al ${phone}.`,
  },
  labels: {
    adoption: {
      ...contactLabels,
      dog: "Perro",
      livingSituation: "Situación de vivienda",
      experience: "Experiencia con perros",
      privacyAccepted,
    },
    sponsorship: {
      dogName: "Perro",
      yourName: "Nombre",
      email: "Correo electrónico",
      amount: "Cantidad mensual",
      publishName: "Publicar el nombre",
    },
    foster_home: {
      ...contactLabels,
      address: "Dirección",
      zipCode: "Código postal",
      experience: "Experiencia con perros",
      existingPets: "Otras mascotas",
      livingSituation: "Situación de vivienda",
      availability: "Disponibilidad",
      privacyAccepted,
    },
    contact: { ...contactLabels, dogName: "Perro", privacyAccepted },
    membership: {
      membershipType: "Tipo de membresía",
      salutation: "Tratamiento",
      firstName: "Nombre",
      lastName: "Apellidos",
      birthday: "Fecha de nacimiento",
      facebookUsername: "Usuario de Facebook",
      street: "Calle y número",
      addressAddition: "Información adicional de la dirección",
      postalCode: "Código postal",
      city: "Localidad",
      country: "País",
      email: "Correo electrónico",
      phone: "Teléfono",
      mobile: "Móvil",
      entryDate: "Fecha de alta",
      paymentInterval: "Periodicidad de pago",
    },
  },
  choices: {
    membershipType: { active: "Miembro activo", supporting: "Miembro colaborador" },
    salutation: { female: "Sra.", male: "Sr." },
    paymentInterval: { monthly: "mensual", quarterly: "trimestral", biannual: "semestral", annual: "anual" },
  },
  yes: "Sí",
  no: "No",
  empty: "—",
  footer: (id, receivedAt) => `ID de la solicitud: ${id}\nRecibida: ${receivedAt}`,
  openInBackOffice: "Abrir en la administración:",
  intlLocale: "es-ES",
  timeZone: "Europe/Madrid",
};
