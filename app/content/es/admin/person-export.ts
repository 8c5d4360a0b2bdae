import type { AdminText } from "~/content/types/admin";

export const personExport: AdminText["personExport"] = {
  file: "mis-datos",
  title: "Tus datos guardados con nosotros",
  intro:
    "Acceso según el art. 15 del RGPD: aquí está todo lo que tenemos guardado con tu dirección de correo electrónico {email}: cada solicitud con tus datos, nuestras notas, el historial de su tramitación y los correos correspondientes. Fecha: {date}.",
  none: "No tenemos nada guardado con esta dirección de correo electrónico.",
  request: "{type} del {date}",
  status: "Estado de la solicitud",
  received: "Recibida",
  updated: "Última modificación",
  language: "Idioma",
  answers: "Tus datos",
  notes: "Nuestras notas",
  noNotes: "Ninguna nota.",
  history: "Historial",
  mails: "Correos",
  noMails: "Ningún correo.",
  mailTo: "Para {recipient}, asunto: {subject}",
  mailSent: "enviado el {date}",
  mailWaiting: "todavía sin enviar",
  by: "{text} ({name})",
  events: {
    received: "Solicitud recibida",
    opened: "Abierta por nuestro equipo",
    assigned: "Responsable: {name}",
    unassigned: "Ya no tiene responsable",
    note: "Nota añadida",
    mail: "Correo enviado: {subject}",
    status: "Estado cambiado: {from} → {to}",
    dog_unavailable: "El perro ya no está disponible",
    other: "Tramitada",
  },
  footer:
    "Si tienes preguntas sobre tus datos o quieres corregirlos o borrarlos, responde al correo con el que recibiste esta información.",
};
