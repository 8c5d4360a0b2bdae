/** The category of a post or guide as a small amber badge. */
export function CategoryBadge({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
      {children}
    </span>
  );
}
