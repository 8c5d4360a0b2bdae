import type { SubmissionAnswers } from "../types/submission-answers";

export const submissionAnswers: SubmissionAnswers = {
  honeypot: "Formular konnte nicht gesendet werden",
  rateLimited: "Zu viele Anfragen in kurzer Zeit. Bitte versuche es in ein paar Minuten erneut.",
  unavailable:
    "Deine Anfrage konnte gerade nicht gespeichert werden und wurde nicht gesendet. Bitte versuche es später erneut.",
};
