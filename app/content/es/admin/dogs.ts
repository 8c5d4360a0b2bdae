import type { AdminText } from "~/content/types/admin";

export const dogs: AdminText["dogs"] = {
  title: "Perros no disponibles",
  intro:
    "Perros que ya no están en la lista o están reservados, pero que todavía tienen solicitudes abiertas de adopción o apadrinamiento. Las solicitudes aprobadas no aparecen aquí: muchas veces son justo la familia para la que está reservado el perro.",
  empty: "Ahora mismo no hay solicitudes abiertas de perros que ya no estén disponibles.",
  reserved: "En reserva",
  gone: "Ya no está en la lista",
  id: "N.º de ficha {id}",
  count: "{count} solicitudes abiertas",
  countOne: "1 solicitud abierta",
  table: {
    caption: "Solicitudes abiertas de {dog}",
    region: "Solicitudes de {dog}, desplazable en horizontal",
    name: "Nombre",
    type: "Tipo",
    language: "Idioma",
    received: "Recibida",
    status: "Estado",
    unnamed: "(sin nombre)",
  },
  inform: "Avisar a todas las personas y cerrar",
  // Issue 25: recipients and the mail shown (and editable) before anything is sent.
  preview: {
    heading: "Avisar a todas las personas interesadas en {dog} y cerrar",
    intro:
      "Elige quién recibe el correo y vuelve a leer el texto. No se envía nada hasta que pulses «Enviar»; entonces se cierra cada solicitud elegida. No se puede deshacer.",
    recipients: "Quién recibe el correo",
    recipientsHint:
      "Las solicitudes que ya están en la visita previa o más adelante no vienen marcadas: esas familias van más avanzadas en el proceso. Decide tú en cada caso.",
    recipientDetails: "{type} · {language} · {status} · recibida el {date}",
    mailHeading: { de: "Correo en alemán", es: "Correo en español" },
    greeting: "Cada correo empieza con un saludo con el nombre de la persona, por ejemplo «{greeting}».",
    subject: "Asunto",
    body: "Texto después del saludo",
    submit: "Enviar los correos y cerrar",
    cancel: "Cancelar",
    gone: "Este perro ya no tiene solicitudes abiertas.",
  },
  changed: {
    heading: "Hubo cambios mientras tanto: no se ha enviado nada",
    intro:
      "Desde que abriste la lista, alguien ha cambiado estas solicitudes. La lista de abajo ya está actualizada y tu texto se ha conservado. Revisa la selección y vuelve a enviar.",
    partial: "Se han enviado {count} correos. Estas solicitudes cambiaron entretanto y no se han tocado:",
    someone: "Alguien del equipo",
    status: "{name}: {actor} cambió el estado de «{from}» a «{to}».",
    assigned: "{name}: {actor} cambió quién se encarga.",
    mail: "{name}: {actor} envió un correo («{subject}»).",
    other: "{name}: {actor} cambió la solicitud.",
  },
  errors: {
    summary: "No ha funcionado. Revisa los datos marcados.",
    none_selected: "Elige al menos una solicitud.",
    subject_empty: "Escribe un asunto.",
    subject_too_long: "El asunto es demasiado largo (máximo 200 caracteres).",
    subject_line_break: "El asunto tiene que caber en una línea.",
    body_empty: "Escribe un texto.",
    body_too_long: "El texto es demasiado largo (máximo 10 000 caracteres).",
    unknown: "Acción desconocida.",
  },
  done: "{count} personas avisadas; sus solicitudes están cerradas.",
  doneOne: "1 persona avisada; su solicitud está cerrada.",
  doneNone: "No quedaba nada por hacer: las solicitudes ya estaban cerradas.",
};
