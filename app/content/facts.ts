/**
 * Language-neutral facts, written once and referenced by both languages' texts (amounts in euros).
 * One entry a line, in alphabetical order.
 */
export const dogsPlaced = 2900; // dogs placed since the founding, as the texts say "over 2,900"
export const fincaAreaSquareMetres = 10_000;
export const fincaDogLoungeSquareMetres = 6000;
export const fincaGoats = 14;
export const fincaHutSquareMetres = 12;
export const fincaRuns = 7;
export const fincaRunSquareMetres = { min: 150, max: 180 } as const;
export const fincaTown = "Benicarló";
export const foundingYear = 2013;
export const generalSharePercent = 10; // of donations for the hospice, the farm and the shelter
export const receiptFreeDonationLimit = 300; // German tax law: up to this, a bank statement suffices
export const residenciaDogs = 80;
export const residenciaFoundingYear = 2008;
export const residenciaTown = "Amposta";
export const teamingMonthlyAmount = 1;
