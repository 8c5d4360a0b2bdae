import { Fragment } from "react";
import { Link } from "react-router";
import { useSiteData } from "~/site-data";
import { hrefOf, type Paragraph } from "~/content/shapes";

export const linkStyle = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950";

/** The inline content of one paragraph (no wrapping element). */
export function RichText({ text }: { text: Paragraph }) {
  const { locale } = useSiteData();
  if (typeof text === "string") return text;
  return text.map((part, index) => {
    if (typeof part === "string") return <Fragment key={index}>{part}</Fragment>;
    if ("href" in part.to) {
      return (
        <a key={index} href={part.to.href} className={linkStyle}>
          {part.text}
        </a>
      );
    }
    return (
      <Link key={index} to={hrefOf(locale, part.to)} className={linkStyle}>
        {part.text}
      </Link>
    );
  });
}

/** Paragraphs of running text. */
export function Prose({
  paragraphs,
  className = "",
}: {
  paragraphs: readonly Paragraph[];
  className?: string;
}) {
  return (
    <div className={`space-y-3 ${className}`}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          <RichText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
