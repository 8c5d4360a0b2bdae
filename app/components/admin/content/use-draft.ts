import { useEffect, useRef, useState } from "react";
import { useBlocker, useRevalidator } from "react-router";
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

/** Autosave: 4 s after the last keystroke, and while typing goes on, at least every 20 s. */
const autosaveMs = 4_000;
const autosaveMaxWaitMs = 20_000;
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
export function useDraft(
  initial: { data: DraftData; revisions: DraftRevisions },
  /** Where saves and publishes go (routes/admin/content-save.ts) and what to say when it is not reached. */
  endpoint: string,
  offline: string,
) {
  const [data, setData] = useState(initial.data);
  const [saved, setSaved] = useState(() => stamp(initial.data));
  // What this page found when opened (or last saved explicitly): an explicit save sends only the
  // parts written here since, so a colleague's change to another part is never sent back over it.
  const [opened, setOpened] = useState(() => stamp(initial.data));
  const revisions = useRef(initial.revisions);
  const [conflicts, setConflicts] = useState<Extract<EditorAnswer, { kind: "conflict" }>["parts"]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const lastSent = useRef(0);
  useEffect(() => {
    lastSent.current = Date.now();
  }, []);

  const current = stamp(data);
  const blocked = new Set(conflicts.map((conflict) => conflict.part));
  const dirty = draftParts.filter((part) => current[part] !== saved[part]);
  const written = draftParts.filter((part) => current[part] !== opened[part]);

  const submit = async (body: Record<string, unknown>, parts: readonly DraftPart[], auto: boolean) => {
    const payload: Partial<DraftData> = {};
    const stamps: Partial<Record<DraftPart, string>> = {};
    for (const part of parts) {
      if (blocked.has(part)) continue;
      Object.assign(payload, { [part]: data[part] });
      stamps[part] = current[part];
    }
    lastSent.current = Date.now();
    setBusy(true);
    setStatus({ kind: "saving" });
    // A plain request: whatever happens (no connection, a refusal), the page and what was typed stay.
    const answer = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...body, parts: payload, revisions: revisions.current }),
    })
      .then((response) => response.json() as Promise<EditorAnswer>)
      .catch(() => null);
    setBusy(false);
    settle(answer, stamps, auto);
    if (answer?.ok && !auto) setOpened((before) => ({ ...before, ...stamps }));
    // Any save may change the states the page shows ("missing" becomes "draft", "changes open").
    if (answer?.ok) void revalidator.revalidate();
  };

  const save = (revision: boolean) =>
    void submit({ intent: "save", revision }, revision ? written : dirty, !revision);
  const publish = (locale: Locale, at?: string) =>
    void submit({ intent: "publish", locale, ...(at ? { at } : {}) }, draftParts, false);

  // The answer: what was sent is what the server holds now (or not, and why).
  function settle(answer: EditorAnswer | null, stamps: Partial<Record<DraftPart, string>>, auto: boolean) {
    if (!answer) {
      setStatus({ kind: "failed", reason: offline });
      return;
    }
    if (answer.ok) {
      revisions.current = answer.revisions;
      setSaved((before) => ({ ...before, ...stamps }));
      setProblems({});
      setStatus({ kind: "saved", at: new Date(), auto });
      return;
    }
    if (answer.kind === "conflict") {
      const refused = new Set(answer.parts.map((conflict) => conflict.part));
      // The parts nobody else touched were written; the refused ones keep the counter they had.
      for (const part of draftParts)
        if (!refused.has(part)) revisions.current = { ...revisions.current, [part]: answer.revisions[part] };
      setSaved((before) => {
        const next = { ...before };
        for (const [part, value] of Object.entries(stamps))
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
  }

  // Autosave: the changed parts, a few seconds after the last save, one request at a time.
  const dirtyKey = dirty.filter((part) => !blocked.has(part)).join();
  useEffect(() => {
    if (!dirtyKey || busy) return;
    // 4 s after the last change; while typing goes on, no later than 20 s after the last save.
    const delay = Math.min(autosaveMs, Math.max(0, autosaveMaxWaitMs - (Date.now() - lastSent.current)));
    const timer = window.setTimeout(() => save(false), delay);
    return () => window.clearTimeout(timer);
  }, [dirtyKey, current.de, current.es, current.pictures, busy]);

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
    busy,
  };
}
