import type { SubmissionAnswers } from "~/content/types/submission-answers";
import { validation } from "./validation";

export const submissionAnswers: SubmissionAnswers = {
  honeypot: validation.honeypot,
  rateLimited: "Demasiadas solicitudes en poco tiempo. Por favor, inténtalo de nuevo en unos minutos.",
  unavailable:
    "No hemos podido guardar tu solicitud en este momento y no se ha enviado. Por favor, inténtalo de nuevo más tarde.",
};
