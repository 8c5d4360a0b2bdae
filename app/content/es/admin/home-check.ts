import type { AdminText } from "~/content/types/admin";

export const homeCheck: AdminText["homeCheck"] = {
  heading: "Visita previa",
  intro:
    "Elige a quién hará la visita previa. Recibirá un correo con nombre, teléfono, dirección, perro y situación de vivienda, y un enlace para el informe (válido 14 días).",
  checker: "Visita hecha por",
  suggested: "coincide con el código postal",
  noCheckers: "Todavía no hay nadie marcado para visitas previas. Márcalo en «Personas».",
  confirm: "Sí, envía por correo a la persona elegida los datos para la visita.",
  confirmMissing: "Marca la casilla para que se envíe el correo.",
  checkerMissing: "Elige a una persona.",
  send: "Pedir visita previa",
  sent: "La petición de visita previa se ha enviado.",
  notPrecheck: "Puedes pedir una visita previa cuando la solicitud esté en la fase de visita previa.",
  errors: {
    not_found: "Esta solicitud ya no existe.",
    not_precheck: "La solicitud ya no está en la fase de visita previa.",
    checker: "Esta persona no está marcada para visitas previas o no tiene correo electrónico.",
  },
  linksHeading: "Enlaces enviados",
  linkSent: "enviado {date}",
  linkExpires: "válido hasta {date}",
  linkUsed: "informe el {date}",
  linkExpired: "caducado",
  linkOpen: "pendiente",
  reportsHeading: "Informes",
  noReports: "Todavía no hay informe.",
  reportBy: "{name}, visita el {date}",
  photo: "Foto {n} de la visita previa del {date}",
  outcomes: {
    suitable: "adecuado",
    not_suitable: "no adecuado",
    unsure: "no está claro",
  },
  latest: "Última visita previa",
  /** The day's view and the report page for a checker with their own account (issue 28). */
  own: {
    heading: "Visitas previas para ti",
    intro:
      "El equipo te ha pedido estas visitas previas. Puedes escribir tu informe aquí mismo, sin el enlace del correo.",
    until: "Informe hasta el {date}",
    write: "Escribir informe",
    writeLabel: "Escribir informe: {name}",
    done: "Tu informe de la visita previa se ha guardado. ¡Gracias!",
    gone: "Esta visita previa ya está hecha o su enlace ha caducado.",
    back: "Volver a «Hoy»",
  },
};
