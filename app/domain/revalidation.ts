type RevalidateArgs = {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
};

/**
 * The root and site-guard loaders depend on the path only: a change of the query alone (search
 * and filters on the dog list) needs no trip to the server.
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: RevalidateArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
