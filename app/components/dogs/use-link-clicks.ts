import { useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * What <Link> does with a click, for plain links inside the element that gets this handler: a plain
 * left click (no modifier key, no other target) on a link to this site navigates in the app.
 */
export function useLinkClicks(): (event: React.MouseEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: React.MouseEvent) => {
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (event.defaultPrevented || event.button !== 0 || modified) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link || (link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    },
    [navigate],
  );
}
