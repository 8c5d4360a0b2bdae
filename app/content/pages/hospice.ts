import { hospiceDogs as de } from "~/content/de/hospice";
import { hospiceDogs as es } from "~/content/es/hospice";

/**
 * @deprecated Transitional: `HospiceDogs` (app/components/dogs/hospice-dogs.tsx) still reads its
 * texts here, so both languages' five sentences reach its chunk. Once it takes them as a prop
 * (`text: HospiceDogsText`, from the hospice route's `loaderData.text.dogs`), this module goes.
 */
export const hospiceContent = { de: { dogs: de }, es: { dogs: es } };
