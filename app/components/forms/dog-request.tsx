import { useState } from "react";
import { Link, useActionData } from "react-router";
import type { DogFormsText } from "~/content/types/forms";
import type { Dog } from "~/domain/dogs/types";
import { fill } from "~/i18n/format";
import { pathFor } from "~/i18n/routes";
import { useSiteData } from "~/site-data";
import { AdoptionForm } from "./adoption-form";
import { dogRequestForms, type DogRequestForm } from "./dog-request-forms";
import { isRequestFormResult, useHydrated, type FormText } from "~/components/forms/kit";
import { SponsorshipForm } from "./sponsorship-form";

/** The section id the dog page's form area has always had (links and tests point at it). */
export const dogRequestSectionId = "anfrage";

/**
 * The form area of a dog's page (spec 1 section 2.7). When the dog can be adopted and sponsored,
 * two buttons switch between the forms (adoption first); without JavaScript they are links to
 * `?anfrage=adoption|patenschaft` (`?solicitud=adopcion|apadrinamiento`), which the loader reads.
 * Hospice dogs get none. `formText`: the loader's `formTextFor(context.text, "dog")`.
 */
export function DogRequest({
  dog,
  requested,
  formText,
}: {
  dog: Dog;
  requested: DogRequestForm | null;
  formText: FormText<"dog">;
}) {
  const { locale } = useSiteData();
  const text = formText.dog.dogRequest;
  const forms = dogRequestForms(dog.types);
  const posted = useActionData<unknown>();
  const postedForm = isRequestFormResult(posted) ? posted.formType : null;
  const initial =
    forms.find((form) => form === postedForm) ?? forms.find((form) => form === requested) ?? forms[0];
  const [chosen, setChosen] = useState(initial);
  const form = chosen && forms.includes(chosen) ? chosen : forms[0];
  if (!form) return null;
  return (
    <section id={dogRequestSectionId} aria-labelledby="dog-request" className="mt-10 max-w-3xl scroll-mt-24">
      <h2 id="dog-request" className="text-2xl font-bold">
        {fill(text.heading, { name: dog.name })}
      </h2>
      <p className="mt-2 text-stone-700">{text.intro}</p>
      {dog.status === "reserved" ? <ReservedNotice name={dog.name} text={text} /> : null}
      {forms.length > 1 ? <FormChoice chosen={form} onChoose={setChosen} text={text} /> : null}
      <div className="mt-6">
        {form === "adoption" ? (
          <AdoptionForm
            key="adoption"
            dogName={dog.name}
            dogId={dog.id}
            id={`${dogRequestSectionId}-adoption`}
            text={formText}
          />
        ) : (
          <SponsorshipForm
            key="sponsorship"
            dogName={dog.name}
            dogId={dog.id}
            id={`${dogRequestSectionId}-sponsorship`}
            text={formText}
          />
        )}
      </div>
      {dog.types.adoption ? (
        <p className="mt-6 text-stone-700">
          {text.processText}{" "}
          <Link
            to={`${pathFor(locale, "adoption")}?${text.dogQuery}=${encodeURIComponent(dog.name)}`}
            state={{ dogName: dog.name }}
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            {text.processLink}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** A reserved dog can still be asked for: what such a request means (issue 25). */
function ReservedNotice({ name, text }: { name: string; text: DogFormsText["dogRequest"] }) {
  return (
    <p
      data-reserved-notice=""
      className="mt-4 rounded-xl border-l-4 border-accent-600 bg-accent-50 px-4 py-3 text-stone-900"
    >
      {fill(text.reserved, { name })}
    </p>
  );
}

const choiceStyle = (pressed: boolean) =>
  `inline-flex flex-1 items-center justify-center rounded-full px-5 py-2.5 font-semibold transition sm:flex-none ${
    pressed ? "bg-brand-800 text-white" : "bg-white text-brand-900 ring-2 ring-stone-300 hover:ring-brand-700"
  }`;

function FormChoice({
  chosen,
  onChoose,
  text,
}: {
  chosen: DogRequestForm;
  onChoose: (form: DogRequestForm) => void;
  text: DogFormsText["dogRequest"];
}) {
  const hydrated = useHydrated();
  const options = ["adoption", "sponsorship"] as const;
  return (
    <div role="group" aria-label={text.choiceLabel} className="mt-5 flex gap-3">
      {options.map((option) =>
        hydrated ? (
          <button
            key={option}
            type="button"
            aria-pressed={chosen === option}
            onClick={() => onChoose(option)}
            className={choiceStyle(chosen === option)}
          >
            {text.choice[option]}
          </button>
        ) : (
          <a
            key={option}
            href={`?${text.query.name}=${text.query[option]}#${dogRequestSectionId}`}
            aria-current={chosen === option ? "true" : undefined}
            className={choiceStyle(chosen === option)}
          >
            {text.choice[option]}
          </a>
        ),
      )}
    </div>
  );
}

/** The form a `?anfrage=` (`?solicitud=`) query asks for, if any (`text`: the language's dog forms). */
export function requestedDogForm(text: DogFormsText, search: URLSearchParams): DogRequestForm | null {
  const query = text.dogRequest.query;
  const value = search.get(query.name);
  if (value === query.adoption) return "adoption";
  if (value === query.sponsorship) return "sponsorship";
  return null;
}
