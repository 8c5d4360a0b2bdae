import type { MouseEvent, ReactNode } from "react";
import type { ShareText as ShareUi } from "~/content/types/share";
import { sharePopup, shareTargets } from "~/domain/content/share";

/**
 * Share block (spec 2 'Share'): Facebook, X (Twitter) and LinkedIn as real links to the sharers (they
 * open in a new tab without JavaScript; with it, in a 600x400 popup) and an e-mail link with subject
 * and body.
 */
export function ShareLinks({
  url,
  title,
  text,
  id = "share",
}: {
  url: string;
  title: string;
  text: ShareUi;
  id?: string;
}) {
  const targets = shareTargets({ url, title, emailText: text.emailText });
  const social = [
    { key: "facebook", href: targets.facebook, label: text.facebook, icon: facebookIcon },
    { key: "x", href: targets.x, label: text.x, icon: xIcon },
    { key: "linkedin", href: targets.linkedin, label: text.linkedin, icon: linkedinIcon },
  ] as const;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {text.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {social.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              data-share={item.key}
              onClick={openInPopup}
              className={buttonClass}
            >
              {item.icon}
              <span className="sr-only">
                {item.label} ({text.newWindow})
              </span>
            </a>
          </li>
        ))}
        <li>
          <a href={targets.email} data-share="email" className={buttonClass}>
            {mailIcon}
            <span className="sr-only">{text.email}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

const buttonClass =
  "flex h-11 w-11 items-center justify-center rounded-full bg-brand-800 text-white transition-colors hover:bg-brand-900";

/** A plain click opens the sharer in a popup; modified clicks and blocked popups keep the link's default. */
function openInPopup(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const { width, height } = sharePopup;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open(
    event.currentTarget.href,
    "share",
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return;
  // The sharer must not be able to navigate this page (what rel="noopener" does for the link).
  popup.opener = null;
  event.preventDefault();
}

function icon(path: ReactNode) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
      {path}
    </svg>
  );
}

const facebookIcon = icon(
  <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.3v2.3H7.5V14h2.7v8h3.3z" />,
);
const xIcon = icon(
  <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />,
);
const linkedinIcon = icon(
  <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5z" />,
);
const mailIcon = icon(
  <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3-8-5.3zM5.6 7 12 11.2 18.4 7H5.6z" />,
);
