import type { AdminText } from "~/content/types/admin";

type Flags = { doNotPlace: boolean; homeChecker: boolean; homeChecked: boolean };

/** A person's flags as small labelled badges (the words say it; the colour only repeats it). */
export function FlagBadges({ flags, text }: { flags: Flags; text: AdminText["persons"]["badges"] }) {
  const shown = [
    flags.doNotPlace ? { key: "do_not_place", tone: "bg-rose-50 text-rose-900 ring-rose-300" } : null,
    flags.homeChecked
      ? { key: "home_checked", tone: "bg-emerald-50 text-emerald-900 ring-emerald-300" }
      : null,
    flags.homeChecker ? { key: "home_checker", tone: "bg-brand-50 text-brand-900 ring-brand-300" } : null,
  ].filter((badge) => badge !== null);
  if (shown.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {shown.map((badge) => (
        <span
          key={badge.key}
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${badge.tone}`}
        >
          {text[badge.key as keyof typeof text]}
        </span>
      ))}
    </span>
  );
}
