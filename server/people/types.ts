import type { RequestStatus } from "~/domain/back-office/pipeline";
import type { PersonCreateInput, PersonFlag, PersonInput } from "~/domain/back-office/person-schemas";
import type { FormType } from "~/domain/forms/form-types";
import type { Locale } from "~/i18n/locale";
import type { Actor } from "../back-office/staff-member";
import type { PersonCreateResult } from "./create";

export type { PersonCreateInput, PersonFlag, PersonInput } from "~/domain/back-office/person-schemas";
export type { PersonCreateResult } from "./create";

/** People a page of the list shows. */
export const personPageSize = 50;

export type PersonListQuery = {
  /** Name, e-mail or phone; case and accents ignored, a number-like query also by the phone's digits. */
  search?: string;
  flag?: PersonFlag | null;
  /** From 1; a page past the end shows the last one. */
  page?: number;
};

/** One person as the list shows it. */
export type PersonListRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  doNotPlace: boolean;
  homeChecker: boolean;
  homeChecked: boolean;
  requestCount: number;
  /** ISO-8601; null when the person has no request (left after a split or erasure). */
  lastRequestAt: string | null;
};

/** How many people of the search have each flag (the filter's counts), and all of them. */
export type PersonCounts = { all: number } & Record<PersonFlag, number>;

export type PersonListPage = {
  rows: PersonListRow[];
  total: number;
  page: number;
  pageCount: number;
  counts: PersonCounts;
};

/** The record as the person page shows and edits it. */
export type PersonRecord = {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  locale: Locale;
  postcode: string | null;
  doNotPlace: boolean;
  doNotPlaceReason: string | null;
  /** YYYY-MM-DD. */
  homeCheckedOn: string | null;
  homeCheckedBy: string | null;
  homeChecker: boolean;
  homeCheckerAreas: string | null;
  /** What the page's form sends back: a change from an older page is refused. */
  revision: number;
  /** ISO-8601. */
  createdAt: string;
  updatedAt: string;
};

/** One of the person's requests, newest first; `relation` when the request became a lasting one. */
export type PersonRequest = {
  id: string;
  formType: FormType;
  status: RequestStatus;
  dogName: string | null;
  /** ISO-8601. */
  createdAt: string;
  /** YYYY-MM-DD: since when the relation lasts, and when it ended. */
  relation: { startedOn: string; endedOn: string | null } | null;
};

export type PersonNote = { id: string; authorName: string; body: string; createdAt: string };

/** A merge into this record, with what it brought; `splitAt` set once it was split again. */
export type PersonMergeEntry = {
  id: string;
  mergedName: string;
  mergedEmail: string;
  byName: string | null;
  /** ISO-8601. */
  createdAt: string;
  splitAt: string | null;
  requestCount: number;
};

export type PersonDetail = {
  person: PersonRecord;
  requests: PersonRequest[];
  notes: PersonNote[];
  merges: PersonMergeEntry[];
};

/** What a request page says about the person who sent it. */
export type RequestPerson = {
  id: string;
  name: string;
  doNotPlace: boolean;
  doNotPlaceReason: string | null;
  /** YYYY-MM-DD. */
  homeCheckedOn: string | null;
  homeCheckedBy: string | null;
};

export type HomeChecker = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  areas: string;
};

/** A person found when choosing the record to merge with. */
export type PersonChoice = { id: string; name: string; email: string; phone: string | null };

/** Who changed the record last and when (ISO-8601), for the refusal of a change from an older page. */
export type PersonConflict = { actorName: string | null; at: string };

export type PersonError =
  | "not_found"
  | "stale"
  | "same_person"
  | "already_split"
  /** The split record's address has a record of its own again (a request came from it since). */
  | "email_taken"
  | "note_empty"
  | "note_too_long";

export type PersonResult =
  { ok: true; id?: string } | { ok: false; error: PersonError; conflict?: PersonConflict; otherId?: string };

export type PeopleServices = {
  list(query: PersonListQuery): Promise<PersonListPage>;
  detail(id: string): Promise<PersonDetail | null>;
  /** Up to 10 other records by name, e-mail or phone, to merge with. */
  candidates(search: string, exceptId: string): Promise<PersonChoice[]>;
  /** A person added by hand, without a request (one record per e-mail address). */
  create(input: PersonCreateInput, actor: Actor): Promise<PersonCreateResult>;
  update(id: string, input: PersonInput, actor: Actor, revision: number): Promise<PersonResult>;
  addNote(id: string, body: string, actor: Actor): Promise<PersonResult>;
  /** Moves everything of `otherId` to `keptId` and deletes `otherId` (kept in person_merges). */
  merge(keptId: string, otherId: string, actor: Actor): Promise<PersonResult>;
  /** Undoes a merge: the record as it was, with exactly what moved (id: the record made again). */
  split(mergeId: string, actor: Actor): Promise<PersonResult>;
  /** The person of a request, for its page. */
  ofRequest(submissionId: string): Promise<RequestPerson | null>;
  /** The home checkers with the postcodes or regions they cover (the pre-check offers them). */
  homeCheckers(): Promise<HomeChecker[]>;
};
