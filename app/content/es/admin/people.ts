import type { AdminText } from "~/content/types/admin";

export const people: AdminText["people"] = {
  title: "Acceso a datos",
  intro:
    "Aquí encuentras todo lo que tenemos guardado sobre una dirección de correo electrónico, para responder a una solicitud de acceso (art. 15 RGPD) o para borrarlo a petición de la persona.",
  search: {
    label: "Correo electrónico",
    hint: "Exactamente la dirección con la que la persona envió sus solicitudes.",
    submit: "Buscar",
    invalid: "Introduce una dirección de correo electrónico válida.",
  },
  results: {
    heading: "Solicitudes guardadas de {email}",
    none: "No hay nada guardado con esta dirección de correo electrónico.",
    recordOnly: "No hay solicitudes, pero sí una ficha en «Personas»:",
    recordNoName: "Ficha sin nombre",
    count: "{count} solicitudes",
    countOne: "1 solicitud",
    tableLabel: "Solicitudes de esta persona",
    columns: { created: "Recibida", type: "Tipo", status: "Estado", request: "Solicitud" },
    open: "Abrir",
  },
  export: {
    heading: "Acceso",
    text: "El documento contiene cada solicitud con todos sus datos, nuestras notas, el historial y los correos correspondientes, en el idioma de la persona y escrito para que lo pueda leer. Envíaselo por una vía segura.",
    link: "Descargar el documento de acceso",
    json: "Para programas (JSON)",
  },
  erase: {
    heading: "Borrarlo todo",
    text: "Borra todas las solicitudes de esta persona con todos sus datos, nuestras notas, el historial y los correos correspondientes, también los archivos de correo guardados en el servidor. No se puede deshacer. En el registro de borrados solo queda cuándo, quién y cuántas solicitudes se borraron.",
    mailbox:
      "Este borrado no llega al buzón de la asociación: las notificaciones de estas solicitudes y las copias de nuestros correos de estado siguen allí. Bórralas tú, por ejemplo buscando {email}.",
    confirm: "Sí, borrar: eliminar definitivamente las {count} solicitudes de {email}.",
    confirmOne: "Sí, borrar: eliminar definitivamente la solicitud de {email}.",
    confirmRecord: "Sí, borrar: eliminar definitivamente la ficha de {email} en «Personas».",
    submit: "Borrar definitivamente",
    confirmMissing: "Confirma el borrado marcando la casilla.",
    retype: {
      label: "Segunda confirmación: escribe otra vez la dirección de correo electrónico de la persona.",
      hint: "Sin esta segunda confirmación, solo el equipo de administración puede borrar.",
      mismatch: "La dirección escrita no coincide con {email}. No se ha borrado nada.",
    },
    changed: "Algo ha cambiado desde que cargaste la página. Revisa las solicitudes y vuelve a confirmar.",
  },
  erased: "Se han borrado {count} solicitudes.",
  erasedOne: "Se ha borrado 1 solicitud.",
  erasedRecord: "Se ha borrado la ficha.",
};
