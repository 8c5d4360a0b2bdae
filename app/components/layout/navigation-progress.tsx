import { useLocation, useNavigation } from "react-router";
import { useSiteData } from "~/site-data";

/**
 * While a client navigation waits for its data: a progress bar at the top and a spinner with a
 * status text, so the loading states of the spec are visible and announced.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { t } = useSiteData();
  // Filters on the same page change only the query: no loading state for those.
  const loading = navigation.state === "loading" && navigation.location.pathname !== pathname;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60]">
      {loading ? (
        <>
          <div className="h-1 w-full animate-pulse bg-accent-400" />
          <div className="absolute right-4 top-3 flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-lg ring-1 ring-stone-200">
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-brand-800 border-t-transparent"
              aria-hidden="true"
            />
            {t.loadingPage}
          </div>
        </>
      ) : null}
    </div>
  );
}
