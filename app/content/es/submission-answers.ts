import type { SubmissionAnswers } from "../types/submission-answers";

export const submissionAnswers: SubmissionAnswers = {
  honeypot: "No se pudo enviar el formulario",
  rateLimited: "Demasiadas solicitudes en poco tiempo. Por favor, inténtalo de nuevo en unos minutos.",
  unavailable:
    "No hemos podido guardar tu solicitud en este momento y no se ha enviado. Por favor, inténtalo de nuevo más tarde.",
};
