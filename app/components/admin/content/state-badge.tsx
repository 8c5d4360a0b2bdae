/** The look of a language's state (lists, editor): the words say it, the colour only repeats it. */
const tones = {
  missing: "bg-stone-100 text-stone-700 ring-stone-300",
  draft: "bg-accent-50 text-accent-900 ring-accent-300",
  scheduled: "bg-sky-50 text-sky-900 ring-sky-300",
  published: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  changed: "bg-emerald-50 text-emerald-900 ring-accent-400",
} as const;

export type BadgeTone = keyof typeof tones;

export function StateBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}>
      {label}
    </span>
  );
}
