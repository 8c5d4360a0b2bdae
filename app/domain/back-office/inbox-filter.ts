import { isFormType, type FormType } from "~/domain/forms/form-types";
import { isIsoDate, type IsoDate } from "~/domain/forms/dates";
import { isLocale, type Locale } from "~/i18n/locale";
import { isRequestStatus, type RequestStatus } from "./pipeline";

/**
 * The inbox's filter as the address bar carries it (`/admin?type=adoption&status=open&q=mar`), and
 * the CSV and Excel exports take the same parameters. Parsing never fails: a value that does not
 * fit is dropped, so a hand-edited or stale link shows the default list instead of an error page.
 * The inbox opens on the open requests (`inboxDefaults`); `status=all` shows every request. The
 * exports keep CONTRACT.md's meaning: without `status`, every request.
 */
export type InboxFilter = {
  type?: FormType;
  locale?: Locale;
  /** A status, `open` (every status still waiting for work, per kind), or `unread` (never opened). */
  status?: RequestStatus | "open" | "unread";
  /** `me` (the signed-in volunteer), `none` (nobody) or a staff account's id. */
  assignee?: "me" | "none" | string;
  /**
   * `id:<feed id>` (that dog's requests), `name:<name>` (requests naming the dog without an id), or
   * a bare feed id or name (either, as links before issue 25 wrote it).
   */
  dog?: string;
  /** Calendar dates in the association's time zone, both inclusive. */
  from?: IsoDate;
  to?: IsoDate;
  /** Search text over name, e-mail, phone and dog name. */
  q?: string;
  /** Only open adoption and sponsorship requests whose dog left the feed or is reserved. */
  dogGone?: boolean;
  /** 1-based. */
  page: number;
};

/** The parameter names, in the order a query string lists them. */
export const inboxFilterKeys = [
  "type",
  "locale",
  "status",
  "assignee",
  "dog",
  "from",
  "to",
  "q",
  "dog_gone",
  "page",
] as const;

export const maxSearchLength = 100;
const maxDogLength = 100;
const maxPage = 100_000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isStaffId(value: string): boolean {
  return uuidPattern.test(value);
}

function text(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? "").trim();
}

function parseStatus(value: string): InboxFilter["status"] {
  if (value === "open" || value === "unread") return value;
  return isRequestStatus(value) ? value : undefined;
}

/** What the inbox shows when its address names no status: the requests still waiting for work. */
export const inboxDefaults = { status: "open" } as const satisfies Pick<InboxFilter, "status">;

function parseAssignee(value: string): InboxFilter["assignee"] {
  if (value === "me" || value === "none") return value;
  return isStaffId(value) ? value.toLowerCase() : undefined;
}

function parsePage(value: string): number {
  if (!/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= maxPage ? page : 1;
}

/**
 * Reads the filter from a query string; values that do not fit are left out. `defaults.status`
 * applies when the status is missing or does not fit; `status=all` means every status.
 */
export function parseInboxFilter(
  params: URLSearchParams,
  defaults: Pick<InboxFilter, "status"> = {},
): InboxFilter {
  const filter: InboxFilter = { page: parsePage(text(params, "page")) };
  const type = text(params, "type");
  if (isFormType(type)) filter.type = type;
  const locale = text(params, "locale");
  if (isLocale(locale)) filter.locale = locale;
  const rawStatus = text(params, "status");
  const status = rawStatus === "all" ? undefined : (parseStatus(rawStatus) ?? defaults.status);
  if (status) filter.status = status;
  const assignee = parseAssignee(text(params, "assignee"));
  if (assignee) filter.assignee = assignee;
  const dog = text(params, "dog");
  if (dog !== "" && dog.length <= maxDogLength) filter.dog = dog;
  const from = text(params, "from");
  if (isIsoDate(from)) filter.from = from;
  const to = text(params, "to");
  if (isIsoDate(to)) filter.to = to;
  const q = text(params, "q").replace(/\s+/g, " ");
  if (q !== "") filter.q = q.slice(0, maxSearchLength).trim();
  if (text(params, "dog_gone") === "1") filter.dogGone = true;
  return filter;
}

/** Whether the filter shows other requests than the inbox's default (the page number aside). */
export function isFiltered(filter: InboxFilter): boolean {
  const params = inboxFilterParams({ ...filter, page: 1 });
  if (params.get("status") === inboxDefaults.status) params.delete("status");
  return params.size > 0;
}

/**
 * The filter as query parameters; the first page and unset values are left out. The status is
 * always written (`all` when none), so that a link means the same to the inbox, whose default is
 * the open requests, and to the exports, whose default is every request.
 */
export function inboxFilterParams(filter: InboxFilter): URLSearchParams {
  const params = new URLSearchParams();
  const values: Record<(typeof inboxFilterKeys)[number], string | undefined> = {
    type: filter.type,
    locale: filter.locale,
    status: filter.status ?? "all",
    assignee: filter.assignee,
    dog: filter.dog,
    from: filter.from,
    to: filter.to,
    q: filter.q,
    dog_gone: filter.dogGone ? "1" : undefined,
    page: filter.page > 1 ? String(filter.page) : undefined,
  };
  for (const key of inboxFilterKeys) {
    const value = values[key];
    if (value !== undefined && value !== "") params.set(key, value);
  }
  return params;
}

/** `?type=adoption&status=all&page=2`: for links to the inbox's pages and to the exports. */
export function inboxFilterQuery(filter: InboxFilter, changes: Partial<InboxFilter> = {}): string {
  const query = inboxFilterParams({ ...filter, ...changes }).toString();
  return query === "" ? "" : `?${query}`;
}
