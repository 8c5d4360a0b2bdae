import type { IconName } from "~/content/shapes";

const paths: Record<IconName, string> = {
  heart:
    "M21 8.25c0-2.49-2.1-4.5-4.69-4.5-1.93 0-3.6 1.13-4.31 2.73-.72-1.6-2.38-2.73-4.31-2.73C5.1 3.75 3 5.76 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12z",
  home: "M2.25 12l8.95-8.95a1.13 1.13 0 0 1 1.6 0L21.75 12M4.5 9.75v10.13c0 .62.5 1.12 1.13 1.12H9.75v-4.88c0-.62.5-1.12 1.13-1.12h2.24c.63 0 1.13.5 1.13 1.13V21h4.13c.62 0 1.12-.5 1.12-1.12V9.75",
  medical: "M12 7.5v9M7.5 12h9M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  truck:
    "M8.25 18.75a1.5 1.5 0 0 1-3 0m3 0a1.5 1.5 0 0 0-3 0m3 0h6m-9 0H3.38c-.63 0-1.13-.5-1.13-1.13V6.75c0-.62.5-1.12 1.13-1.12h10.87v13.12m5.25 0a1.5 1.5 0 0 1-3 0m3 0a1.5 1.5 0 0 0-3 0m3 0h1.13c.62 0 1.12-.5 1.12-1.12V13.5l-3-4.5h-4.5",
  chip: "M9 3v2m6-2v2M9 19v2m6-2v2M3 9h2m-2 6h2m14-6h2m-2 6h2M7 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm2.5 4.5h5v5h-5z",
  shield: "M12 3l7.5 3v5.25c0 4.5-3.1 8.3-7.5 9.75-4.4-1.45-7.5-5.25-7.5-9.75V6L12 3zm-3 9l2 2 4-4",
  users:
    "M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m6.5-8.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM21 19v-1a4 4 0 0 0-3-3.87m-2.5-9.5a3 3 0 0 1 0 5.74",
  clock: "M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  search: "M21 21l-5.2-5.2M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15z",
  check: "M4.5 12.75l6 6 9-13.5",
};

/** A decorative line icon; the text next to it carries the meaning. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
