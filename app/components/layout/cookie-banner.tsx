import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { bannerDelayMs, consentGrantedEvent, openConsentEvent } from "~/domain/consent";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { Button } from "~/components/ui/button";
import { storeConsent, storedConsent } from "./consent-storage";

/** Milliseconds until the banner is due: {@link bannerDelayMs} after the page's navigation began. */
export function bannerDue(): number {
  return Math.max(0, bannerDelayMs - performance.now());
}

export const bannerId = "cookie-banner";

/** The banner's element, once the page has one. */
function bannerElement(): HTMLElement | null {
  return typeof document === "undefined" ? null : document.getElementById(bannerId);
}

/**
 * Keeps the page's own controls reachable on small screens: the shown banner's height below the page.
 * Self-contained: the loader script of a page to read runs its source text too (page-code-loader.tsx).
 */
export function reserveSpace(banner: HTMLElement): void {
  document.body.style.paddingBottom = banner.hidden ? "" : `${banner.offsetHeight}px`;
}

/**
 * Spec 1 section 2.5. In the server's HTML, hidden, so that it can appear before the page has its
 * code (a page to read shows it with its loader script, page-code-loader.tsx); nothing is loaded
 * before consent.
 */
export function CookieBanner() {
  const { locale, t } = useSiteData();
  // Hydrated after the banner appeared: it stays.
  const [visible, setVisible] = useState(() => bannerElement()?.hidden === false);
  const banner = useRef<HTMLElement>(null);

  // The footer's button reopens the banner, so a choice can be changed or withdrawn at any time.
  useEffect(() => {
    const open = () => setVisible(true);
    window.addEventListener(openConsentEvent, open);
    return () => window.removeEventListener(openConsentEvent, open);
  }, []);

  // 3 seconds after the page started loading, however late it was hydrated (app/entry.client.tsx
  // or the loader script fire the consent-granted event of a stored choice at once).
  useEffect(() => {
    if (visible || storedConsent()) return;
    const timer = window.setTimeout(() => setVisible(true), bannerDue());
    return () => window.clearTimeout(timer);
    // Once, when the page is hydrated: later changes of `visible` are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep the page's own controls reachable on small screens: reserve the banner's height.
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const reserve = () => reserveSpace(element);
    reserve();
    if (!visible) return;
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, [visible]);

  const text = t.cookieBanner;

  function choose(analytics: boolean) {
    storeConsent(analytics);
    setVisible(false);
    if (analytics) window.dispatchEvent(new Event(consentGrantedEvent));
  }

  return (
    <section
      id={bannerId}
      hidden={!visible}
      ref={banner}
      aria-label={text.label}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-stone-300 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="relative mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 pr-12 sm:px-6 md:flex-row md:items-center md:gap-6">
        <div className="flex-1">
          <h2 className="font-semibold">{text.heading}</h2>
          <p className="mt-1 text-sm text-stone-700">
            {text.text}{" "}
            <Link to={pathFor(locale, "privacy")} className="font-medium text-brand-800 underline">
              {text.privacyLink}
            </Link>
            .
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="quiet" size="sm" onClick={() => choose(false)} className="flex-1 md:flex-none">
            {text.reject}
          </Button>
          <Button size="sm" onClick={() => choose(true)} className="flex-1 md:flex-none">
            {text.accept}
          </Button>
        </div>
        <button
          type="button"
          onClick={() => choose(false)}
          aria-label={text.close}
          className="absolute right-2 top-2 rounded-full p-2 text-stone-600 hover:bg-stone-100"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
