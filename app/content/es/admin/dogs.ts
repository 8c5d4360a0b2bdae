import type { AdminText } from "~/content/types/admin";

export const dogs: AdminText["dogs"] = {
  title: "Perros no disponibles",
  intro:
    "Perros que ya no están en la lista o están reservados, pero que todavía tienen solicitudes abiertas de adopción o apadrinamiento. Las solicitudes aprobadas no aparecen aquí: muchas veces son justo la familia para la que está reservado el perro.",
  empty: "Ahora mismo no hay solicitudes abiertas de perros que ya no estén disponibles.",
  reserved: "Reservado",
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
  inform: "Avisar a todos y cerrar",
  confirm: {
    heading: "¿Avisar a todas las personas interesadas en {dog}?",
    text: "Cada una de las {count} personas recibirá el correo «El perro ya no está disponible» en el idioma de su solicitud, y su solicitud se cerrará. No se puede deshacer.",
    textOne:
      "La persona recibirá el correo «El perro ya no está disponible» en el idioma de su solicitud, y su solicitud se cerrará. No se puede deshacer.",
    submit: "Sí, enviar los correos y cerrar",
    cancel: "Cancelar",
    gone: "Este perro ya no tiene solicitudes abiertas.",
  },
  done: "{count} personas avisadas; sus solicitudes están cerradas.",
  doneOne: "1 persona avisada; su solicitud está cerrada.",
  doneNone: "No quedaba nada por hacer: las solicitudes ya estaban cerradas.",
};
