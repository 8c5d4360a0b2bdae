import type { ShareText } from "./share";

/** The guides list, a guide card and a guide's page (spec 2 'guides'); guides come from the database. */
export type GuidesText = {
  list: { heading: string; empty: string };
  /** A guide card's link to the guide (guides list and home page). */
  readMore: string;
  guide: {
    back: string;
    /** Breadcrumb names (structured data): the home page and the guides list. */
    home: string;
    guides: string;
    share: ShareText;
  };
};
