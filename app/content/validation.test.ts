import { describe, expect, test } from "vitest";
import { validation as de } from "./de/validation";
import { validation as es } from "./es/validation";

describe("German validation messages", () => {
  test("name every field, with the spec's wording where it gives one", () => {
    expect(de.required("yourName")).toBe("Name ist erforderlich");
    expect(de.tooShort("name", 2)).toBe("Name muss mindestens 2 Zeichen lang sein");
    expect(de.tooLong("message", 2000)).toBe("Nachricht darf höchstens 2000 Zeichen lang sein");
    expect(de.tooShort("livingSituation", 10)).toBe("Wohnsituation muss mindestens 10 Zeichen lang sein");
    expect(de.required("email")).toBe("E-Mail-Adresse ist erforderlich");
    expect(de.controlCharacters("phone")).toBe("Telefonnummer enthält unzulässige Steuerzeichen");
    expect(de.notText("zipCode")).toBe("Postleitzahl muss ein Text sein");
    expect(de.invalidCharacters("name")).toBe("Name enthält ungültige Zeichen");
    expect(de.invalidCharacters("existingPets")).toBe(
      "Angaben zu deinen Haustieren enthalten ungültige Zeichen",
    );
    expect(de.email).toBe("Ungültige E-Mail-Adresse");
    expect(de.privacy).toBe("Du musst die Datenschutzerklärung akzeptieren");
    expect(de.honeypot).toBe("Formular konnte nicht gesendet werden");
    expect(de.amount.min).toBe("Betrag muss mindestens 10€ sein");
  });

  test("plural field names take plural verbs", () => {
    expect(de.tooLong("existingPets", 500)).toBe(
      "Angaben zu deinen Haustieren dürfen höchstens 500 Zeichen lang sein",
    );
    expect(de.controlCharacters("existingPets")).toBe(
      "Angaben zu deinen Haustieren enthalten unzulässige Steuerzeichen",
    );
  });

  test("membership messages are the spec's, word for word", () => {
    expect(de.membership.required).toBe("Bitte fülle alle Pflichtfelder aus.");
    expect(de.membership.membershipType).toBe("Bitte wähle eine Mitgliedsvariante.");
    expect(de.membership.age).toBe("Du musst mindestens 18 Jahre alt sein.");
    expect(de.membership.phone).toBe("Die Telefonnummer enthält ungültige Zeichen.");
    expect(de.membership.phoneDigits).toBe("Die Telefonnummer muss mindestens 10 Ziffern haben.");
    expect(de.membership.phoneMissing).toBe("Bitte gib mindestens eine Telefonnummer an.");
    expect(de.membership.email).toBe("Bitte gib eine gültige E-Mail-Adresse ein.");
  });
});

describe("Spanish validation messages", () => {
  test("agree in gender with the field", () => {
    expect(es.required("yourName")).toBe("El nombre es obligatorio");
    expect(es.required("address")).toBe("La dirección es obligatoria");
    expect(es.required("availability")).toBe("La disponibilidad es obligatoria");
    expect(es.tooShort("name", 2)).toBe("El nombre debe tener al menos 2 caracteres");
    expect(es.tooLong("message", 2000)).toBe("El mensaje no puede tener más de 2000 caracteres");
    expect(es.invalidCharacters("address")).toBe("La dirección contiene caracteres no válidos");
    expect(es.controlCharacters("experience")).toBe(
      "La experiencia contiene caracteres de control no permitidos",
    );
  });

  test("translate the spec's messages", () => {
    expect(es.email).toBe("Dirección de correo electrónico no válida");
    expect(es.privacy).toBe("Debes aceptar la política de privacidad");
    expect(es.honeypot).toBe("No se pudo enviar el formulario");
    expect(es.amount.min).toBe("La cantidad debe ser de al menos 10 €");
    expect(es.membership.required).toBe("Por favor, rellena todos los campos obligatorios.");
    expect(es.membership.membershipType).toBe("Por favor, selecciona un tipo de membresía.");
    expect(es.membership.age).toBe("Debes tener al menos 18 años.");
    expect(es.membership.phone).toBe("El número de teléfono contiene caracteres no válidos.");
    expect(es.membership.phoneMissing).toBe("Por favor, indica al menos un número de teléfono.");
    expect(es.membership.email).toBe("Por favor, introduce una dirección de correo electrónico válida.");
  });
});
