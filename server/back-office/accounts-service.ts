import type { StaffRole } from "~/domain/back-office/pipeline";
import type { Locale } from "~/i18n/locale";
import {
  AccountError,
  changeOwnPassword,
  createAccount,
  credentialsOf,
  findAccountById,
  listAccounts,
  removeAccount,
  resetPassword,
  setDisabled,
  updateAccount,
  type AccountProblem,
} from "./accounts";
import type { BackOfficeDeps } from "./deps";
import type { SetupServices } from "./first-admin";
import { generatePassword, passwordProblem, verifyPassword } from "./passwords";
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from "./session-cookie";
import { endSession, sessionStaff } from "./sessions";
import { checkUnderLimits, signIn } from "./sign-in";
import type { StaffMember } from "./staff-member";

/** An account as the staff page lists it (loader data: dates as ISO strings). */
export type StaffAccountRow = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  lastSignInAt: string | null;
};

/** Why the staff page refused a change: an account rule, or an admin acting on their own account. */
export type StaffChangeProblem = AccountProblem | "self";

export type StaffChange<T = object> = ({ ok: true } & T) | { ok: false; problem: StaffChangeProblem };

export type SignInResult =
  | { kind: "signed_in"; staff: StaffMember; setCookie: string }
  | { kind: "refused" }
  | { kind: "limited"; retryAfterSeconds: number };

/** Why the own-password change was refused (the screen says which field). */
export type OwnPasswordProblem = "wrong" | "mismatch" | "blank" | "too_short" | "too_long" | "limited";

export type OwnPasswordResult =
  { ok: true } | { ok: false; problem: OwnPasswordProblem; retryAfterSeconds?: number };

export type AccountsServices = {
  /** Checks the credentials under the limits; on success, the Set-Cookie of the new session. */
  signIn(input: {
    email: string;
    password: string;
    ip: string | undefined;
    locale: Locale;
  }): Promise<SignInResult>;
  /** Ends the session of the request's cookie; the Set-Cookie value that removes the cookie. */
  signOut(cookieHeader: string | null | undefined, locale: Locale): Promise<string>;
  /** The volunteer of a session token, or null (the admin guard's lookup). */
  staffForToken(token: string): Promise<StaffMember | null>;
  list(): Promise<StaffAccountRow[]>;
  /** Adds an account with a generated password, returned once for the admin to pass on. */
  add(
    actor: StaffMember,
    input: { email: string; name: string; role: string },
  ): Promise<StaffChange<{ account: StaffAccountRow; password: string }>>;
  /** A new generated password (returned once); every session of the account ends. */
  resetPassword(
    actor: StaffMember,
    id: string,
  ): Promise<StaffChange<{ account: StaffAccountRow; password: string }>>;
  /** Disables (its sessions end) or enables an account; never the actor's own. */
  setDisabled(
    actor: StaffMember,
    id: string,
    disabled: boolean,
  ): Promise<StaffChange<{ account: StaffAccountRow }>>;
  /** Removes an account (its notes and history keep the name); never the actor's own. */
  remove(actor: StaffMember, id: string): Promise<StaffChange<{ account: StaffAccountRow }>>;
  /** One account, for the removal's confirmation step. */
  find(id: string): Promise<StaffAccountRow | undefined>;
  /** A new name and role; the last enabled admin keeps the role (`last_admin`). */
  update(
    actor: StaffMember,
    id: string,
    input: { name: string; role: string },
  ): Promise<StaffChange<{ account: StaffAccountRow }>>;
  /**
   * The volunteer's own new password, after the current one (checked under the sign-in's limits);
   * every other session of the account ends, the one of the request's cookie stays.
   */
  changeOwnPassword(
    actor: StaffMember,
    input: { current: string; next: string; repeat: string },
    request: { cookieHeader: string | null | undefined; ip: string | undefined },
  ): Promise<OwnPasswordResult>;
};

const row = (account: {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  lastSignInAt: Date | null;
}): StaffAccountRow => ({
  id: account.id,
  email: account.email,
  name: account.name,
  role: account.role,
  disabled: account.disabled,
  lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
});

async function change<T>(
  work: () => Promise<T>,
): Promise<({ ok: true } & T) | { ok: false; problem: AccountProblem }> {
  try {
    return { ok: true, ...(await work()) };
  } catch (error) {
    if (error instanceof AccountError) return { ok: false, problem: error.problem };
    throw error;
  }
}

export function createAccountsServices(
  { db, origins, logger }: BackOfficeDeps,
  setup?: Pick<SetupServices, "announce">,
): AccountsServices {
  const secure = (locale: Locale) => origins[locale].startsWith("https:");
  const existing = async (id: string) => {
    const account = await findAccountById(db, id);
    if (!account) throw new AccountError("not_found");
    return account;
  };
  return {
    async signIn({ email, password, ip, locale }) {
      const outcome = await signIn(db, { email, password, ip });
      if (outcome.kind === "signed_in") {
        logger.info("staff signed in", { staffId: outcome.staff.id });
        return {
          kind: "signed_in",
          staff: outcome.staff,
          setCookie: sessionCookie(outcome.token, secure(locale)),
        };
      }
      if (outcome.kind === "limited")
        logger.warn("staff sign-in limited", { retryAfter: outcome.retryAfterSeconds });
      else logger.info("staff sign-in refused");
      // While no account exists, someone is trying: the setup link once more in the log.
      if (outcome.kind === "refused") await setup?.announce();
      return outcome;
    },
    async signOut(cookieHeader, locale) {
      const token = sessionTokenOf(cookieHeader ?? undefined);
      if (token) await endSession(db, token);
      return clearedSessionCookie(secure(locale));
    },
    staffForToken: (token) => sessionStaff(db, token),
    list: async () => (await listAccounts(db)).map(row),
    find: async (id) => {
      const account = await findAccountById(db, id);
      return account ? row(account) : undefined;
    },
    add: (actor, input) =>
      change(async () => {
        const password = generatePassword();
        const account = await createAccount(db, { ...input, password });
        logger.info("staff account added", { staffId: account.id, role: account.role, by: actor.id });
        return { account: row(account), password };
      }),
    resetPassword: (actor, id) =>
      change(async () => {
        const account = await existing(id);
        const password = generatePassword();
        await resetPassword(db, account.id, password);
        logger.info("staff password reset", { staffId: account.id, by: actor.id });
        return { account: row(account), password };
      }),
    async setDisabled(actor, id, disabled) {
      if (id === actor.id) return { ok: false, problem: "self" };
      return change(async () => {
        const account = await existing(id);
        await setDisabled(db, account.id, disabled);
        logger.info(disabled ? "staff account disabled" : "staff account enabled", {
          staffId: account.id,
          by: actor.id,
        });
        return { account: row({ ...account, disabled }) };
      });
    },
    update: (actor, id, input) =>
      change(async () => {
        const account = await updateAccount(db, id, input);
        logger.info("staff account changed", { staffId: account.id, role: account.role, by: actor.id });
        return { account: row(account) };
      }),
    async changeOwnPassword(actor, input, request) {
      if (input.next !== input.repeat) return { ok: false, problem: "mismatch" };
      const problem = passwordProblem(input.next);
      if (problem) return { ok: false, problem };
      const token = sessionTokenOf(request.cookieHeader ?? undefined);
      if (!token) return { ok: false, problem: "wrong" };
      const outcome = await checkUnderLimits(db, { email: actor.email, ip: request.ip }, async () => {
        const account = await credentialsOf(db, actor.email);
        return account ? verifyPassword(account.passwordHash, input.current) : false;
      });
      if (outcome.kind === "limited") {
        logger.warn("own password change limited", { staffId: actor.id });
        return { ok: false, problem: "limited", retryAfterSeconds: outcome.retryAfterSeconds };
      }
      if (outcome.kind === "refused") return { ok: false, problem: "wrong" };
      await changeOwnPassword(db, actor.id, input.next, token);
      logger.info("staff changed own password", { staffId: actor.id });
      return { ok: true };
    },
    async remove(actor, id) {
      if (id === actor.id) return { ok: false, problem: "self" };
      return change(async () => {
        const account = await existing(id);
        await removeAccount(db, account.id);
        logger.info("staff account removed", { staffId: account.id, by: actor.id });
        return { account: row(account) };
      });
    },
  };
}
