import type { RouterContextProvider } from "react-router";
import { dayLabel, detailLines } from "~/components/admin/relations/labels";
import { isLastingRelationKind, lastingRelations } from "~/domain/back-office/pipeline";
import type { FormType } from "~/domain/forms/form-types";
import { associationTimeZone, todayIn } from "~/domain/forms/dates";
import { backOfficeContext, siteContext } from "~/context";
import { dogChoiceOptions } from "./dog-choices.server";

/**
 * What the request page's relation panel shows (RelationPanel): the relation of the request, when
 * it is one (a request in its lasting or ending status), its details as stored and as words, the
 * dogs to choose from for a foster home, and the texts. Null for any other request.
 */
export async function relationPanelData(
  context: Readonly<RouterContextProvider>,
  request: { id: string; formType: FormType; status: string },
) {
  // Only a request in a relation's lasting or ending status has a panel: no query for the others.
  if (!isLastingRelationKind(request.formType)) return null;
  const { lasting, ending } = lastingRelations[request.formType];
  if (request.status !== lasting && request.status !== ending) return null;
  const submissionId = request.id;
  const site = context.get(siteContext);
  const relations = context.get(backOfficeContext).relations;
  const relation = await relations.ofRequest(submissionId);
  if (!relation) return null;
  const text = site.text.admin.relations;
  return {
    text,
    endingLabel: site.text.admin.common.statuses[lastingRelations[relation.kind].ending],
    kind: relation.kind,
    kindLabel: site.text.admin.common.formTypes[relation.kind],
    active: relation.active,
    startedOn: relation.startedOn,
    sinceLabel: dayLabel(site.locale, relation.startedOn),
    endedLabel: relation.active ? null : dayLabel(site.locale, relation.endedOn),
    endReason: relation.endReason,
    details: relation.details,
    version: relation.version,
    lines: detailLines(relation.kind, relation.details, text, site.locale),
    today: todayIn(associationTimeZone, new Date()),
    dogs: relation.kind === "foster_home" ? dogChoiceOptions(context) : [],
  };
}

export type RelationPanelData = NonNullable<Awaited<ReturnType<typeof relationPanelData>>>;
