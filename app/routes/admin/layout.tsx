import { useEffect, useRef } from "react";
import { Form, Link, NavLink, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { fill } from "~/i18n/format";
import { backOfficeContext, siteContext, staffContext } from "~/context";
import type { Route } from "./+types/layout";
import { requireSession } from "./guard.server";

/** One lock for the back office: every screen and export below runs for a signed-in volunteer only. */
export const middleware: Route.MiddlewareFunction[] = [requireSession];

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const backOffice = context.get(backOfficeContext);
  const staff = context.get(staffContext);
  return {
    text: site.text.admin.common,
    contentNav: { full: site.text.admin.content.nav, short: site.text.admin.content.navShort },
    relationsNav: site.text.admin.relations.nav,
    personsNav: { full: site.text.admin.persons.nav, short: site.text.admin.persons.navShort },
    todayNav: site.text.admin.tasks.nav,
    mineShort: site.text.admin.tasks.navShortMine,
    numbersNav: site.text.admin.numbers.nav,
    staff: { name: staff.name, role: staff.role },
    unread: await backOffice.inbox.unreadCount(),
  };
}

export type AdminShell = Awaited<ReturnType<typeof loader>>;

/** The frame's data in any admin screen: the shared words (statuses, kinds) and the volunteer. */
export function useAdminShell(): AdminShell {
  const data = useRouteLoaderData<AdminShell>("routes/admin/layout");
  if (!data) throw new Error("admin layout data missing");
  return data;
}

// Tight on a phone: the navigation must stay within two lines at 360 px in both languages.
const navLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-1.5 py-2 font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-900 sm:px-3 ${
    isActive ? "bg-brand-50 text-brand-900 underline decoration-2 underline-offset-4" : "text-stone-700"
  }`;

/** A navigation label: shorter on a phone, so that the navigation stays within two lines. */
function NavLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="sm:hidden">{short}</span>
      <span className="max-sm:hidden">{full}</span>
    </>
  );
}

type NavEntry = { to: string; label: string; active: boolean };

function NavItem({ item }: { item: NavEntry }) {
  return (
    <Link
      to={item.to}
      className={navLink({ isActive: item.active })}
      aria-current={item.active ? "page" : undefined}
    >
      {item.label}
    </Link>
  );
}

/**
 * A phone's "more" places: a `<details>` that works without a script and, with one, closes when the
 * volunteer goes somewhere (the frame stays on screen between pages) or presses Escape.
 */
function MoreMenu({ label, items }: { label: string; items: NavEntry[] }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [key]);
  return (
    <details
      ref={menu}
      className="group"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !menu.current?.open) return;
        menu.current.open = false;
        menu.current.querySelector("summary")?.focus();
      }}
    >
      <summary
        className={`${navLink({ isActive: items.some((item) => item.active) })} cursor-pointer list-none`}
      >
        {label}
        <span aria-hidden="true" className="ml-1 inline-block group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="absolute right-0 z-30 mt-1 min-w-48 rounded-lg bg-white p-1 shadow-lg ring-1 ring-stone-200">
        {items.map((item) => (
          <li key={item.to}>
            <NavItem item={item} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The back office's frame: the volunteer's name, sign-out, and the navigation (which wraps on a
 * phone), with the unread requests counted beside the inbox.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { text, contentNav, relationsNav, personsNav, todayNav, mineShort, numbersNav, staff, unread } =
    loaderData;
  // The inbox and "my requests" share a path; the query tells them apart.
  const location = useLocation();
  const inInbox = location.pathname === "/admin";
  const mine = inInbox && new URLSearchParams(location.search).get("assignee") === "me";
  const inContent = /^\/admin\/(blog|guides)(\/|$)/.test(location.pathname);
  const inRelations = location.pathname.startsWith("/admin/relations/");
  const at = (path: string) => location.pathname === path || location.pathname.startsWith(`${path}/`);
  const secondary: NavEntry[] = [
    { to: "/admin/relations/membership", label: relationsNav.full, active: inRelations },
    { to: "/admin/dogs", label: text.nav.dogs, active: at("/admin/dogs") },
    { to: "/admin/blog", label: contentNav.full, active: inContent },
    { to: "/admin/people", label: text.nav.people, active: at("/admin/people") },
    { to: "/admin/numbers", label: numbersNav, active: at("/admin/numbers") },
    { to: "/admin/operations", label: text.nav.operations, active: at("/admin/operations") },
    ...(staff.role === "admin"
      ? [{ to: "/admin/staff", label: text.nav.staff, active: at("/admin/staff") }]
      : []),
  ];
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        {text.skipToContent}
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
          <Link to="/admin" className="rounded-md py-1 text-lg font-bold text-brand-900">
            {text.title}
          </Link>
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            <span className="wrap-anywhere">{fill(text.signedInAs, { name: staff.name })}</span>
            <Link
              to="/admin/account"
              className="rounded-md py-1.5 font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {text.myAccount}
            </Link>
            <a href="/" className="rounded-md py-1.5 font-medium text-stone-700 underline underline-offset-4">
              {text.publicSite}
            </a>
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="rounded-md border border-stone-300 px-3 py-1.5 font-medium text-stone-800 hover:bg-stone-100"
              >
                {text.signOut}
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label={text.nav.label} className="mx-auto max-w-7xl px-2 pb-2 sm:px-4">
          <ul className="flex flex-wrap items-center gap-x-0.5 gap-y-1 text-sm sm:gap-1">
            <li>
              <NavLink to="/admin/today" className={navLink}>
                {todayNav}
              </NavLink>
            </li>
            <li>
              <Link
                to="/admin"
                className={navLink({ isActive: inInbox && !mine })}
                aria-current={inInbox && !mine ? "page" : undefined}
              >
                {text.nav.inbox}
                {unread > 0 ? (
                  <>
                    {/* Read as "Anfragen (2 ungelesen)": the number is for the eye only. */}{" "}
                    <span className="ml-1 rounded-full bg-brand-800 px-2 py-0.5 text-xs font-bold text-white">
                      <span aria-hidden="true">{unread}</span>
                      <span className="sr-only">
                        ({unread === 1 ? text.nav.unreadOne : fill(text.nav.unread, { count: unread })})
                      </span>
                    </span>
                  </>
                ) : null}
              </Link>
            </li>
            <li>
              <Link
                to="/admin?assignee=me"
                className={navLink({ isActive: mine })}
                aria-current={mine ? "page" : undefined}
              >
                <NavLabel full={text.nav.mine} short={mineShort} />
              </Link>
            </li>
            <li>
              <NavLink to="/admin/persons" className={navLink}>
                <NavLabel full={personsNav.full} short={personsNav.short} />
              </NavLink>
            </li>
            {/* On a wide screen every place is in the row; on a phone the rest is under "more". */}
            {secondary.map((item) => (
              <li key={item.to} className="max-sm:hidden">
                <NavItem item={item} />
              </li>
            ))}
            <li className="relative sm:hidden">
              <MoreMenu label={text.nav.more} items={secondary} />
            </li>
          </ul>
        </nav>
      </header>
      {/* wrap-anywhere: a long unbroken name, address or link in a request breaks instead of widening
          the page (it also lets grid and flex items shrink below such a word). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 wrap-anywhere focus:outline-none sm:px-6"
      >
        <Outlet />
      </main>
    </>
  );
}
