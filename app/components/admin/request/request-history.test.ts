import { describe, expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import type { HistoryEntry } from "../../../../server/back-office/request-types";
import { historySentence } from "./request-history";

const entry = (kind: string, more: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: kind,
  at: "",
  actorName: "Vera Volunteer",
  kind,
  ...more,
});

/** Every kind of history line, as the request page writes it (issue 25: lines that read naturally). */
const entries = [
  entry("received", { actorName: null }),
  entry("opened"),
  entry("status", { from: "new", to: "precheck" }),
  entry("status", { from: "new", to: "closed", reason: "dog_unavailable" }),
  entry("assigned", { assignment: "took", to: "Vera Volunteer" }),
  entry("assigned", { assignment: "took_from", from: "Alex Admin", to: "Vera Volunteer" }),
  entry("assigned", { assignment: "assigned", to: "Alex Admin" }),
  entry("assigned", { assignment: "gave", from: "Vera Volunteer" }),
  entry("assigned", { assignment: "removed", from: "Alex Admin" }),
  entry("note"),
  entry("mail", { subject: "Der nächste Schritt" }),
  entry("dog_unavailable"),
];

describe("history lines", () => {
  test.each([
    [
      "de",
      [
        "Die Anfrage ist über die Website eingegangen",
        "Vera Volunteer hat die Anfrage zum ersten Mal geöffnet",
        "Vera Volunteer hat den Status von „Neu“ auf „Vorkontrolle“ gesetzt",
        "Vera Volunteer hat die Anfrage geschlossen, weil der Hund nicht mehr verfügbar ist",
        "Vera Volunteer hat die Anfrage übernommen",
        "Vera Volunteer hat die Anfrage von Alex Admin übernommen",
        "Vera Volunteer hat die Anfrage Alex Admin zugewiesen",
        "Vera Volunteer hat die Anfrage abgegeben",
        "Vera Volunteer hat die Zuständigkeit von Alex Admin entfernt",
        "Vera Volunteer hat eine Notiz hinzugefügt",
        "Vera Volunteer hat eine Mail gesendet: „Der nächste Schritt“",
        "Vera Volunteer hat vermerkt, dass der Hund nicht mehr verfügbar ist",
      ],
    ],
    [
      "es",
      [
        "La solicitud ha llegado a través de la web",
        "Vera Volunteer ha abierto la solicitud por primera vez",
        "Vera Volunteer ha cambiado el estado de «Nueva» a «Visita previa»",
        "Vera Volunteer ha cerrado la solicitud porque el perro ya no está disponible",
        "Vera Volunteer ha asumido la solicitud",
        "Vera Volunteer ha asumido la solicitud, que antes llevaba Alex Admin",
        "Vera Volunteer ha asignado la solicitud a Alex Admin",
        "Vera Volunteer ha dejado la solicitud",
        "Vera Volunteer ha quitado a Alex Admin como responsable de la solicitud",
        "Vera Volunteer ha añadido una nota",
        "Vera Volunteer ha enviado un correo: «Der nächste Schritt»",
        "Vera Volunteer ha indicado que el perro ya no está disponible",
      ],
    ],
  ] as const)("%s: every kind reads as a sentence", (locale, expected) => {
    const admin = catalogs[locale].admin;
    expect(entries.map((line) => historySentence(line, admin.request, admin.common))).toEqual(expected);
  });
});
