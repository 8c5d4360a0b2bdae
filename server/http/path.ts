/**
 * Whether the last segment of a path has an extension (a dot with something after it). By index,
 * not by `/\.[^/]+$/`, which retries from every dot of a long run: quadratic work on a client's URL.
 */
export function hasExtension(path: string): boolean {
  const segment = path.slice(path.lastIndexOf("/") + 1);
  const dot = segment.indexOf(".");
  return dot !== -1 && dot < segment.length - 1;
}
