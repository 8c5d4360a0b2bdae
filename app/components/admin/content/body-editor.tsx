import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from "@tiptap/react";
import { useId, useState, type ReactNode } from "react";
import { articleProse } from "~/components/blog/article-body";
import type { AdminText } from "~/content/types/admin";
import type { DocumentJson, DraftVersion } from "~/domain/content/draft";
import { documentExtensions, isAllowedHref } from "~/domain/content/document";

type Text = AdminText["content"]["editor"];

/** A picture to put in the text: the editor asks the picture picker, which answers with one (or none). */
export type PictureRequest = () => Promise<{
  src: string;
  alt: string;
  width: number;
  height: number;
} | null>;

/**
 * A version's body: TipTap's editor (what it may hold is `documentExtensions`, the same list the
 * server validates and renders with) under a toolbar of real buttons that say their state
 * (`aria-pressed`). Markdown shortcuts work as TipTap has them (`## `, `- `, `1. `, `> `, `**…**`).
 * Rendered by the browser only: the server sends the body's HTML as a read-only preview until then.
 */
export function BodyEditor({
  label,
  body,
  lang,
  text,
  onChange,
  requestPicture,
}: {
  label: string;
  body: DraftVersion["body"];
  lang: string;
  text: Text;
  onChange(doc: DocumentJson): void;
  requestPicture: PictureRequest;
}) {
  const labelId = useId();
  // What the editor starts from; later changes come from the editor itself.
  const [initial] = useState<JSONContent | string>(() =>
    "doc" in body ? (body.doc as JSONContent) : body.html,
  );
  const editor = useEditor({
    extensions: documentExtensions,
    content: initial,
    immediatelyRender: false,
    // Its base rules are in app.css: the CSP allows no <style> element.
    injectCSS: false,
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        role: "textbox",
        lang,
        class: `${articleProse} min-h-64 rounded-b-md border border-t-0 border-stone-400 bg-white px-3 py-2 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 [&_img]:max-w-md`,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON() as DocumentJson),
  });
  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-stone-800">
        {label}
      </span>
      {editor ? (
        <Toolbar editor={editor} text={text} requestPicture={requestPicture} />
      ) : (
        <div className="mt-1 h-11 rounded-t-md border border-stone-400 bg-stone-50" />
      )}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div
          className={`${articleProse} min-h-64 rounded-b-md border border-t-0 border-stone-400 bg-stone-50 px-3 py-2`}
          // Before the editor runs: what the body holds, as the site's sanitiser left it.
          dangerouslySetInnerHTML={{ __html: "html" in body ? body.html : "" }}
        />
      )}
    </div>
  );
}

function Toolbar({
  editor,
  text,
  requestPicture,
}: {
  editor: Editor;
  text: Text;
  requestPicture: PictureRequest;
}) {
  const t = text.toolbar;
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      link: current.isActive("link"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  const insertPicture = async () => {
    const picture = await requestPicture();
    if (picture) chain().setImage(picture).run();
    else editor.commands.focus();
  };
  return (
    <div className="mt-1 rounded-t-md border border-stone-400 bg-stone-50">
      <div role="group" aria-label={t.label} className="flex flex-wrap gap-1 p-1">
        <ToolButton pressed={state.h2} label={t.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          {t.h2}
        </ToolButton>
        <ToolButton pressed={state.h3} label={t.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          {t.h3}
        </ToolButton>
        <ToolButton pressed={state.bold} label={t.bold} onClick={() => chain().toggleBold().run()}>
          <b aria-hidden="true">B</b>
        </ToolButton>
        <ToolButton pressed={state.italic} label={t.italic} onClick={() => chain().toggleItalic().run()}>
          <i aria-hidden="true">I</i>
        </ToolButton>
        <ToolButton
          pressed={state.link}
          label={t.link}
          onClick={() => setLinkOpen((open) => !open)}
          expanded={linkOpen}
        >
          <Icon d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </ToolButton>
        <ToolButton
          pressed={state.bulletList}
          label={t.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          <Icon d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
        </ToolButton>
        <ToolButton
          pressed={state.orderedList}
          label={t.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <Icon d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1L3.5 19H6" />
        </ToolButton>
        <ToolButton pressed={state.quote} label={t.quote} onClick={() => chain().toggleBlockquote().run()}>
          <Icon d="M9 7H5v5h4v-5zm0 5c0 3-1.5 4.5-4 5M19 7h-4v5h4v-5zm0 5c0 3-1.5 4.5-4 5" />
        </ToolButton>
        <ToolButton label={t.picture} onClick={() => void insertPicture()}>
          <Icon d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9.5h.01" />
        </ToolButton>
        <ToolButton label={t.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Icon d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
        </ToolButton>
        <ToolButton label={t.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Icon d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />
        </ToolButton>
      </div>
      {linkOpen ? (
        <LinkForm
          editor={editor}
          text={text.link}
          close={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** A toolbar symbol (drawn with lines; the button's name says what it does). */
function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mx-auto size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** A toolbar button: its name is the volunteer's word for it (the symbol is only drawn). */
function ToolButton({
  label,
  pressed,
  expanded,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      // Keeps the text's selection: a mouse press on the button would otherwise take the focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="min-h-9 min-w-9 rounded-md px-2 text-sm font-semibold text-stone-800 hover:bg-white aria-pressed:bg-brand-800 aria-pressed:text-white disabled:opacity-40"
    >
      {children}
    </button>
  );
}

/** The link of the selection: an address the server will keep (http(s), mailto, tel), or none. */
function LinkForm({ editor, text, close }: { editor: Editor; text: Text["link"]; close(): void }) {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [href, setHref] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const apply = () => {
    const value = href.trim();
    if (!isAllowedHref(value)) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    close();
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-stone-300 p-2">
      <label htmlFor={inputId} className="flex min-w-0 flex-1 flex-col text-sm font-medium text-stone-800">
        {text.url}
        <input
          id={inputId}
          type="url"
          value={href}
          autoFocus
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
            if (event.key === "Escape") close();
          }}
          className="mt-1 w-full rounded-md border border-stone-400 px-2 py-1.5 text-base"
        />
      </label>
      <button
        type="button"
        onClick={apply}
        className="rounded-md bg-brand-800 px-3 py-1.5 text-sm font-semibold text-white"
      >
        {text.apply}
      </button>
      {current ? (
        <button
          type="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            close();
          }}
          className="rounded-md border border-stone-400 px-3 py-1.5 text-sm font-medium"
        >
          {text.remove}
        </button>
      ) : null}
      <button type="button" onClick={close} className="rounded-md px-3 py-1.5 text-sm font-medium underline">
        {text.cancel}
      </button>
      {invalid ? (
        <p id={errorId} className="w-full text-sm text-rose-800">
          {text.invalid}
        </p>
      ) : null}
    </div>
  );
}
