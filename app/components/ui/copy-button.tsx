import { useEffect, useState } from "react";
import { useHydrated } from "~/components/forms/kit/use-hydrated";
import { useSiteData } from "~/site-data";
import { toast } from "./toast";

/** Spec 2 section 4: after a copy the button shows a check mark for 2000 ms. */
export const copiedIconMs = 2000;

/**
 * Copies `value` to the clipboard; `label` names what it copies ('IBAN kopieren'). Without
 * JavaScript it could do nothing, so until hydration only its space is kept (the value next to it
 * can still be selected and copied by hand).
 */
export function CopyButton({
  value,
  label,
  className = "",
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const text = useSiteData().t.ui.copy;
  const hydrated = useHydrated();
  // Counts copies, so a second copy within the 2 s restarts the check mark's time; 0 = no mark.
  const [copies, setCopies] = useState(0);
  const copied = copies > 0;

  useEffect(() => {
    if (copies === 0) return;
    const timer = window.setTimeout(() => setCopies(0), copiedIconMs);
    return () => window.clearTimeout(timer);
  }, [copies]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopies((count) => count + 1);
      toast.success(text.copied);
    } catch {
      toast.error(text.failed);
    }
  }

  const box = `inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${className}`;
  if (!hydrated) return <span aria-hidden="true" className={box} />;
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={label}
      title={label}
      data-copied={copied ? "true" : "false"}
      className={`${box} text-brand-800 ring-1 ring-stone-300 transition hover:bg-brand-50 hover:ring-brand-700 ${
        copied ? "bg-emerald-50 text-emerald-700 ring-emerald-600" : "bg-white"
      }`}
    >
      {copied ? (
        <svg data-icon="check" viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        <svg data-icon="copy" viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <rect
            x="8.5"
            y="8.5"
            width="11"
            height="11"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path
            d="M15.5 5.5v-1a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 4.5V14A1.5 1.5 0 0 0 6 15.5h1"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      )}
    </button>
  );
}
