import type { DogTypes } from "~/domain/dogs/types";
import type { DogCardText } from "~/content/types/dogs";

const badgeStyle = {
  adoption: "bg-brand-100 text-brand-900",
  sponsorship: "bg-accent-100 text-accent-900",
  hospice: "bg-rose-100 text-rose-900",
} as const;

/** A dog's kinds (adoption, sponsorship, hospice) as coloured badges; nothing for a dog of none. */
export function DogBadges({ types, labels }: { types: DogTypes; labels: DogCardText["types"] }) {
  const active = (["adoption", "sponsorship", "hospice"] as const).filter((type) => types[type]);
  if (active.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {active.map((type) => (
        <li key={type} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeStyle[type]}`}>
          {labels[type]}
        </li>
      ))}
    </ul>
  );
}
