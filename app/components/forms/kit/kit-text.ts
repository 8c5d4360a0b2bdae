import { createContext, useContext } from "react";
import type { Catalog } from "~/content/catalog";
import type { FormKitText, FormsText } from "~/content/types/forms";

/** The forms a page can show, by their key in the catalogue's `forms`. */
export type FormTextKey = Exclude<keyof FormsText, "kit">;

/** What a page's loader sends its forms: the kit's own words and the texts of the page's forms. */
export type FormText<K extends FormTextKey> = { kit: FormKitText } & Pick<FormsText, K>;

/**
 * A loader's `formText`: the kit's and the named forms' texts of the request's language, e.g.
 * `formText: formTextFor(context.text, "contact")`. The component passes it to its form.
 */
export function formTextFor<K extends FormTextKey>(text: Catalog, ...forms: K[]): FormText<K> {
  const picked = Object.fromEntries(forms.map((form) => [form, text.forms[form]])) as Pick<FormsText, K>;
  return { kit: text.forms.kit, ...picked };
}

/** The kit's words for the fields, buttons and panels inside a <RequestForm>. */
export const KitTextContext = createContext<FormKitText | null>(null);

export function useKitText(): FormKitText {
  const text = useContext(KitTextContext);
  if (!text) throw new Error("form kit text missing: render the kit's fields inside <RequestForm>");
  return text;
}
