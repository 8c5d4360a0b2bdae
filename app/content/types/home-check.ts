import type { HomeCheckOutcome, HomeCheckPhotoProblem } from "~/domain/back-office/home-check-paths";
import type { HomeCheckErrors } from "~/domain/back-office/home-check-schemas";

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
    /** The optional photos (issue 28): label, hint, and the browser's list of chosen ones. */
    photos: string;
    photosHint: string;
    /** The button that opens the phone's camera or gallery (with JavaScript). */
    photoAdd: string;
    /** "{n} of 4 photos chosen" ({n}). */
    photoCount: string;
    /** A chosen photo in the list ({n}, {name}, {size}). */
    photoItem: string;
    /** The remove button's text, and its accessible name ({n}), which starts or ends with it. */
    remove: string;
    photoRemove: string;
    photosFull: string;
    photoPreparing: string;
    /** A refused photo ({n}, {name}, {message}). */
    photoError: string;
    photoErrors: Record<HomeCheckPhotoProblem, string>;
    /** After a post without JavaScript that was refused: the file field is empty again. */
    photosAgain: string;
    /** The whole post over the limit (without JavaScript, photos as taken). */
    photosTooLarge: string;
    submit: string;
    sending: string;
    errorSummary: string;
    errors: HomeCheckErrors;
    gone: { title: string; heading: string; body: string };
    notFound: { title: string; heading: string; body: string };
    done: { title: string; heading: string; body: string };
    tooMany: string;
  };
};
