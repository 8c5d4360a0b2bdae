import type { ContactPageText } from "~/content/types/contact";
import { dialDigits } from "~/content/site-config";
import { useSiteData } from "~/site-data";

const linkStyle = "font-semibold text-brand-800 underline-offset-4 break-words hover:underline";

/** The contact page's e-mail, phone and WhatsApp links and the social profiles of this country's site. */
export function ContactOptions({ text }: { text: ContactPageText }) {
  const { site } = useSiteData();
  const options = [
    { label: text.options.email, href: `mailto:${site.email}`, value: site.email, icon: mailIcon },
    { label: text.options.phone, href: `tel:+${dialDigits(site.phone)}`, value: site.phone, icon: phoneIcon },
    {
      label: text.options.whatsapp,
      href: `https://wa.me/${dialDigits(site.whatsapp)}`,
      value: site.whatsapp,
      icon: chatIcon,
      external: true,
    },
  ];
  return (
    <aside aria-labelledby="contact-options" className="flex flex-col gap-8">
      <div>
        <h2 id="contact-options" className="text-2xl font-bold">
          {text.optionsHeading}
        </h2>
        <p className="mt-2 text-stone-700">{text.optionsIntro}</p>
        <ul className="mt-5 flex flex-col gap-3">
          {options.map((option) => (
            <li
              key={option.label}
              className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
            >
              <span
                aria-hidden="true"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={option.icon} />
                </svg>
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="text-sm text-stone-600">{option.label}</span>
                <a
                  href={option.href}
                  rel={option.external ? "noopener noreferrer" : undefined}
                  className={linkStyle}
                >
                  {option.value}
                </a>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {site.social.length > 0 ? (
        <div>
          <h2 className="text-xl font-bold">{text.socialHeading}</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {site.social.map((profile) => (
              <li key={profile.url}>
                <a
                  href={profile.url}
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full bg-white px-4 py-2 font-semibold text-brand-900 ring-1 ring-stone-300 hover:ring-brand-700"
                >
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </aside>
  );
}

const mailIcon =
  "M3 6.75A1.75 1.75 0 0 1 4.75 5h14.5A1.75 1.75 0 0 1 21 6.75v10.5A1.75 1.75 0 0 1 19.25 19H4.75A1.75 1.75 0 0 1 3 17.25zM3.5 7l8.5 6 8.5-6";
const phoneIcon =
  "M2.25 6.75c0 8.28 6.72 15 15 15h2.25a2.25 2.25 0 0 0 2.25-2.25v-1.37c0-.52-.35-.97-.85-1.09l-4.42-1.1c-.44-.11-.9.05-1.17.41l-.97 1.29a1.13 1.13 0 0 1-1.21.38 12.04 12.04 0 0 1-7.14-7.14 1.13 1.13 0 0 1 .38-1.21l1.29-.97c.36-.27.52-.73.41-1.17l-1.1-4.42a1.13 1.13 0 0 0-1.09-.85H4.5A2.25 2.25 0 0 0 2.25 4.5z";
const chatIcon = "M8.25 9.75h7.5m-7.5 3h4.5M12 21a9 9 0 1 0-7.8-4.5L3 21l4.6-1.2A9 9 0 0 0 12 21z";
