import type { HomeCheckErrors, HomeCheckOutcome } from "~/domain/back-office/home-check-schemas";

/** What the checker's mail holds: only what the visit needs. */
export type HomeCheckMailValues = {
  checkerName: string;
  applicantName: string;
  phone: string;
  address: string;
  postcode: string;
  dogName: string;
  livingSituation: string;
  link: string;
  expiresOn: string;
  organisation: string;
  requestedBy: string;
};

/** The home checker's mail and public report page (no account; the link is the key). */
export type HomeCheckText = {
  mail: {
    subject: (values: HomeCheckMailValues) => string;
    body: (values: HomeCheckMailValues) => string;
  };
  page: {
    title: string;
    heading: string;
    intro: string;
    visitFor: string;
    dog: string;
    visitedOn: string;
    outcome: string;
    outcomes: Record<HomeCheckOutcome, string>;
    notes: string;
    notesHint: string;
    submit: string;
    errorSummary: string;
    errors: HomeCheckErrors;
    gone: { title: string; heading: string; body: string };
    notFound: { title: string; heading: string; body: string };
    done: { title: string; heading: string; body: string };
    tooMany: string;
  };
};
