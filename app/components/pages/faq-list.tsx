import { useMemo } from "react";
import { Accordion } from "~/components/ui/accordion";
import type { FaqEntry } from "~/content/shapes";
import { Prose } from "./rich-text";

/** An FAQ as the shared accordion: one item open at a time, collapsible, the URL hash opens one. */
export function FaqList({ entries, group }: { entries: readonly FaqEntry[]; group: string }) {
  const items = useMemo(
    () =>
      entries.map((entry) => ({
        id: entry.id,
        question: entry.question,
        answer: <Prose paragraphs={entry.answer} />,
      })),
    [entries],
  );
  return <Accordion items={items} group={group} />;
}
