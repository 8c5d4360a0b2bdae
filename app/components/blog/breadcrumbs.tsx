import { Link } from "react-router";

export type BreadcrumbItem = { label: string; to?: string };

/** Where the page sits (home, section, page); the last item is the current page. */
export function Breadcrumbs({ label, items }: { label: string; items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-stone-400">
                /
              </span>
            ) : null}
            {item.to ? (
              <Link to={item.to} className="font-medium text-brand-800 underline-offset-4 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-stone-700">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
