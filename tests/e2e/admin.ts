// Back-office helpers of the browser and HTTP tests: the admin paths from the route config, and a
// signed-in session of one of the shared server's accounts.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { inject } from "vitest";
import { adminRoutes } from "~/routes";
import type { StaffLogin } from "./server-process";
import { get, header, hostFor, send, urlFor, type Site } from "./http";

/** Every path of the back office's route config (a route parameter filled with a sample id). */
export function adminPaths(): string[] {
  const paths: string[] = [];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      if (entry.path !== undefined)
        paths.push(`/${entry.path}`.replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000"));
      if (entry.children) walk(entry.children);
    }
  };
  walk(adminRoutes);
  return paths;
}

export function originOf(site: Site): string {
  return new URL(urlFor(site, "/")).origin;
}

/** POST /admin/login as a browser on that site would send it; the answer unfollowed. */
export function postLogin(site: Site, email: string, password: string, headers: Record<string, string> = {}) {
  return send({
    port: inject("port"),
    host: hostFor(site),
    path: "/admin/login",
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: originOf(site),
      ...headers,
    },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

/** Signs in and returns the `Cookie` header value of the session. */
export async function signIn(site: Site, account: StaffLogin): Promise<string> {
  const answer = await postLogin(site, account.email, account.password);
  const cookie = header(answer, "set-cookie");
  if (answer.status !== 303 || !cookie) throw new Error(`sign-in failed: ${answer.status}`);
  return cookie.split(";")[0]!;
}

export function staffAccounts() {
  return inject("staff");
}

/** A GET with the session cookie. */
export function getSignedIn(site: Site, path: string, cookie: string) {
  return get(site, path, { Cookie: cookie });
}
