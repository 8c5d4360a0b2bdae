import { Link, NavLink } from "react-router";
import { navigationKeys, pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo";
import { MobileMenu } from "./mobile-menu";

const linkBase = "rounded-md font-medium transition-colors hover:bg-brand-50 hover:text-brand-900";

function NavItems({ vertical }: { vertical?: boolean }) {
  const { locale, t } = useSiteData();
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex items-center"}>
      {navigationKeys.map((key) => (
        <li key={key}>
          <NavLink
            to={pathFor(locale, key)}
            end={key === "home"}
            className={({ isActive }) =>
              `${linkBase} block ${vertical ? "px-3 py-2" : "px-2.5 py-2 whitespace-nowrap"} ${isActive ? "bg-brand-50 text-brand-900 underline decoration-2 underline-offset-4" : "text-stone-700"}`
            }
          >
            {t.nav[key]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The desktop navigation shows from `xl` up: below 1280 px the seven items of the Spanish site no
 * longer fit on one line beside the name and the language switch, so narrower screens get the menu.
 */
export function TopBar() {
  const { locale, t } = useSiteData();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2 sm:gap-4 sm:px-6">
        <Link
          to={pathFor(locale, "home")}
          className="flex min-w-0 items-center gap-2 rounded-md py-1"
          aria-label={t.logoLabel}
        >
          <LogoMark className="h-10 w-10 shrink-0" />
          <span className="text-base leading-tight font-bold text-brand-900 sm:text-lg">{t.siteName}</span>
        </Link>
        <nav aria-label={t.nav.label} className="hidden xl:block">
          <NavItems />
        </nav>
        <LanguageSwitch
          className={`${linkBase} hidden shrink-0 border border-stone-300 px-3 py-2 whitespace-nowrap text-stone-700 xl:inline-flex`}
        />
        <MobileMenu className="xl:hidden">
          <NavItems vertical />
          <LanguageSwitch
            className={`${linkBase} mt-2 block border-t border-stone-200 px-3 py-2 pt-3 text-stone-700`}
          />
        </MobileMenu>
      </div>
    </header>
  );
}
