import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { bannerDelayMs, consentGrantedEvent, openConsentEvent } from "~/domain/consent";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { Button } from "~/components/ui/button";
import { storeConsent, storedConsent } from "./consent-storage";

/** Milliseconds until the banner is due: {@link bannerDelayMs} after the page's navigation began. */
function bannerDue(): number {
  return Math.max(0, bannerDelayMs - performance.now());
}

/**
 * Spec 1 section 2.5: the banner appears 3 seconds after the page started loading, unless a choice
 * is stored; a stored choice with analytics is announced at once. Nothing is loaded before consent.
 */
export function CookieBanner() {
  const { locale, t } = useSiteData();
  const [visible, setVisible] = useState(false);
  const banner = useRef<HTMLElement>(null);

  // The footer's button reopens the banner, so a choice can be changed or withdrawn at any time.
  useEffect(() => {
    const open = () => setVisible(true);
    window.addEventListener(openConsentEvent, open);
    return () => window.removeEventListener(openConsentEvent, open);
  }, []);

  useEffect(() => {
    const stored = storedConsent();
    if (stored) {
      if (stored.analytics) window.dispatchEvent(new Event(consentGrantedEvent));
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), bannerDue());
    return () => window.clearTimeout(timer);
  }, []);

  // Keeps the page's own controls reachable on small screens: the shown banner's height below the page.
  useEffect(() => {
    const element = banner.current;
    if (!element || !visible) return;
    const reserve = () => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    reserve();
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

  if (!visible) return null;
  return (
    <section
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
