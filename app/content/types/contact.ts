/** The contact page around its form: the ways to reach the association and the social profiles. */
export type ContactPageText = {
  optionsHeading: string;
  optionsIntro: string;
  options: { email: string; phone: string; whatsapp: string };
  socialHeading: string;
  /** The form card's id; a post without JavaScript comes back to it. */
  formAnchor: string;
  formHeading: string;
  formIntro: string;
};
