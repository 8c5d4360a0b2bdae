/**
 * ISO 13616 check of an IBAN: two letters, two check digits, 11 to 30 alphanumerics (spaces
 * allowed for readability), and the mod-97 checksum over the rearranged number equals 1.
 */
export function ibanIsValid(value: string): boolean {
  const iban = value.replace(/ /g, "").toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // Letters count as two digits: A = 10 … Z = 35.
    const digits = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN as it is pasted into banking forms and QR codes: no white space, upper case. */
export function compactIban(iban: string): string {
  return iban.replace(/\s/g, "").toUpperCase();
}
