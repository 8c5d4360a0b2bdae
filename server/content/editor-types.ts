import type {
  Change,
  ContentKind,
  DraftData,
  DraftPart,
  DraftRevisions,
  VersionState,
} from "~/domain/content/draft";
import type { BlogPostView, GuideView } from "~/domain/content/types";
import type { Locale } from "~/i18n/locale";
import type { StaffMember } from "../back-office/staff-member";

/** One row of the editor's lists (blog posts, guides). */
export type ContentListEntry = {
  id: string;
  kind: ContentKind;
  /** Per language: the draft's title, else the published one, else "". */
  title: Record<Locale, string>;
  state: Record<Locale, VersionState>;
  needsUpdate: Record<Locale, boolean>;
  lastChange: Change | null;
  /** Guides only. */
  featured: boolean;
  displayOrder: number;
  /** Removed (list with `removed: true`): when; it can be restored for 30 days. */
  deletedAt: string | null;
};

/** What the editor screen opens with. */
export type OpenedDraft = {
  id: string;
  kind: ContentKind;
  data: DraftData;
  revisions: DraftRevisions;
  state: Record<Locale, VersionState>;
  /** Who changed each part last. */
  changes: Partial<Record<DraftPart, Change>>;
  /** The published slug per language (null: not published), for "the old address keeps working". */
  publishedSlugs: Record<Locale, string | null>;
  /** Where the published page is, per language (null: not published). */
  publicPaths: Record<Locale, string | null>;
  /** May this volunteer publish, unpublish and delete (site_settings content_publishers). */
  mayPublish: boolean;
  deletedAt: string | null;
};

/** A field's problem, by the field's name in the editor ("de.slug", "es.title", "pictures.gallery.1.alt.es"). */
export type DraftProblems = Record<string, string>;

export type SaveOutcome =
  | { ok: true; revisions: DraftRevisions; changes: Partial<Record<DraftPart, Change>> }
  /** A part changed by someone else since `revisions`: nothing of that part written; who and when. */
  | { ok: false; kind: "conflict"; parts: { part: DraftPart; change: Change }[]; revisions: DraftRevisions }
  | { ok: false; kind: "invalid"; problems: DraftProblems }
  /** No such post or guide (or removed longer than 30 days ago). */
  | { ok: false; kind: "missing" };

export type PublishOutcome =
  | { ok: true; state: Record<Locale, VersionState> }
  | { ok: false; kind: "invalid"; problems: DraftProblems }
  | { ok: false; kind: "conflict"; parts: { part: DraftPart; change: Change }[]; revisions: DraftRevisions }
  | { ok: false; kind: "forbidden" }
  | { ok: false; kind: "missing" };

export type RevisionEntry = {
  id: string;
  locale: Locale;
  reason: "save" | "publish" | "restore";
  authorName: string | null;
  createdAt: string;
};

/**
 * The content editor's work on the database (`backOffice.content`), decision 0025. Problem texts
 * come from the volunteer's language (`locale` of the request: the interface language).
 */
export type ContentEditorServices = {
  /** Not removed ones; `removed: true`: only the removed ones (restorable for 30 days). */
  list(kind: ContentKind, options?: { search?: string; removed?: boolean }): Promise<ContentListEntry[]>;
  /** The categories in use per language, most used first: the editor offers them. */
  categories(kind: ContentKind): Promise<Record<Locale, string[]>>;
  /** A new, empty post or guide (a draft row with both languages missing); its id. */
  create(kind: ContentKind, staff: StaffMember): Promise<string>;
  /** null: no such item (or deleted and past undo). */
  open(kind: ContentKind, id: string, staff: StaffMember): Promise<OpenedDraft | null>;
  /**
   * Writes the named parts of the draft (autosave: `revision` false; explicit save: true, which
   * also writes a revision per changed language and clears that language's "needs update" mark and
   * sets the other's when its texts changed).
   */
  save(
    input: {
      kind: ContentKind;
      id: string;
      parts: Partial<DraftData>;
      revisions: DraftRevisions;
      revision: boolean;
    },
    staff: StaffMember,
    interfaceLocale: Locale,
  ): Promise<SaveOutcome>;
  /** Publishes one language now, or at `at` (ISO, in the future): schedule. */
  publish(
    input: { kind: ContentKind; id: string; locale: Locale; at?: string; revisions: DraftRevisions },
    staff: StaffMember,
    interfaceLocale: Locale,
  ): Promise<PublishOutcome>;
  /** Back to draft (a schedule is dropped); the page answers 404 from then on. */
  unpublish(
    input: { kind: ContentKind; id: string; locale: Locale },
    staff: StaffMember,
  ): Promise<PublishOutcome>;
  dismissNeedsUpdate(
    input: { kind: ContentKind; id: string; locale: Locale },
    staff: StaffMember,
  ): Promise<void>;
  /** Soft delete (404 at once), and its undo within 30 days. */
  remove(input: { kind: ContentKind; id: string }, staff: StaffMember): Promise<PublishOutcome>;
  restoreRemoved(input: { kind: ContentKind; id: string }, staff: StaffMember): Promise<PublishOutcome>;
  /**
   * One language of the draft as its public page would show it (same view as the public page's
   * loader gets), for the staff-only preview; null when the language has no title yet.
   */
  preview(kind: ContentKind, id: string, locale: Locale): Promise<BlogPostView | GuideView | null>;
  revisions(kind: ContentKind, id: string): Promise<RevisionEntry[]>;
  revision(
    kind: ContentKind,
    id: string,
    revisionId: string,
  ): Promise<(RevisionEntry & { snapshot: unknown }) | null>;
  /** Copies a revision into the draft's language and writes a new revision ('restore'). */
  restoreRevision(
    input: { kind: ContentKind; id: string; revisionId: string },
    staff: StaffMember,
  ): Promise<SaveOutcome>;
  /** Guides: the new display order (every guide id, in order), and featured on/off. */
  reorderGuides(ids: string[], staff: StaffMember): Promise<void>;
  setFeatured(id: string, featured: boolean, staff: StaffMember): Promise<void>;
  /** The slug the site's slug rule makes of a title, made unique in that language ("-2", "-3"). */
  proposeSlug(kind: ContentKind, locale: Locale, title: string, exceptId: string): Promise<string>;
  publishers(): Promise<"everyone" | "admins">;
  setPublishers(value: "everyone" | "admins", staff: StaffMember): Promise<void>;
  /** The schedule job's step: publishes what is due; how many. */
  publishDue(now?: Date): Promise<number>;
};
