import type { RouterContextProvider } from "react-router";
import type { AdminText } from "~/content/types/admin";
import { homeCheckPhotoUrl } from "~/domain/back-office/home-check-paths";
import { fill } from "~/i18n/format";
import { intlLocale } from "~/i18n/locale";
import { backOfficeContext, siteContext } from "~/context";
import { dateTimeLabel } from "~/routes/admin/date-label.server";

const errorKeys = ["not_found", "not_precheck", "checker", "confirm", "checkerMissing"] as const;
export type HomeCheckPanelError = (typeof errorKeys)[number];

/** A day (YYYY-MM-DD) as the back office writes it. */
export function dayLabel(locale: "de" | "es", day: string): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A day (YYYY-MM-DD) as short as a photo's alt text wants it: "5.12.", "5/12". */
function shortDay(locale: "de" | "es", day: string): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: "numeric",
    month: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A report's photos as the pages show them: thumbnail, full size (volunteers only), alt text. */
export function reportPhotos(
  locale: "de" | "es",
  text: AdminText["homeCheck"],
  report: { visitedOn: string; photos: { id: string; width: number; height: number }[] },
): ReportPhoto[] {
  const date = shortDay(locale, report.visitedOn);
  return report.photos.map((photo, index) => ({
    id: photo.id,
    small: homeCheckPhotoUrl(photo.id, "small"),
    full: homeCheckPhotoUrl(photo.id, "full"),
    alt: fill(text.photo, { n: String(index + 1), date }),
  }));
}

export type ReportPhoto = { id: string; small: string; full: string; alt: string };

/**
 * What the request page's home-check panel shows (HomeCheckPanel): for an adoption or foster-home
 * request at the pre-check, the checkers (suggested by the postcode first); and for any such
 * request with links or reports, those. Null when there is nothing to show.
 */
export async function homeCheckPanelData(
  context: Readonly<RouterContextProvider>,
  requestId: string,
  url: URL,
) {
  const site = context.get(siteContext);
  const panel = await context.get(backOfficeContext).homeChecks.panel(requestId);
  if (!panel) return null;
  if (!panel.canRequest && panel.links.length === 0 && panel.reports.length === 0) return null;
  const now = Date.now();
  const problem = url.searchParams.get("homeCheckError");
  return {
    text: site.text.admin.homeCheck,
    canRequest: panel.canRequest,
    checkers: panel.checkers.filter((checker) => checker.hasEmail),
    links: panel.links.map((link) => ({
      checkerName: link.checkerName,
      sent: dateTimeLabel(site.locale, link.createdAt.toISOString()),
      expires: dateTimeLabel(site.locale, link.expiresAt.toISOString()),
      used: link.usedAt ? dateTimeLabel(site.locale, link.usedAt.toISOString()) : null,
      expired: !link.usedAt && link.expiresAt.getTime() <= now,
    })),
    reports: panel.reports.map((report) => ({
      id: report.id,
      checkerName: report.checkerName,
      visitedOn: dayLabel(site.locale, report.visitedOn),
      outcome: report.outcome,
      notes: report.notes,
      photos: reportPhotos(site.locale, site.text.admin.homeCheck, report),
    })),
    sent: url.searchParams.get("done") === "homeCheck",
    error: errorKeys.find((key) => key === problem) ?? null,
  };
}

export type HomeCheckPanelData = NonNullable<Awaited<ReturnType<typeof homeCheckPanelData>>>;
