import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { changeLine } from "./labels";

describe("a relation's change in the history", () => {
  test.each([
    [
      "de",
      [
        "Monatlicher Betrag: 10 € → 12,5 €",
        "Zahlungsweise: monatlich → jährlich",
        "Beginn: 01.01.2025 → 01.02.2025",
        "Hund gerade dort: nicht angegeben → Bruno",
      ],
    ],
    [
      "es",
      [
        "Importe mensual: 10 € → 12,5 €",
        "Forma de pago: mensual → anual",
        "Inicio: 1 ene 2025 → 1 feb 2025",
        "Perro en acogida ahora: sin indicar → Bruno",
      ],
    ],
  ] as const)("%s: each fact with its label, from → to, in the volunteer's words", (locale, lines) => {
    const text = catalogs[locale].admin.relations;
    const changes = [
      { field: "monthlyAmount", from: 10, to: 12.5 },
      { field: "paymentInterval", from: "monthly", to: "annual" },
      { field: "startedOn", from: "2025-01-01", to: "2025-02-01" },
      { field: "currentDogName", from: null, to: "Bruno" },
    ];
    expect(changes.map((change) => changeLine(change, text, locale))).toEqual(lines);
  });
});
