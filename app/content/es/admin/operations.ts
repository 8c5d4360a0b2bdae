import type { AdminText } from "~/content/types/admin";

export const operations: AdminText["operations"] = {
  title: "Funcionamiento",
  intro: "Cómo van el envío de correos y el feed de perros, y qué se ha borrado últimamente.",
  done: {
    retried: "El correo se vuelve a enviar ahora.",
    retriedAll: "Los correos con error se vuelven a enviar ahora.",
    retryGone: "Este correo ya se ha enviado o se ha borrado.",
    refreshed: "El feed de perros se ha actualizado.",
    refreshFailed:
      "No se ha podido obtener el feed de perros. La web sigue mostrando la última lista correcta.",
  },
  outbox: {
    heading: "Envío de correos",
    counts: { pending: "En espera", failed: "Con error, se reintentará", sent: "Enviados" },
    waitingHeading: "Pendientes de envío",
    none: "Todos los correos se han enviado.",
    listLabel: "Correos pendientes de envío",
    columns: {
      created: "Creado",
      attempts: "Intentos",
      next: "Próximo intento",
      error: "Último error",
    },
    kinds: {
      notification: "Solicitud a la asociación",
      confirmation: "Acuse de recibo",
      status: "Correo de estado",
    },
    noError: "–",
    request: "Ver la solicitud",
    retry: "Reintentar ahora",
    retryLabel: "Reintentar ahora: {kind} del {created}",
    retryAll: "Reintentar ahora todos los que tienen error",
  },
  dogs: {
    heading: "Feed de perros",
    unavailable: "Todavía no se ha cargado ninguna lista de perros.",
    total: "{count} perros en el feed",
    tableLabel: "Perros por sección y estado",
    type: "Sección",
    types: { adoption: "Adopción", sponsorship: "Apadrinamiento", hospice: "Hospicio" },
    statuses: { available: "Disponible", reserved: "Reservado" },
    cacheTimestamp: "Fecha del feed",
    fetchedAt: "Última descarga",
    lastError: "Último error",
    noError: "Ninguno",
    never: "Nunca",
    refresh: "Actualizar ahora",
  },
  deletions: {
    heading: "Registro de borrados",
    intro:
      "Los últimos 20 borrados. Aquí no figuran los datos borrados, solo cuándo, por qué y cuántas solicitudes.",
    none: "Todavía no se ha borrado nada.",
    tableLabel: "Últimos borrados",
    columns: { when: "Cuándo", reason: "Motivo", by: "Por", count: "Solicitudes" },
    reasons: { retention: "Plazo de conservación cumplido", erasure: "Borrado a petición" },
    system: "automático",
  },
};
