import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { SiteData } from "~/site-data";

/**
 * Short notices after an action (copied, failed …). A module-level store, so any component can
 * call `toast.success(text)` without a provider; `<Toaster/>` once in the layout shows them.
 * Nothing is ever queued on the server: toasts come from event handlers only.
 */
export type ToastVariant = "success" | "error";
export type ToastItem = { id: number; text: string; variant: ToastVariant };

const visibleAtOnce = 3;
export const toastDurationMs = 4500;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const noItems: ToastItem[] = [];

function emit() {
  for (const listener of listeners) listener();
}

function add(text: string, variant: ToastVariant): number {
  const id = nextId++;
  items = [...items, { id, text, variant }].slice(-visibleAtOnce);
  emit();
  return id;
}

function dismiss(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

export const toast = {
  success: (text: string) => add(text, "success"),
  /** The destructive variant, announced at once (role=alert). */
  error: (text: string) => add(text, "error"),
  dismiss,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The live regions stay in the document from the first render, so screen readers announce what is
 * added later: polite for success, assertive (role=alert) for errors. They show at the top, just
 * below the sticky top bar (4rem and its border; on wide screens at the right end), where they
 * cover neither the navigation nor a form's buttons: those sit at the form's end, which a visitor
 * has scrolled towards the bottom of the screen, and at the bottom they would also meet the cookie
 * banner. Without the root's data (its loader failed) there is no page that could raise a notice.
 */
export function Toaster() {
  const root = useRouteLoaderData("root") as SiteData | undefined;
  const shown = useSyncExternalStore(
    subscribe,
    () => items,
    () => noItems,
  );
  if (!root) return null;
  const text = root.t.ui.toast;
  const successes = shown.filter((item) => item.variant === "success");
  const errors = shown.filter((item) => item.variant === "error");
  return (
    <div
      data-toaster=""
      className="pointer-events-none fixed inset-x-0 top-16 z-[60] flex flex-col items-center gap-2 p-2 sm:items-end sm:p-3"
    >
      <div role="alert" className="flex w-full max-w-sm flex-col gap-2">
        {errors.map((item) => (
          <ToastView key={item.id} item={item} dismissLabel={text.dismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {successes.map((item) => (
          <ToastView key={item.id} item={item} dismissLabel={text.dismiss} />
        ))}
      </div>
    </div>
  );
}

/** One notice; it leaves after 4.5 s, and waits while the pointer or focus is on it. */
function ToastView({ item, dismissLabel }: { item: ToastItem; dismissLabel: string }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toastDurationMs);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismiss(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, item.id]);

  const error = item.variant === "error";
  return (
    <div
      data-toast={item.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl px-4 py-3 shadow-lg ring-1 ${
        error ? "bg-rose-700 text-white ring-rose-800" : "bg-stone-900 text-white ring-stone-700"
      }`}
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        {error ? <ErrorIcon /> : <CheckCircleIcon />}
      </span>
      <p className="flex-1 font-semibold">{item.text}</p>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        aria-label={dismissLabel}
        className="-m-1 shrink-0 rounded-md p-1 text-white/80 hover:bg-white/15 hover:text-white"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6L6 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

function CheckCircleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 text-emerald-300">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M7.5 12.5l3 3 6-6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v6M12 16.5v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
