/** Where the share block sends a page (spec 2 'Share'): three social sharers and an e-mail. */
export type ShareTargets = { facebook: string; x: string; linkedin: string; email: string };

export type ShareInput = {
  /** Absolute URL of the page. */
  url: string;
  title: string;
  /** The e-mail's first line, before the link. */
  emailText: string;
};

/** Popup size of the social sharers (spec 2 section 7). */
export const sharePopup = { width: 600, height: 400 } as const;

export function shareTargets({ url, title, emailText }: ShareInput): ShareTargets {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    // encodeURIComponent, not URLSearchParams: mail clients show '+' literally.
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${emailText}\n\n${url}`)}`,
  };
}
