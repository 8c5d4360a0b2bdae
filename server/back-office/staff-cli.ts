import { ConfigError, parseConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { acquireEmbeddedLock, EmbeddedLockError, type EmbeddedLock } from "../db/embedded-lock";
import { migrate } from "../db/migrate";
import {
  AccountError,
  createAccount,
  findAccountByEmail,
  listAccounts,
  normalizeEmail,
  normalizeName,
  removeAccount,
  resetPassword,
} from "./accounts";
import { generatePassword, passwordProblem } from "./passwords";

export type CliOutput = { out(line: string): void; err(line: string): void };

const usage =
  "Usage: npm run staff -- add EMAIL [--name NAME] [--role admin|volunteer] | reset EMAIL | remove EMAIL | list";

type Command =
  | { kind: "add"; email: string; name: string; role: string }
  | { kind: "reset"; email: string }
  | { kind: "remove"; email: string }
  | { kind: "list" };

class UsageError extends Error {}

function parse(argv: string[]): Command {
  const [command, ...rest] = argv;
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const match = /^--(name|role)(?:=(.*))?$/s.exec(arg);
    if (match) {
      const value = match[2] ?? rest[++i];
      if (value === undefined) throw new UsageError(`--${match[1]} needs a value.`);
      options[match[1]!] = value;
    } else if (arg.startsWith("--")) {
      throw new UsageError(`Unknown option ${arg}. ${usage}`);
    } else positional.push(arg);
  }
  const email = () => {
    if (positional.length !== 1) throw new UsageError(usage);
    const value = normalizeEmail(positional[0]!);
    if (!value) throw new UsageError(`Not a valid e-mail address: ${positional[0]}`);
    return value;
  };
  const noOptions = () => {
    if (Object.keys(options).length > 0) throw new UsageError(usage);
  };
  switch (command) {
    case "add": {
      const address = email();
      const name = normalizeName(options.name ?? address.slice(0, address.indexOf("@")));
      if (!name) throw new UsageError("A name needs 1 to 100 characters.");
      const role = options.role ?? "volunteer";
      if (role !== "admin" && role !== "volunteer")
        throw new UsageError("The role must be admin or volunteer.");
      return { kind: "add", email: address, name, role };
    }
    case "reset":
      noOptions();
      return { kind: "reset", email: email() };
    case "remove":
      noOptions();
      return { kind: "remove", email: email() };
    case "list":
      noOptions();
      if (positional.length > 0) throw new UsageError(usage);
      return { kind: "list" };
    default:
      throw new UsageError(usage);
  }
}

/** The password of an add or reset: STAFF_PASSWORD when set (checked), else a generated one. */
function passwordFrom(env: Record<string, string | undefined>): { password: string; generated: boolean } {
  const given = env.STAFF_PASSWORD;
  if (given === undefined || given === "") return { password: generatePassword(), generated: true };
  const problem = passwordProblem(given);
  if (problem === "blank")
    throw new UsageError("STAFF_PASSWORD must not be only blanks; it needs at least 12 characters.");
  if (problem === "too_short") throw new UsageError("STAFF_PASSWORD needs at least 12 characters.");
  if (problem === "too_long") throw new UsageError("STAFF_PASSWORD may have at most 256 characters.");
  return { password: given, generated: false };
}

const when = (date: Date | null) =>
  date ? `${date.toISOString().slice(0, 16).replace("T", " ")} UTC` : "never";

/**
 * `npm run staff -- add|reset|remove|list` (CONTRACT.md 'Back office'): the same DATA_DIR /
 * DATABASE_URL as the server, migrated first; with the embedded database it holds the lock while it
 * runs and refuses while a server holds it. Returns the exit code: 0, or 1 with one clear line.
 * A password is printed only when generated, once, as `password: …`; never logged otherwise.
 */
export async function runStaffCli(
  argv: string[],
  env: Record<string, string | undefined>,
  root: string,
  io: CliOutput,
): Promise<number> {
  let lock: EmbeddedLock | undefined;
  let database: Database | undefined;
  try {
    const command = parse(argv);
    const secret = command.kind === "add" || command.kind === "reset" ? passwordFrom(env) : undefined;
    const config = parseConfig(env, root);
    if (!config.databaseUrl) lock = acquireEmbeddedLock(config.dataDir, "cli");
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrate(database, root);
    const { db } = database;
    switch (command.kind) {
      case "add": {
        const account = await createAccount(db, { ...command, password: secret!.password });
        io.out(`Added ${account.email} (${account.name}, ${account.role}).`);
        if (secret!.generated) io.out(`password: ${secret!.password}`);
        break;
      }
      case "reset": {
        const account = await findAccountByEmail(db, command.email);
        if (!account) throw new AccountError("not_found");
        await resetPassword(db, account.id, secret!.password);
        io.out(`New password for ${account.email}; every session of the account has ended.`);
        if (secret!.generated) io.out(`password: ${secret!.password}`);
        break;
      }
      case "remove": {
        const account = await findAccountByEmail(db, command.email);
        if (!account) throw new AccountError("not_found");
        await removeAccount(db, account.id);
        io.out(`Removed ${account.email} and its sessions (notes and history keep the name).`);
        break;
      }
      case "list": {
        const accounts = await listAccounts(db);
        for (const a of accounts) {
          io.out(
            [a.email, a.name, a.disabled ? `${a.role} (disabled)` : a.role, when(a.lastSignInAt)].join("\t"),
          );
        }
        if (accounts.length === 0) io.err("No accounts yet.");
        break;
      }
    }
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof AccountError ||
      error instanceof ConfigError ||
      error instanceof EmbeddedLockError
    ) {
      io.err(error.message);
      return 1;
    }
    io.err(`staff: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    return 1;
  } finally {
    await database?.close().catch(() => {});
    lock?.release();
  }
}
