/** The `error` texts of refused or failed submissions (POST /api/forms, /api/membership). */
export type SubmissionAnswers = { honeypot: string; rateLimited: string; unavailable: string };
