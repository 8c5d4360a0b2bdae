import { Link } from "react-router";
import { dialDigits } from "~/content/site-config";
import { openConsentEvent } from "~/domain/consent";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";

const footerLink = "rounded underline-offset-4 hover:underline text-stone-200 hover:text-white";

export function Footer() {
  const { locale, site, t } = useSiteData();
  const year = new Date().getFullYear();
  return (
    <footer aria-label={t.footer.label} className="mt-16 bg-brand-950 text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{t.siteName}</p>
          <p className="mt-3 max-w-prose">{t.footer.about}</p>
          <address className="mt-3 not-italic">
            {site.organisationName}
            <br />
            {site.address.street}, {site.address.postalCode} {site.address.city}
          </address>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t.footer.linksHeading}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className={footerLink} to={pathFor(locale, "blog")}>
                {t.footer.blog}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to={pathFor(locale, "imprint")}>
                {t.footer.imprint}
              </Link>
            </li>
            <li>
              <Link className={footerLink} to={pathFor(locale, "privacy")}>
                {t.footer.privacy}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`${footerLink} text-left`}
                onClick={() => window.dispatchEvent(new Event(openConsentEvent))}
              >
                {t.footer.cookieSettings}
              </button>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t.footer.contactHeading}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a className={footerLink} href={`mailto:${site.email}`}>
                <span className="sr-only">{t.footer.email}: </span>
                {site.email}
              </a>
            </li>
            <li>
              <a className={footerLink} href={`tel:+${dialDigits(site.phone)}`}>
                <span className="sr-only">{t.footer.phone}: </span>
                {site.phone}
              </a>
            </li>
            <li>
              <a
                className={footerLink}
                href={`https://wa.me/${dialDigits(site.whatsapp)}`}
                rel="noopener noreferrer"
              >
                {t.footer.whatsapp}: {site.whatsapp}
              </a>
            </li>
          </ul>
          <h2 className="mt-6 font-semibold text-white">{t.footer.socialHeading}</h2>
          <ul className="mt-3 flex flex-wrap gap-4">
            {site.social.map((profile) => (
              <li key={profile.url}>
                <a className={footerLink} href={profile.url} rel="noopener noreferrer">
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-brand-900 px-4 py-4 text-center text-sm text-stone-300">
        © {year} {site.organisationName}. {t.footer.copyright}
      </p>
    </footer>
  );
}
