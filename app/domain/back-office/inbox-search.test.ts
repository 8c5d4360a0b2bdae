import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { accentedLetters, phoneDigitsQuery, plainLetters, searchKey } from "./inbox-search";

test("the letter lists are the migration's", () => {
  const migration = readFileSync(
    new URL("../../../drizzle/0006_concurrency_search_bcc.sql", import.meta.url),
    "utf8",
  );
  expect(migration).toContain(`'${accentedLetters}', '${plainLetters}'`);
  expect([...accentedLetters]).toHaveLength([...plainLetters].length);
});

test("case and accents go, as the names are written in both languages", () => {
  expect(searchKey("García")).toBe("garcia");
  expect(searchKey("GARCIA")).toBe("garcia");
  expect(searchKey("Yılmaz")).toBe("yilmaz");
  expect(searchKey("İnci Núñez")).toBe("inci nunez");
  expect(searchKey("Jürgen MÜLLER")).toBe("jurgen muller");
  expect(searchKey("Ça Élodie")).toBe("ca elodie");
  // "é" as "e" and a combining accent, as some keyboards send it.
  expect(searchKey("Jose\u0301")).toBe("jose");
});

test("each listed letter loses its accent as NFD and stripping the marks would do", () => {
  for (const letter of accentedLetters) {
    const stripped = letter.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace("ı", "i");
    expect(searchKey(letter), letter).toBe(stripped);
  }
});

test("a phone query: digits of a number-like text, leading zeros dropped, at least 3", () => {
  expect(phoneDigitsQuery("0171 234")).toBe("171234");
  expect(phoneDigitsQuery("+49 (171) 234-5")).toBe("491712345");
  expect(phoneDigitsQuery("0034 600.12")).toBe("3460012");
  expect(phoneDigitsQuery("12")).toBeNull();
  expect(phoneDigitsQuery("007")).toBeNull();
  expect(phoneDigitsQuery("person123")).toBeNull();
  expect(phoneDigitsQuery("García")).toBeNull();
});
