import type { MetaDescriptor } from "react-router";

/** The blog's Atom feed in this host's language, linked from the blog's pages (its own module: the blog list ships no other SEO code). */
export function feedLink(title: string): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/atom+xml", title, href: "/blog/feed.xml" };
}
