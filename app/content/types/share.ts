/** The share block under a post or a guide. */
export type ShareText = {
  heading: string;
  facebook: string;
  x: string;
  linkedin: string;
  email: string;
  /** Read after the three social links' names: they open a new window. */
  newWindow: string;
  /** The first line of the share e-mail, before the link. */
  emailText: string;
};
