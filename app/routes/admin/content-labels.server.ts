import type { AdminText } from "~/content/types/admin";
import type { VersionState } from "~/domain/content/draft";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { dateTimeLabel } from "./date-label.server";

export type StateTone = "missing" | "draft" | "scheduled" | "published" | "changed";

/** A language's state as the lists and the editor say it, with its tone (the badge's colour). */
export function stateLabel(
  text: AdminText["content"],
  locale: Locale,
  state: VersionState,
): { label: string; tone: StateTone } {
  switch (state.kind) {
    case "missing":
      return { label: text.states.missing, tone: "missing" };
    case "draft":
      return { label: text.states.draft, tone: "draft" };
    case "scheduled":
      return {
        label: fill(text.states.scheduled, { when: dateTimeLabel(locale, state.at) }),
        tone: "scheduled",
      };
    case "published":
      if (state.scheduledAt)
        return {
          label: fill(text.states.updateScheduled, { when: dateTimeLabel(locale, state.scheduledAt) }),
          tone: "scheduled",
        };
      return state.unpublishedChanges
        ? { label: text.states.publishedWithChanges, tone: "changed" }
        : { label: text.states.published, tone: "published" };
  }
}
