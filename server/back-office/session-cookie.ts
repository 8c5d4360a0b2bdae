import { sessionLifetimeMs } from "./sessions";

/** The back office's session cookie. */
export const sessionCookieName = "admin_session";

/**
 * The Set-Cookie value that carries a session token: HttpOnly, SameSite=Lax, Secure on an https
 * site, kept 30 days (the session's own end). Path=/ rather than /admin: React Router fetches the
 * data of `/admin` from `/admin.data`, a path a cookie of Path=/admin is not sent to (RFC 6265 5.1.4).
 */
export function sessionCookie(token: string, secure: boolean): string {
  return cookie(token, Math.floor(sessionLifetimeMs / 1000), secure);
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return cookie("", 0, secure);
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return [
    `${sessionCookieName}=${value}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The session token of a Cookie header, or undefined. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === sessionCookieName) {
      const value = part.slice(eq + 1).trim();
      return value || undefined;
    }
  }
  return undefined;
}
