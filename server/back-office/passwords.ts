import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** The shortest password an account may have (CONTRACT.md 'Back office'). */
export const minPasswordLength = 12;
/** The longest one accepted: more is no safer, only more work for every sign-in. */
export const maxPasswordLength = 256;

/** Argon2id (`@node-rs/argon2`'s `Algorithm.Argon2id`; a const enum, which isolated modules cannot import). */
const argon2id = 2;

const reasons = {
  blank: `A password must not be only blanks; it needs at least ${minPasswordLength} characters.`,
  too_short: `A password needs at least ${minPasswordLength} characters.`,
  too_long: `A password may have at most ${maxPasswordLength} characters.`,
};

export class PasswordError extends Error {
  constructor(readonly reason: keyof typeof reasons) {
    super(reasons[reason]);
  }
}

/** Why a password cannot be used (only blanks, too short, too long), or undefined when it can. */
export function passwordProblem(password: string): PasswordError["reason"] | undefined {
  // Twelve spaces are twelve characters, and no password at all.
  if (/^\s*$/u.test(password)) return "blank";
  const length = [...password].length;
  if (length < minPasswordLength) return "too_short";
  if (length > maxPasswordLength) return "too_long";
  return undefined;
}

/** The Argon2id hash (PHC string) of a password that meets the rules; a PasswordError otherwise. */
export async function hashPassword(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw new PasswordError(problem);
  return hash(password, { algorithm: argon2id });
}

/** Whether the password matches the stored hash (false for a malformed hash, never a throw). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (password.length > maxPasswordLength * 4) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Verifies against a hash of nothing anyone knows: the work of a real check, for a sign-in whose
 * account does not exist, so that the answer's timing does not tell which e-mail addresses have one.
 */
export async function verifyDummy(password: string): Promise<void> {
  dummy ??= hash(generatePassword(), { algorithm: argon2id });
  await verifyPassword(await dummy, password);
}

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/**
 * A new random password that is easy to read out and type on a phone: five groups of four
 * characters, e.g. `k7mq-xw3d-…` (24 characters, about 99 bits).
 */
export function generatePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 5; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += alphabet[randomInt(alphabet.length)];
    groups.push(group);
  }
  return groups.join("-");
}
