import type { ShareText } from "./share";

/** The blog list and a post's page (spec 2 'blog'); the posts themselves come from the database. */
export type BlogText = {
  /** `feedTitle`: the Atom feed's title (/blog/feed.xml) and its link's. */
  list: { heading: string; empty: string; feedTitle: string };
  post: {
    breadcrumbLabel: string;
    home: string;
    blog: string;
    /** Title suffix of a post page: '{post title} | Blog {site name}'. */
    titleSuffix: string;
    published: string;
    galleryHeading: string;
    callout: { heading: string; text: string; link: string };
    share: ShareText;
  };
};
