import type { RouterContextProvider } from "react-router";
import { dogChoiceLabels, type DogChoice } from "~/domain/back-office/dog-choices";
import { backOfficeContext, siteContext } from "~/context";

/**
 * The feed's dogs as a volunteer picks one (the request taken by hand, a foster home's dog): the
 * name, and only where dogs share a name what tells them apart, in the interface's language.
 */
export function dogChoiceOptions(context: Readonly<RouterContextProvider>): DogChoice[] {
  const site = context.get(siteContext);
  const text = site.text.admin.relations.newRequest;
  const dogs = context
    .get(backOfficeContext)
    .relations.dogChoices()
    .map((dog) => ({
      ...dog,
      headline: site.locale === "es" ? (dog.headlineEs ?? dog.headline) : dog.headline,
    }));
  return dogChoiceLabels(dogs, {
    reference: text.dogReference,
    number: text.dogNumber,
    locations: site.text.dogDetail.locations,
  });
}
