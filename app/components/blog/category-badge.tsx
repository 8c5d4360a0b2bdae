/** The category of a post or guide as a small accent-coloured badge. */
export function CategoryBadge({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-900">
      {children}
    </span>
  );
}
