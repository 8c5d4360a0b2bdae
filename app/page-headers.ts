import { data, type HeadersArgs } from "react-router";

/**
 * The root route's `headers`: the Cache-Control its loader was given for this request's pages
 * (PAGE_CACHE_CONTROL: shared caches such as nginx or a CDN may keep a public page briefly; private
 * for a signed-in volunteer). Every route without `headers` of its own inherits it; a page that takes
 * a post answers it `no-store` (requestFormHeaders), and entry.server keeps errors out of caches.
 */
export function pageHeaders({ loaderHeaders }: HeadersArgs): HeadersInit {
  const control = loaderHeaders.get("Cache-Control");
  return control ? { "Cache-Control": control } : {};
}

/** The root loader's answer: its data, and the Cache-Control that `pageHeaders` sends. */
export function withPageHeaders<T>(value: T, cacheControl: string) {
  return data(value, { headers: { "Cache-Control": cacheControl } });
}
