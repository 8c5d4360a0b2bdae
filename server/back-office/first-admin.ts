import { randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import { staffAccounts } from "../db/schema";
import { AccountError, createFirstAdmin, hasAccounts, type AccountProblem } from "./accounts";
import type { BackOfficeDeps } from "./deps";
import { sessionCookie } from "./session-cookie";
import { createSession } from "./sessions";

/** What the setup page can refuse (the fields' problems; `closed`: the link no longer works). */
export type SetupProblem =
  Extract<AccountProblem, "invalid_email" | "invalid_name" | "blank" | "too_short" | "too_long"> | "mismatch";

export type SetupResult =
  { ok: true; setCookie: string } | { ok: false; problem: SetupProblem } | { ok: false; problem: "closed" };

export type SetupServices = {
  /**
   * Prints the one-time setup link (a log line on stdout: the operator's console) while no account
   * exists; nothing once one does. At the start, and again after a sign-in while there is still none
   * (at most once a minute).
   */
  announce(): Promise<void>;
  /** Whether no account exists yet (the sign-in page then points at the server's log). */
  needed(): Promise<boolean>;
  /** Whether the token opens the setup page now: the printed one, while no account exists. */
  opens(token: string): Promise<boolean>;
  /** The first admin, signed in at once; the token is void afterwards. */
  create(
    token: string,
    input: { email: string; name: string; password: string; repeat: string },
    locale: Locale,
  ): Promise<SetupResult>;
};

const announceEveryMs = 60_000;

/**
 * The first admin without stopping the server (issue 25), as self-hosted tools do: a random token,
 * in this process's memory only, valid until an account exists or the process ends. The token
 * appears in this one log line and nowhere else (the request log drops query strings).
 */
export function createSetupServices({ db, origins, logger }: BackOfficeDeps): SetupServices {
  let token: string | undefined;
  let announcedAt = -Infinity;
  const closed = async () => {
    if (token === undefined) return true;
    if (await hasAccounts(db)) {
      token = undefined;
      return true;
    }
    return false;
  };
  const matches = (given: string) => {
    if (token === undefined || given.length !== token.length) return false;
    return timingSafeEqual(Buffer.from(given), Buffer.from(token));
  };
  return {
    async announce() {
      if (await hasAccounts(db)) {
        token = undefined;
        return;
      }
      if (Date.now() - announcedAt < announceEveryMs) return;
      announcedAt = Date.now();
      token ??= randomBytes(24).toString("base64url");
      logger.warn("no back-office account yet: open this one-time link to make the first admin", {
        setupUrl: `${origins.de}/admin/setup?token=${token}`,
      });
    },
    needed: async () => !(await hasAccounts(db)),
    async opens(given) {
      return matches(given) && !(await closed());
    },
    async create(given, input, locale) {
      if (!matches(given) || (await closed())) return { ok: false, problem: "closed" };
      if (input.password !== input.repeat) return { ok: false, problem: "mismatch" };
      try {
        const account = await createFirstAdmin(db, input);
        token = undefined;
        logger.info("first admin made at the setup page", { staffId: account.id });
        const session = await createSession(db, account.id);
        // Signed in at once: the staff page shows this as the account's first sign-in.
        await db
          .update(staffAccounts)
          .set({ lastSignInAt: new Date() })
          .where(eq(staffAccounts.id, account.id));
        return { ok: true, setCookie: sessionCookie(session, origins[locale].startsWith("https:")) };
      } catch (error) {
        if (!(error instanceof AccountError)) throw error;
        // Another post made the first account meanwhile: this link is spent.
        if (error.problem === "exists") {
          token = undefined;
          return { ok: false, problem: "closed" };
        }
        return { ok: false, problem: error.problem as SetupProblem };
      }
    },
  };
}
