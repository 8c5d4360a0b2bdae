import type { AdminText } from "~/content/types/admin";

/** Las cifras de la junta ("Cifras", issue 28 item 7): gráficos, cada uno con su tabla. */
export const numbers: AdminText["numbers"] = {
  nav: "Cifras",
  title: "Cifras",
  intro:
    "Cuántas solicitudes llegan, con qué rapidez respondemos, cuántos perros encuentran hogar y cuántos socios y apadrinamientos nos sostienen. Semanas y meses en hora de Alemania.",
  period: {
    label: "Periodo",
    option: "Últimos {months} meses",
    submit: "Mostrar",
    range: "Del {from} a hoy ({to})",
  },
  asTable: "Como tabla",
  empty: "En este periodo todavía no hay nada.",
  month: "Mes",
  count: "Cantidad",
  total: "Total",
  weeks: {
    heading: "Solicitudes por semana",
    caption: "Solicitudes por semana y tipo",
    week: "Semana del",
    summary:
      "Gráfico de barras: solicitudes por semana del {from} al {to}, apiladas por tipo. En total {total}; la semana con más ({max}) fue la del {maxLabel}.",
    summaryEmpty:
      "Gráfico de barras: solicitudes por semana del {from} al {to}. Ninguna solicitud en este periodo.",
  },
  firstAnswer: {
    heading: "Tiempo hasta la primera respuesta",
    note: "Mediana de horas hasta la primera respuesta: tu primer correo a la persona o el primer paso fuera de «Nueva», lo que ocurra antes. Cuentan las solicitudes enviadas desde la web.",
    caption: "Tiempo hasta la primera respuesta por mes (mediana, en horas)",
    requests: "Solicitudes",
    answered: "Respondidas",
    median: "Mediana (horas)",
    within48: "En 48 h",
    hours: "{value} h",
    none: "–",
    summary:
      "Gráfico de barras: mediana de horas hasta la primera respuesta por mes, de {from} a {to}. La última, {last}; la más larga, {max} horas en {maxLabel}.",
    summaryEmpty:
      "Gráfico de barras: tiempo hasta la primera respuesta por mes, de {from} a {to}. Todavía no hay respuestas.",
    noValue: "sin datos",
  },
  placements: {
    heading: "Adopciones por mes",
    caption: "Perros adoptados por mes",
    column: "Adopciones",
    summary:
      "Gráfico de barras: perros adoptados por mes, de {from} a {to}. En total {total}; el mes con más ({max}) fue {maxLabel}.",
    summaryEmpty:
      "Gráfico de barras: perros adoptados por mes, de {from} a {to}. Ninguna adopción en este periodo.",
  },
  lasting: {
    heading: "Socios y apadrinamientos",
    caption: "Socios y apadrinamientos a fin de mes",
    month: "Fin de mes",
    members: "Socios",
    sponsors: "Apadrinamientos",
    summary:
      "Gráfico de barras: socios y apadrinamientos al final de cada mes, de {from} a {to}. Hoy: socios, {members}; apadrinamientos, {sponsors}.",
  },
  openStage: {
    heading: "Solicitudes abiertas por paso",
    caption: "Solicitudes abiertas por tipo y paso",
    kind: "Tipo",
    stage: "Paso",
    none: "Ahora mismo no hay ninguna solicitud abierta.",
  },
  openVolunteer: {
    heading: "Solicitudes abiertas por persona",
    caption: "Solicitudes abiertas por persona responsable",
    person: "Persona",
    nobody: "Sin asignar",
    none: "Ahora mismo no hay ninguna solicitud abierta.",
  },
};
