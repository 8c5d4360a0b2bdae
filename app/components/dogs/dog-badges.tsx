import type { DogTypes } from "~/domain/dogs/types";
import type { Messages } from "~/i18n/messages";
import { useSiteData } from "~/site-data";

const badgeStyle = {
  adoption: "bg-brand-100 text-brand-900",
  sponsorship: "bg-accent-100 text-accent-900",
  hospice: "bg-rose-100 text-rose-900",
} as const;

export function DogBadges({ types }: { types: DogTypes }) {
  const { t } = useSiteData();
  return <DogBadgeList types={types} labels={t.dogList.types} />;
}

/** The badges with their labels given, so that the dog list's cards need no site data of their own. */
export function DogBadgeList({ types, labels }: { types: DogTypes; labels: Messages["dogList"]["types"] }) {
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
