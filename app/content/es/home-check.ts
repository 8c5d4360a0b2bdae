import type { HomeCheckText } from "~/content/types/home-check";

export const homeCheck: HomeCheckText = {
  mail: {
    subject: (v) => `Visita previa: ${v.applicantName}${v.dogName ? ` (para ${v.dogName})` : ""}`,
    body: (v) =>
      [
        `Hola ${v.checkerName}:`,
        `¿Puedes hacer una visita previa para nosotros? ${v.requestedBy ? `${v.requestedBy} te ha propuesto. ` : ""}Aquí tienes todo lo que necesitas para la visita:`,
        [
          `Nombre: ${v.applicantName}`,
          v.phone ? `Teléfono: ${v.phone}` : "",
          v.address ? `Dirección: ${v.address}` : "",
          v.postcode ? `Código postal / localidad: ${v.postcode}` : "",
          v.dogName ? `Perro: ${v.dogName}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
        v.livingSituation ? `Situación de vivienda según la solicitud:\n${v.livingSituation}` : "",
        `Después de la visita, escribe tu breve informe aquí (sin registrarte; el enlace vale hasta el ${v.expiresOn} y para un solo informe):\n${v.link}`,
        `Por favor, no compartas el enlace ni estos datos. ¡Gracias!`,
        `Un abrazo\n${v.organisation}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
  },
  page: {
    title: "Informe de la visita previa",
    heading: "Informe de la visita previa",
    intro: "¡Gracias por hacer la visita! Bastan unos pocos datos.",
    visitFor: "Visita a",
    dog: "Perro",
    visitedOn: "Día de la visita",
    outcome: "Tu impresión",
    outcomes: {
      suitable: "Adecuado: lo recomiendo",
      not_suitable: "No es adecuado",
      unsure: "No estoy seguro/a: hablemos",
    },
    notes: "Notas (opcional)",
    notesHint:
      "¿Qué te llamó la atención? Jardín, valla, escaleras, otros animales… Máximo 4.000 caracteres.",
    photos: "Fotos (opcional)",
    photosHint:
      "Hasta cuatro fotos, por ejemplo del jardín, la valla o el sitio para dormir: JPEG, PNG, WebP o AVIF, de 15 MB como máximo cada una. Por favor, evita fotografiar a personas.",
    photoAdd: "Añadir foto",
    photoCount: "{n} de 4 fotos elegidas",
    photoItem: "Foto {n}: {name} ({size})",
    remove: "Quitar",
    photoRemove: "Quitar la foto {n}",
    photosFull: "No caben más de cuatro fotos. Quita una para elegir otra.",
    photoPreparing: "Preparando la foto…",
    photoError: "Foto {n} ({name}): {message}",
    photoErrors: {
      empty: "El archivo está vacío.",
      "too-large": "La foto es demasiado grande: 15 MB como máximo.",
      "too-many-pixels": "La foto tiene demasiados píxeles: 50 megapíxeles como máximo.",
      "not-a-picture": "Este archivo no es una foto. Se admiten JPEG, PNG, WebP y AVIF.",
      "unsupported-format": "Este formato de imagen no se admite aquí. Se admiten JPEG, PNG, WebP y AVIF.",
      busy: "Ahora mismo estamos procesando muchas fotos. Vuelve a enviar el informe en un momento.",
    },
    photosAgain: "Vuelve a elegir las fotos, por favor. Tus demás datos siguen aquí.",
    photosTooLarge:
      "Las fotos eran demasiado grandes en total (60 MB como máximo). Vuelve a rellenar el informe y elige menos fotos o fotos más pequeñas.",
    submit: "Enviar informe",
    sending: "Enviando el informe…",
    errorSummary: "Revisa los datos marcados, por favor.",
    errors: {
      visitedOn: "Indica el día de la visita.",
      visitedOnFuture: "El día de la visita no puede ser futuro.",
      outcome: "Elige tu impresión.",
      notesTooLong: "Las notas pueden tener como máximo 4.000 caracteres.",
      photos: "Como máximo cuatro fotos.",
    },
    gone: {
      title: "Enlace ya no válido",
      heading: "Este enlace ya no es válido",
      body: "El informe ya se envió o el enlace ha caducado. Si quieres añadir algo, escríbenos un correo.",
    },
    notFound: {
      title: "Enlace desconocido",
      heading: "No conocemos este enlace",
      body: "Comprueba que has copiado el enlace completo del correo.",
    },
    done: {
      title: "Gracias por tu informe",
      heading: "¡Gracias por tu informe!",
      body: "Hemos recibido tu informe. El equipo te escribirá si tiene alguna pregunta.",
    },
    tooMany: "Demasiados intentos. Espera unos minutos, por favor.",
  },
};
