import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
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
import { messages } from "~/i18n/messages";
import { pathFor } from "~/i18n/routes";
import { dogMeta } from "~/seo/dog-meta";
import { pageMeta } from "~/seo/meta";
import { siteDataOf, useSiteData } from "~/site-data";
import { localDescription } from "../../server/dogs/local-description";
import type { Route } from "./+types/dog-detail";

export function loader({ params, context, request }: Route.LoaderArgs) {
  const list = context.dogs;
  // The list never loaded: the same page as not found, but say it is temporary.
  if (!list.available) throw data(null, { status: 503 });
  const dog = findDogBySlug(list.dogs, params.slug);
  if (!dog) throw data(null, { status: 404 });
  if (dog.slug !== params.slug) throw redirect(pathFor(context.locale, "dogDetail", dog.slug), 301);
  const { locale, origins } = context;
  // Only this language's texts; links to our own pages lead to them in this language.
  const descriptionHtml = localDescription(dog, locale, origins);
  return {
    dog: { ...shownDog(dog, locale), descriptionHtml },
    requested: requestedDogForm(context.text.forms.dog, new URL(request.url).searchParams),
    formText: formTextFor(context.text, "dog"),
  };
}

/** The dog's request forms post here; the dog in the request is always this page's dog. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const dog = context.dogs.available ? findDogBySlug(context.dogs.dogs, params.slug) : undefined;
  if (!dog || dog.slug !== params.slug) throw data(null, { status: 404 });
  const forms = dogRequestForms(dog.types);
  return requestFormAction(
    { request, context },
    {
      ...(forms.includes("adoption") ? { adoption: (entries) => ({ ...entries, dog: dog.name }) } : {}),
      ...(forms.includes("sponsorship")
        ? { sponsorship: (entries) => withCustomAmount({ ...entries, dogName: dog.name }) }
        : {}),
    },
  );
}

export const clientAction = requestFormClientAction;
export const headers = requestFormHeaders;

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const site = siteDataOf(matches);
  if (loaded) return dogMeta(site, loaded.dog);
  const t = messages[site.locale];
  return pageMeta({
    ...site,
    paths: { [site.locale]: location.pathname },
    title: `${t.dogNotFound.title} | ${t.siteName}`,
    description: t.dogNotFound.text,
    noIndex: true,
  });
};

export default function DogDetailPage({ loaderData: { dog, requested, formText } }: Route.ComponentProps) {
  const { locale, t } = useSiteData();
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Link
        to={pathFor(locale, "dogs")}
        className="font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        ← {t.dogDetail.back}
      </Link>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <DogGallery images={dog.images} name={dog.name} />
        <div className="flex flex-col gap-5">
          <DogBadges types={dog.types} />
          <h1 className="text-4xl font-bold tracking-tight">{dog.name}</h1>
          {dog.headline ? (
            <p className="text-xl text-stone-700">
              <span lang={dog.headlineLang ?? undefined}>{dog.headline}</span>
              {dog.headlineLang ? (
                <>
                  {" "}
                  <TextIn lang={dog.headlineLang} />
                </>
              ) : null}
            </p>
          ) : null}
          <DogProfile dog={dog} />
          {dog.types.hospice ? <HospiceInfo dog={dog} /> : null}
          {dog.types.adoption ? <WhatsAppRequest dog={dog} /> : null}
        </div>
      </div>
      {dog.descriptionHtml ? (
        <section aria-labelledby="dog-about" className="mt-10 max-w-3xl">
          <h2 id="dog-about" className="text-2xl font-bold">
            {fill(t.dogDetail.about, { name: dog.name })}
          </h2>
          {dog.descriptionLang ? (
            <p className="mt-1">
              <TextIn lang={dog.descriptionLang} />
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
function TextIn({ lang }: { lang: Locale }) {
  const { t } = useSiteData();
  return <span className="text-sm whitespace-nowrap text-stone-600">{t.dogList.textIn[lang]}</span>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { locale, t } = useSiteData();
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 503)) throw error;
  return (
    <MessagePage
      heading={t.dogNotFound.heading}
      lines={[error.status === 503 ? t.dogList.error : t.dogNotFound.text]}
      linkTo={pathFor(locale, "dogs")}
      linkLabel={t.dogNotFound.back}
    />
  );
}
