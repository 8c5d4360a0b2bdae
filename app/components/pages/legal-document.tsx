import type { LegalBlock, LegalDocument as Document, Paragraph } from "~/content/shapes";
import { Prose, RichText } from "./rich-text";

/** Imprint and privacy: numbered sections in a narrow column, optionally with a table of contents. */
export function LegalDocument({ document }: { document: Document }) {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-10 sm:px-6 sm:pt-12">
      <div className="sm:rounded-2xl sm:bg-white sm:p-10 sm:shadow-sm sm:ring-1 sm:ring-stone-200">
        <p className="text-sm text-stone-600">{document.updated}</p>
        {document.intro ? (
          <p className="mt-4 text-stone-800 sm:text-lg">
            <RichText text={document.intro} />
          </p>
        ) : null}
        {document.tocLabel ? <TableOfContents document={document} label={document.tocLabel} /> : null}
        {document.sections.map((section, index) => (
          <section
            key={section.heading}
            id={`abschnitt-${index + 1}`}
            aria-labelledby={`abschnitt-${index + 1}-heading`}
            className="mt-10 scroll-mt-24"
          >
            <h2
              id={`abschnitt-${index + 1}-heading`}
              className="text-xl font-bold text-brand-900 sm:text-2xl"
            >
              {document.tocLabel ? `${index + 1}. ${section.heading}` : section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-stone-800">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (isParagraph(block)) return <Prose paragraphs={[block]} />;
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-1.5 pl-6 marker:text-brand-800">
        {block.list.map((item, index) => (
          <li key={index}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      {block.lines.map((line, index) => (
        <span key={index} className="block">
          <RichText text={line} />
        </span>
      ))}
    </p>
  );
}

function isParagraph(block: LegalBlock): block is Paragraph {
  return typeof block === "string" || Array.isArray(block);
}

function TableOfContents({ document, label }: { document: Document; label: string }) {
  return (
    <nav aria-label={label} className="mt-6 rounded-xl bg-white p-5 ring-1 ring-stone-200 sm:bg-stone-50">
      <p className="font-semibold">{label}</p>
      <ol className="mt-2 list-decimal space-y-1 pl-6 marker:text-stone-500">
        {document.sections.map((section, index) => (
          <li key={section.heading}>
            <a href={`#abschnitt-${index + 1}`} className="text-brand-800 underline-offset-4 hover:underline">
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
