import { useLocation, useSearchParams } from "react-router";
import { ContactForm, dogFromQuery } from "~/components/forms/contact-form";
import { ContactOptions } from "~/components/forms/contact-options";
import { DogChip } from "~/components/forms/dog-chip";
import { formTextFor, requestFormClientAction } from "~/components/forms/kit";
import { requestFormAction, requestFormHeaders } from "~/components/forms/kit/action.server";
import { StaticPage } from "~/components/static-page";
import { staticPageMeta } from "~/seo/page-meta";

import { siteContext } from "~/context";
import type { Route } from "./+types/contact";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { text: site.text.contact, formText: formTextFor(site.text, "contact") };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args);

export const action = (args: Route.ActionArgs) => requestFormAction(args, { contact: true });
export const clientAction = requestFormClientAction;
export const headers = requestFormHeaders;

export default function ContactPage({ loaderData: { text, formText } }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const dogName = dogFromQuery(search, formText.contact);
  return (
    <StaticPage>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:py-16">
        <ContactOptions text={text} />
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            {text.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-stone-700">{text.formIntro}</p>
          <ContactForm
            id={text.formAnchor}
            text={formText}
            dog={dogName ? <DogChip name={dogName} removeTo={pathname} text={formText.contact} /> : undefined}
          />
        </section>
      </div>
    </StaticPage>
  );
}
