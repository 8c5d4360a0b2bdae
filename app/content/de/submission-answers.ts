import type { SubmissionAnswers } from "~/content/types/submission-answers";
import { validation } from "./validation";

export const submissionAnswers: SubmissionAnswers = {
  honeypot: validation.honeypot,
  rateLimited: "Zu viele Anfragen in kurzer Zeit. Bitte versuche es in ein paar Minuten erneut.",
  unavailable:
    "Deine Anfrage konnte gerade nicht gespeichert werden und wurde nicht gesendet. Bitte versuche es später erneut.",
};
