// Checks the form browser tests share: the mails the server wrote, and CSP violations.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { parseMail } from "../support/submissions/mime";
import { cspRecorder, cspViolations, noBanner } from "./browser";

/** The mails a server wrote (no SMTP_URL: DATA_DIR/mail/*.eml) whose text holds `token`. */
export function mailsIn(dataDir: string, token: string) {
  const folder = path.join(dataDir, "mail");
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names
    .map((name) => parseMail(readFileSync(path.join(folder, name), "utf8")))
    .filter((mail) => mail.text.includes(token) && !associationInbox.test(mail.headers["reply-to"] ?? ""));
}

/**
 * The default association inboxes (MAIL_TO_DE/ES): a confirmation to the applicant replies to one of
 * them. It greets the name as written, so it may hold a test's token too; the tests look at the
 * notification.
 */
const associationInbox = /@demo-tierhilfe\.example>?$/;

/** CSP violations (console or event) and script errors fail the test at `check()`. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return {
    check: async () => {
      // Chrome reports some violations (a caught `new Function` probe) only as an event.
      expect([...problems, ...(await cspViolations(page))]).toEqual([]);
    },
  };
}

/** Before the page's scripts: the stored cookie choice, and a record of CSP violation events. */
export const formPageInitScript = `${noBanner}\n${cspRecorder}`;
