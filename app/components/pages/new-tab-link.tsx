import type { ReactNode } from "react";
import { linkStyle } from "./rich-text";

/** A link that opens in a new tab and says so to screen readers. */
export function NewTabLink({
  href,
  children,
  notice,
}: {
  href: string;
  children: ReactNode;
  notice: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener" className={linkStyle}>
      {children}
      <span className="sr-only"> {notice}</span>
    </a>
  );
}
