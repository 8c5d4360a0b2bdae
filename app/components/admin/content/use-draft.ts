import { useEffect, useRef, useState } from "react";
import { useBlocker, useFetcher } from "react-router";
import type { DraftData, DraftPart, DraftRevisions } from "~/domain/content/draft";
import type { Locale } from "~/i18n/locale";

export const draftParts = ["de", "es", "pictures"] as const satisfies readonly DraftPart[];

/** What the editor's action answers a save or a publish with (routes/admin/content-editor.tsx). */
export type EditorAnswer =
  | { ok: true; intent: "save" | "publish"; revisions: DraftRevisions; message?: string }
  | {
      ok: false;
      kind: "conflict";
      parts: { part: DraftPart; name: string; when: string }[];
      revisions: DraftRevisions;
    }
  | { ok: false; kind: "invalid"; problems: Record<string, string>; message?: string }
  | { ok: false; kind: "forbidden" | "failed"; message: string };

export type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date; auto: boolean }
  | { kind: "failed"; reason: string };

const autosaveMs = 4_000;
const stamp = (data: DraftData) =>
  Object.fromEntries(draftParts.map((part) => [part, JSON.stringify(data[part])])) as Record<
    DraftPart,
    string
  >;

/**
 * The editor's working copy in the browser: the fields as typed, what the server holds of each part
 * (to know what is unsaved), autosave of changed parts every few seconds (no revision), an explicit
 * save and a publish (both with revisions), the parts someone else changed meanwhile (never sent
 * over them again), and a question before leaving with unsaved changes.
 */
export function useDraft(initial: { data: DraftData; revisions: DraftRevisions }, offline: string) {
  const [data, setData] = useState(initial.data);
  const [saved, setSaved] = useState(() => stamp(initial.data));
  const revisions = useRef(initial.revisions);
  const [conflicts, setConflicts] = useState<Extract<EditorAnswer, { kind: "conflict" }>["parts"]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const fetcher = useFetcher<EditorAnswer>();
  const sending = useRef<{ stamps: Partial<Record<DraftPart, string>>; auto: boolean } | null>(null);

  const current = stamp(data);
  const blocked = new Set(conflicts.map((conflict) => conflict.part));
  const dirty = draftParts.filter((part) => current[part] !== saved[part]);

  const submit = (body: Record<string, unknown>, parts: readonly DraftPart[], auto: boolean) => {
    const payload: Partial<DraftData> = {};
    const stamps: Partial<Record<DraftPart, string>> = {};
    for (const part of parts) {
      if (blocked.has(part)) continue;
      Object.assign(payload, { [part]: data[part] });
      stamps[part] = current[part];
    }
    sending.current = { stamps, auto };
    setStatus({ kind: "saving" });
    void fetcher.submit({ ...body, parts: payload, revisions: revisions.current } as never, {
      method: "post",
      encType: "application/json",
    });
  };

  const save = (revision: boolean) =>
    submit({ intent: "save", revision }, revision ? draftParts : dirty, !revision);
  const publish = (locale: Locale, at?: string) =>
    submit({ intent: "publish", locale, ...(at ? { at } : {}) }, draftParts, false);

  // The answer: what was sent is what the server holds now (or not, and why).
  useEffect(() => {
    const answer = fetcher.data;
    const sent = sending.current;
    if (fetcher.state !== "idle" || !sent) return;
    sending.current = null;
    if (!answer) {
      setStatus({ kind: "failed", reason: offline });
      return;
    }
    if (answer.ok) {
      revisions.current = answer.revisions;
      setSaved((before) => ({ ...before, ...sent.stamps }));
      setProblems({});
      setStatus({ kind: "saved", at: new Date(), auto: sent.auto });
      return;
    }
    if (answer.kind === "conflict") {
      const refused = new Set(answer.parts.map((conflict) => conflict.part));
      // The parts nobody else touched were written; the refused ones keep the counter they had.
      for (const part of draftParts)
        if (!refused.has(part)) revisions.current = { ...revisions.current, [part]: answer.revisions[part] };
      setSaved((before) => {
        const next = { ...before };
        for (const [part, value] of Object.entries(sent.stamps))
          if (!refused.has(part as DraftPart)) next[part as DraftPart] = value;
        return next;
      });
      setConflicts((before) => [
        ...before.filter((conflict) => !refused.has(conflict.part)),
        ...answer.parts,
      ]);
      setStatus({ kind: "idle" });
      return;
    }
    if (answer.kind === "invalid") {
      setProblems(answer.problems);
      setStatus({ kind: "idle" });
      return;
    }
    setStatus({ kind: "failed", reason: answer.message });
  }, [fetcher.state, fetcher.data, offline]);

  // Autosave: the changed parts, a few seconds after the last save, one request at a time.
  const dirtyKey = dirty.filter((part) => !blocked.has(part)).join();
  useEffect(() => {
    if (!dirtyKey || fetcher.state !== "idle") return;
    const timer = window.setTimeout(() => save(false), autosaveMs);
    return () => window.clearTimeout(timer);
  }, [dirtyKey, current.de, current.es, current.pictures, fetcher.state]);

  const unsaved = dirty.length > 0;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  return {
    data,
    setData,
    dirty,
    unsaved,
    status,
    problems,
    conflicts,
    save,
    publish,
    blocker,
    busy: fetcher.state !== "idle",
  };
}
