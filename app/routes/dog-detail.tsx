import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import type { Catalog } from "~/content/catalog";
import type { DogCardText, DogDetailText } from "~/content/types/dogs";
import { HospiceInfo, WhatsAppRequest } from "~/components/dogs/dog-contact-boxes";
import { DogBadges } from "~/components/dogs/dog-badges";
import { DogGallery } from "~/components/dogs/dog-gallery";
import { DogProfile } from "~/components/dogs/dog-profile";
import { DogRequest, requestedDogForm } from "~/components/forms/dog-request";
import { dogRequestForms, withCustomAmount } from "~/components/forms/dog-request-forms";
import { formTextFor, requestFormClientAction } from "~/components/forms/kit";
import { requestFormAction, requestFormHeaders } from "~/components/forms/kit/action.server";
import { MessagePage } from "~/components/message-page";
import { findDogBySlug } from "~/domain/dogs";
import { shownDog } from "~/domain/dogs/texts";
import { fill } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { pathFor } from "~/i18n/routes";
import { dogMeta } from "~/seo/dog-meta";
import { pageMeta } from "~/seo/meta";
import { siteDataOf, useSiteData } from "~/site-data";
import { dogsContext, siteContext } from "~/context";
import type { Route } from "./+types/dog-detail";

/** What the page says when there is no dog to show; its text travels with the error response. */
type Missing = { text: DogDetailText["notFound"] & { line: string } };

function missing(text: Catalog, status: 404 | 503) {
  const notFound = text.dogDetail.notFound;
  const line = status === 503 ? text.dogList.error : notFound.text;
  return data<Missing>({ text: { ...notFound, line } }, { status });
}

function missingText(error: unknown): Missing["text"] | undefined {
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 503)) return undefined;
  return (error.data as Partial<Missing> | null)?.text;
}

export function loader({ params, context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const list = context.get(dogsContext);
  // The list never loaded: the same page as not found, but say it is temporary.
  if (!list.available) throw missing(site.text, 503);
  const dog = findDogBySlug(list.dogs, params.slug);
  if (!dog) throw missing(site.text, 404);
  if (dog.slug !== params.slug) throw redirect(pathFor(site.locale, "dogDetail", dog.slug), 301);
  const { locale } = site;
  // Only this language's texts; links to our own pages lead to them in this language.
  return {
    dog: { ...shownDog(dog, locale), descriptionHtml: list.description(dog) },
    requested: requestedDogForm(site.text.forms.dog, url.searchParams),
    text: site.text.dogDetail,
    cardText: site.text.dogCard,
    formText: formTextFor(site.text, "dog"),
  };
}

/**
 * The dog's request forms post here; the dog in the request is always this page's dog, named and
 * with its feed id (two dogs may share a name).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const dogs = context.get(dogsContext);
  const dog = dogs.available ? findDogBySlug(dogs.dogs, params.slug) : undefined;
  if (!dog || dog.slug !== params.slug) throw missing(site.text, 404);
  const forms = dogRequestForms(dog.types);
  return requestFormAction(
    { request, context },
    {
      ...(forms.includes("adoption")
        ? { adoption: (entries) => ({ ...entries, dog: dog.name, dogId: dog.id }) }
        : {}),
      ...(forms.includes("sponsorship")
        ? { sponsorship: (entries) => withCustomAmount({ ...entries, dogName: dog.name, dogId: dog.id }) }
        : {}),
    },
  );
}

export const clientAction = requestFormClientAction;
export const headers = requestFormHeaders;

export const meta: Route.MetaFunction = ({ data: loaded, error, matches, location }) => {
  const site = siteDataOf(matches);
  if (loaded) return dogMeta(site, loaded.dog);
  const text = missingText(error);
  if (!text) return [];
  return pageMeta({
    ...site,
    paths: { [site.locale]: location.pathname },
    title: `${text.title} | ${site.t.siteName}`,
    description: text.text,
    noIndex: true,
  });
};

export default function DogDetailPage({ loaderData }: Route.ComponentProps) {
  const { dog, requested, text, cardText, formText } = loaderData;
  const { locale } = useSiteData();
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Link
        to={pathFor(locale, "dogs")}
        className="font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        ← {text.back}
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <DogGallery images={dog.images} name={dog.name} text={text} />
        <div className="flex flex-col gap-5">
          <DogBadges types={dog.types} labels={cardText.types} />
          <h1 className="text-4xl font-bold tracking-tight">{dog.name}</h1>
          {dog.headline ? (
            <p className="text-xl text-stone-700">
              <span lang={dog.headlineLang ?? undefined}>{dog.headline}</span>
              {dog.headlineLang ? (
                <>
                  {" "}
                  <TextIn lang={dog.headlineLang} text={cardText} />
                </>
              ) : null}
            </p>
          ) : null}
          <DogProfile dog={dog} text={text} statusLabels={cardText.status} />
          {dog.types.hospice ? <HospiceInfo dog={dog} text={text} /> : null}
          {dog.types.adoption ? <WhatsAppRequest dog={dog} text={text} /> : null}
        </div>
      </div>
      {dog.descriptionHtml ? (
        <section aria-labelledby="dog-about" className="mt-10 max-w-3xl">
          <h2 id="dog-about" className="text-2xl font-bold">
            {fill(text.about, { name: dog.name })}
          </h2>
          {dog.descriptionLang ? (
            <p className="mt-1">
              <TextIn lang={dog.descriptionLang} text={cardText} />
            </p>
          ) : null}
          <div
            lang={dog.descriptionLang ?? undefined}
            className="dog-description mt-4"
            dangerouslySetInnerHTML={{ __html: dog.descriptionHtml }}
          />
        </section>
      ) : null}
      <DogRequest key={dog.id} dog={dog} requested={requested} formText={formText} />
    </article>
  );
}

/** Said after a text shown in another language than the page's: '(texto del perfil en alemán)'. */
function TextIn({ lang, text }: { lang: Locale; text: DogCardText }) {
  return <span className="text-sm whitespace-nowrap text-stone-600">{text.textIn[lang]}</span>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { locale } = useSiteData();
  const text = missingText(error);
  if (!text) throw error;
  return (
    <MessagePage
      heading={text.heading}
      lines={[text.line]}
      linkTo={pathFor(locale, "dogs")}
      linkLabel={text.back}
    />
  );
}
