import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { navigationKeys, pathFor } from "../../i18n/routes";
import { useSiteData } from "../../site-data";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo";

const linkBase = "rounded-md px-3 py-2 font-medium transition-colors hover:bg-teal-50 hover:text-teal-900";

function NavItems({ onChoose, vertical }: { onChoose?: () => void; vertical?: boolean }) {
  const { locale, t } = useSiteData();
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex items-center gap-1"}>
      {navigationKeys.map((key) => (
        <li key={key}>
          <NavLink
            to={pathFor(locale, key)}
            end={key === "home"}
            onClick={onChoose}
            className={({ isActive }) =>
              `${linkBase} block ${isActive ? "bg-teal-50 text-teal-900 underline decoration-2 underline-offset-4" : "text-stone-700"}`
            }
          >
            {t.nav[key]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function TopBar() {
  const { locale, t } = useSiteData();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const closeMenu = () => menu.current?.removeAttribute("open");

  // A client navigation (also back/forward) closes the mobile menu.
  useEffect(closeMenu, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <Link
          to={pathFor(locale, "home")}
          className="flex items-center gap-2 rounded-md py-1"
          aria-label={t.logoLabel}
        >
          <LogoMark className="h-10 w-10" />
          <span className="text-lg font-bold leading-tight text-teal-900">{t.siteName}</span>
        </Link>
        <nav aria-label={t.nav.label} className="hidden lg:block">
          <NavItems />
        </nav>
        <LanguageSwitch
          className={`${linkBase} hidden border border-stone-300 text-stone-700 lg:inline-flex`}
        />
        <details ref={menu} className="group lg:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-stone-300 px-3 py-2 font-medium text-stone-800 [&::-webkit-details-marker]:hidden">
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
            className="absolute inset-x-0 top-full border-b border-stone-200 bg-white px-4 pb-4 pt-2 shadow-lg"
          >
            <NavItems vertical onChoose={closeMenu} />
            <LanguageSwitch
              className={`${linkBase} mt-2 block border-t border-stone-200 pt-3 text-stone-700`}
            />
          </nav>
        </details>
      </div>
    </header>
  );
}
