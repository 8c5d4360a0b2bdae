import { layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { homeCheckPaths } from "./domain/back-office/home-check-paths";
import { locales } from "./i18n/locale";
import { routeKeys, routeMap, type RouteKey } from "./i18n/routes";

/** One module per screen; both languages share it. */
const screenModules = {
  home: "routes/home.tsx",
  dogs: "routes/dogs.tsx",
  dogDetail: "routes/dog-detail.tsx",
  adoption: "routes/adoption.tsx",
  fosterHome: "routes/foster-home.tsx",
  donations: "routes/donations.tsx",
  about: "routes/about.tsx",
  contact: "routes/contact.tsx",
  imprint: "routes/imprint.tsx",
  privacy: "routes/privacy.tsx",
  blog: "routes/blog.tsx",
  blogPost: "routes/blog-post.tsx",
  membership: "routes/membership.tsx",
  hospice: "routes/hospice.tsx",
  fincaChaos: "routes/finca-chaos.tsx",
  residenciaMonika: "routes/residencia-monika.tsx",
  faq: "routes/faq.tsx",
  guides: "routes/guides.tsx",
  guide: "routes/guide.tsx",
} as const satisfies Record<RouteKey, string>;

/** Each distinct path of the route map becomes a route; a path shared by both languages once. */
function screenRoutes(): RouteConfigEntry[] {
  return routeKeys.flatMap((key) => {
    const paths = new Set(locales.map((locale) => routeMap[key][locale]));
    return [...paths].map((path) =>
      route(path, screenModules[key], { id: paths.size === 1 ? key : `${key}:${path}` }),
    );
  });
}

/**
 * The back office (CONTRACT.md 'Back office'), the same paths on both hosts. Sign-in, sign-out and
 * the first admin's setup stand alone; every screen and export sits in the admin layout, whose
 * middleware lets only a signed-in volunteer through (the server's admin guard,
 * server/http/admin-guard.ts, has sent a browser without a session to the sign-in page already).
 */
export const adminRoutes = [
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin/setup", "routes/admin/setup.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin/requests.csv", "routes/admin/requests-csv.ts"),
    route("admin/requests.xlsx", "routes/admin/requests-xlsx.ts"),
    route("admin/people.json", "routes/admin/people-json.ts"),
    route("admin/people.html", "routes/admin/people-export.ts"),
    // Issue 28: the lasting relations' lists and the treasurer's exports; a request taken by hand.
    ...(["adoption", "membership", "sponsorship", "foster_home"] as const).map((kind) =>
      route(`admin/relations/${kind}.xlsx`, "routes/admin/relations-xlsx.ts", {
        id: `relations-xlsx-${kind}`,
      }),
    ),
    route("admin/relations/:kind", "routes/admin/relations.tsx"),
    route("admin/requests/new", "routes/admin/request-new.tsx"),
    route("admin/requests/:id/relation", "routes/admin/relations-request.ts"),
    route("admin/requests/:id/home-check", "routes/admin/home-check-request.ts"),
    // Issue 28: a home check's report by the checker's own account (its post may carry photos).
    route("admin/home-checks/:id", "routes/admin/home-check-report.tsx"),
    route("admin", "routes/admin/inbox.tsx"),
    route("admin/today", "routes/admin/today.tsx"),
    route("admin/requests/:id", "routes/admin/request.tsx"),
    route("admin/dogs", "routes/admin/dogs.tsx"),
    route("admin/people", "routes/admin/people.tsx"),
    // Issue 28: one record per person (/admin/people above is the data-protection page).
    route("admin/persons", "routes/admin/persons.tsx"),
    route("admin/persons/new", "routes/admin/person-new.tsx"),
    route("admin/persons/:id", "routes/admin/persons-detail.tsx"),
    route("admin/operations", "routes/admin/operations.tsx"),
    route("admin/numbers", "routes/admin/numbers.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    // The content editor (issue 27): one module per screen for posts and guides alike.
    ...(["blog", "guides"] as const).flatMap((list) => [
      route(`admin/${list}`, "routes/admin/content-list.tsx", { id: `content-list-${list}` }),
      route(`admin/${list}/:id`, "routes/admin/content-editor.tsx", { id: `content-editor-${list}` }),
      route(`admin/${list}/:id/preview/:locale`, "routes/admin/content-preview.tsx", {
        id: `content-preview-${list}`,
      }),
      route(`admin/${list}/:id/history`, "routes/admin/content-history.tsx", {
        id: `content-history-${list}`,
      }),
      route(`admin/${list}/:id/save`, "routes/admin/content-save.ts", { id: `content-save-${list}` }),
    ]),
    route("admin/account", "routes/admin/account.tsx"),
  ]),
] satisfies RouteConfigEntry[];

/** Issue 28: a home checker's report page, reached by the mail's link (no account, not in the route map). */
const homeCheckRoutes = locales.map((locale) =>
  route(`${homeCheckPaths[locale].slice(1)}/:token`, "routes/home-check.tsx", { id: `home-check-${locale}` }),
);

export default [
  ...adminRoutes,
  ...homeCheckRoutes,
  layout("routes/site-guard.tsx", [...screenRoutes(), route("*", "routes/not-found.tsx")]),
] satisfies RouteConfig;
