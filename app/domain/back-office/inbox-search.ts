/**
 * The inbox's search key: what `submissions.search_text` holds (migration 0006), computed the same
 * way for the query, so that "Garcia" finds "García" and "yilmaz" finds "Yılmaz". PostgreSQL writes
 * the column as `translate(lower(…), accented, plain)`; this is that expression in JavaScript, with
 * the same two letter lists (a test compares them with the migration and with PostgreSQL itself).
 * Letters outside the list (ş, ł, ß) stay as they are on both sides, so they still match as typed;
 * stripping every combining mark here (NFD) would make "Şahin" miss the stored "şahin".
 */
export const accentedLetters = "ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿıİ";
export const plainLetters = "aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncyyii";

const plainOf = new Map([...accentedLetters].map((letter, i) => [letter, plainLetters[i] ?? letter]));

/** The text as the search column stores it: lower-case, the listed accents gone. */
export function searchKey(text: string): string {
  // NFC first: a browser on macOS may send "é" as "e" + combining accent. The letters are mapped
  // before lower-casing too, since JavaScript lower-cases "İ" to "i" + a combining dot.
  return translate(translate(text.normalize("NFC")).toLowerCase());
}

function translate(text: string): string {
  let result = "";
  for (const letter of text) result += plainOf.get(letter) ?? letter;
  return result;
}

/** Characters a typed phone number may hold besides digits. */
const phonePattern = /^[\d\s+\-/.()]+$/;

/**
 * The digits to look for in `submissions.phone_digits` when the query reads as a phone number
 * (only digits and the usual separators, at least 3 digits), else null. Leading zeros go: "0171
 * 234" (national) and "0049 171" (international) find "+49 171-234…", whose digits are 49171234….
 */
export function phoneDigitsQuery(text: string): string | null {
  if (!phonePattern.test(text)) return null;
  const digits = text.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= 3 ? digits : null;
}
