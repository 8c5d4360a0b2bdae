import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useSiteData } from "~/site-data";

const focusable =
  "summary, a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * The phone menu: a native `<details>`, so it opens and closes without JavaScript. With it, the
 * open menu behaves like a dialog: Escape closes it and gives focus back to its button, and Tab and
 * Shift+Tab stay among the button and the menu's links instead of wandering into the page behind.
 */
export function MobileMenu({ className = "", children }: { className?: string; children: ReactNode }) {
  const { t } = useSiteData();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const closeMenu = () => menu.current?.removeAttribute("open");

  // A client navigation (also back/forward) closes the mobile menu.
  useEffect(closeMenu, [pathname]);

  // Escape closes the open menu wherever the focus is: a tap opens it without focusing its button
  // in some browsers (Safari), and a tap on the menu's background moves the focus to the page.
  useEffect(() => {
    function onEscape(event: globalThis.KeyboardEvent) {
      const details = menu.current;
      if (event.key !== "Escape" || !details?.open) return;
      event.preventDefault();
      details.removeAttribute("open");
      details.querySelector("summary")?.focus();
    }
    document.addEventListener("keydown", onEscape);
    return () => document.removeEventListener("keydown", onEscape);
  }, []);

  // A chosen link closes the menu, also the link to the page already shown (no navigation then).
  function onClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest("a")) closeMenu();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const details = menu.current;
    if (!details?.open || event.key !== "Tab") return;
    const items = [...details.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <details ref={menu} className={`group shrink-0 ${className}`} onKeyDown={onKeyDown}>
      <summary className="flex shrink-0 cursor-pointer list-none items-center gap-2 rounded-md border border-stone-300 px-3 py-2 font-medium text-stone-800 [&::-webkit-details-marker]:hidden">
        <svg viewBox="0 0 24 24" className="h-6 w-6 group-open:hidden" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <svg viewBox="0 0 24 24" className="hidden h-6 w-6 group-open:block" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t.menu.label}</span>
      </summary>
      <nav
        aria-label={t.nav.label}
        onClick={onClick}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-stone-200 bg-white px-4 pt-2 pb-4 shadow-lg"
      >
        {children}
      </nav>
    </details>
  );
}
