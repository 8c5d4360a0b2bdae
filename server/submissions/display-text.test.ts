import { expect, test } from "vitest";
import { displayLine, withoutInvisibles } from "./display-text";

const hidden = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200e",
  "\u200f",
  "\u061c",
  "\u200b",
  "\u200c",
  "\u2060",
  "\ufeff",
  "\u00ad",
  "\u180e",
];

test("direction overrides, isolates, marks and invisible characters are removed", () => {
  for (const character of hidden) {
    expect(displayLine(`Eve${character}gnp.exe`), JSON.stringify(character)).toBe("Evegnp.exe");
    expect(withoutInvisibles(`a${character}\nb`), JSON.stringify(character)).toBe("a\nb");
  }
  expect(displayLine("Maria \u202eMüller\u202c")).toBe("Maria Müller");
});

test("a line stays one line: CR, LF, tab, separators and space runs become one space", () => {
  expect(displayLine("Eve\r\nBcc: x@example.org")).toBe("Eve Bcc: x@example.org");
  expect(displayLine(" Eve\t\u2028Muster\u2029 \u0085x\u0000y ")).toBe("Eve Muster x y");
});

test("letters, accents and emoji are kept, including joined emoji", () => {
  const text = "José Ñúñez – 🐕‍🦺 Luna 𝒜 日本 عربي";
  expect(displayLine(text)).toBe(text);
  expect(withoutInvisibles(`${text}\n  eingerückt`)).toBe(`${text}\n  eingerückt`);
});
